/**
 * The product's detail, opened from its card's image: large image, piece count, full name and
 * description, price and 'Ajouter au panier', which adds it like the card's button and closes
 * (customer-shop §2, Menu grid). Loaded on demand: most visits never open it.
 */
import type { RefObject } from 'react';
import type { Produit } from '@core/catalog';
import { allergenLabels } from '@core/allergens';
import { formatTND } from '@core/money';
import { SOLD_OUT_MESSAGES, isSoldOut } from '@core/sold-out';
import { ShoppingBag, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { ProductImage } from './product-image';

const DIALOG_IMAGE_SIZES = '(min-width: 768px) 490px, 100vw';

export interface ProductDetailDialogProps {
  produit: Produit;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (produit: Produit) => void;
  /** Where focus goes back on close (the card's image button: it is not a Radix trigger). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export function ProductDetailDialog({ produit, open, onOpenChange, onAdd, returnFocusTo }: ProductDetailDialogProps) {
  const hasPieces = produit.nombre_pieces != null && produit.nombre_pieces > 0;
  const showKcal = produit.afficher_kcal && produit.kcal != null && produit.kcal > 0;
  const allergens = allergenLabels(produit.allergenes ?? []);
  const soldOut = isSoldOut(produit);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        hideClose
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo?.current?.focus();
        }}
        className="max-w-4xl! gap-0! p-0! md:grid-cols-[1.2fr_1fr]"
      >
        <div className="relative aspect-[4/3] overflow-hidden bg-ink-700 md:aspect-auto md:min-h-[26rem]">
          <ProductImage produit={produit} eager sizes={DIALOG_IMAGE_SIZES} className="absolute inset-0" />
          <div className="pointer-events-none absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-ink-800/80 to-transparent md:hidden" />
        </div>

        <div className="flex flex-col gap-4 p-6 sm:p-8">
          {(hasPieces || showKcal) && (
            <div className="flex flex-wrap gap-1.5">
              {hasPieces && <Badge variant="gold">{produit.nombre_pieces} pcs</Badge>}
              {showKcal && <Badge variant="outline">{produit.kcal} kcal</Badge>}
            </div>
          )}
          <DialogTitle className="pr-8 text-3xl leading-tight sm:text-4xl">{produit.nom_fr}</DialogTitle>
          {produit.description_fr ? (
            <DialogDescription className="text-base leading-relaxed">{produit.description_fr}</DialogDescription>
          ) : (
            <DialogDescription className="sr-only">{produit.nom_fr}</DialogDescription>
          )}
          {allergens.length > 0 && (
            <div>
              <p className="text-sm font-medium text-paper-200">Allergènes</p>
              <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Allergènes">
                {allergens.map((label) => (
                  <li key={label}>
                    <Badge variant="outline">{label}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-auto flex flex-col gap-4 border-t border-ink-600 pt-5">
            <p className="font-display text-3xl font-semibold tracking-tight text-paper tabular-nums">{formatTND(produit.prix)}</p>
            {soldOut ? (
              <Button size="lg" variant="outline" className="w-full" disabled>
                {SOLD_OUT_MESSAGES.badge}
              </Button>
            ) : (
              <Button
                size="lg"
                className="w-full"
                onClick={() => {
                  onOpenChange(false);
                  onAdd(produit);
                }}
              >
                <ShoppingBag aria-hidden="true" />
                Ajouter au panier
              </Button>
            )}
          </div>
        </div>

        <DialogClose asChild>
          <Button variant="ghost" size="icon" aria-label="Fermer" className="absolute top-3 right-3 rounded-full bg-ink/70 backdrop-blur-sm hover:bg-ink">
            <X aria-hidden="true" />
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
