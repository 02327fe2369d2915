import { lazy, Suspense, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import type { Produit } from '@core/catalog';
import type { MenuBadge } from '@core/promotion-badges';
import { formatTND } from '@core/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { OfferBadges } from './offer-badges';
import { ProductImage } from './product-image';
import { SOLD_OUT_MESSAGES, isSoldOut } from '@core/sold-out';

// Phones show a compact row (112 px thumbnail); from 640 px the grid shows vertical cards.
const CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 112px';

// The detail dialog (and Radix Dialog with it) is fetched when a visitor shows interest in a card.
const loadDetailDialog = () => import('./product-detail-dialog');
const ProductDetailDialog = lazy(() => loadDetailDialog().then((m) => ({ default: m.ProductDetailDialog })));

export interface ProductCardProps {
  produit: Produit;
  /** The names of its option groups ('Sauce', 'Suppléments'): choices asked for when it is added. */
  options?: readonly string[] | undefined;
  eager?: boolean;
  onAdd: (produit: Produit) => void;
  /** The running offers that name it ('-20 %'), over its picture. */
  offers?: readonly MenuBadge[] | undefined;
}

function ProductBadges({ produit, className }: { produit: Produit; className?: string }) {
  const hasPieces = produit.nombre_pieces != null && produit.nombre_pieces > 0;
  const showKcal = produit.afficher_kcal && produit.kcal != null && produit.kcal > 0;
  if (!hasPieces && !showKcal) return null;
  return (
    <div className={cn('flex gap-1.5', className)}>
      {hasPieces && <Badge className="bg-ink/85 text-paper backdrop-blur-sm">{produit.nombre_pieces} pcs</Badge>}
      {showKcal && <Badge className="bg-ink/85 text-kin-300 backdrop-blur-sm">{produit.kcal} kcal</Badge>}
    </div>
  );
}

export function ProductCard({ produit, options, eager, onAdd, offers }: ProductCardProps) {
  const [detailOpen, setDetailOpen] = useState(false);
  // Sold out: greyed, 'Épuisé', Ajouter disabled; the end is read now, so it lifts itself.
  const soldOut = isSoldOut(produit);
  const imageButton = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadDetailDialog();

  return (
    <article className="group flex w-full gap-4 overflow-hidden rounded-md border border-ink-600 bg-ink-800 p-3 shadow-card transition-colors duration-300 hover:border-kin/40 sm:flex-col sm:gap-0 sm:p-0">
      <div
        className={`relative size-28 shrink-0 overflow-hidden rounded-sm bg-ink-700${soldOut ? ' opacity-50 grayscale' : ''} sm:aspect-[4/3] sm:size-auto sm:w-full sm:rounded-none`}
      >
        <button
          ref={imageButton}
          type="button"
          aria-label={`Voir le détail : ${produit.nom_fr}`}
          aria-haspopup="dialog"
          onClick={() => setDetailOpen(true)}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onTouchStart={prefetch}
          className="absolute inset-0 cursor-zoom-in focus-visible:outline-offset-[-2px]"
        >
          <ProductImage
            produit={produit}
            eager={eager}
            sizes={CARD_IMAGE_SIZES}
            className="transition-transform duration-700 ease-out group-hover:scale-[1.04]"
          />
        </button>
        {/* Outside the button, whose accessible name is the product's. */}
        <ProductBadges produit={produit} className="pointer-events-none absolute top-3 left-3 hidden sm:flex" />
        <OfferBadges badges={offers} size="sm" className="pointer-events-none absolute top-1.5 right-1.5 justify-end sm:top-3 sm:right-3" />
      </div>

      <div className="flex min-w-0 flex-1 flex-col sm:p-5">
        <h3 className="font-display text-xl leading-tight font-semibold text-paper sm:text-[1.35rem]">{produit.nom_fr}</h3>
        <ProductBadges produit={produit} className="mt-1.5 sm:hidden" />
        {produit.description_fr && <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-paper-400">{produit.description_fr}</p>}
        {produit.a_des_accompagnements && <p className="mt-1.5 text-xs font-medium text-kin-300">+ Accompagnement</p>}
        {options && options.length > 0 && (
          <p className="mt-1.5 text-xs font-medium text-kin-300" data-testid="product-options-hint">
            + {options.join(' · ')}
          </p>
        )}

        <div className="mt-auto flex items-center justify-between gap-2 pt-3 sm:gap-3 sm:pt-4">
          <span className="text-base font-semibold tracking-tight whitespace-nowrap text-paper tabular-nums sm:text-lg">{formatTND(produit.prix)}</span>
          {soldOut ? (
            <Button size="sm" variant="outline" disabled aria-label={`${produit.nom_fr} : ${SOLD_OUT_MESSAGES.badge}`}>
              {SOLD_OUT_MESSAGES.badge}
            </Button>
          ) : (
            <Button size="sm" onClick={() => onAdd(produit)} aria-label={`Ajouter ${produit.nom_fr} au panier`}>
              <Plus aria-hidden="true" className="hidden sm:block" />
              Ajouter
            </Button>
          )}
        </div>
      </div>

      {detailOpen && (
        <Suspense fallback={null}>
          <ProductDetailDialog produit={produit} open onOpenChange={setDetailOpen} onAdd={onAdd} returnFocusTo={imageButton} />
        </Suspense>
      )}
    </article>
  );
}
