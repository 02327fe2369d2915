import { MESSAGES } from '@core/messages';
import type { CSSProperties } from 'react';
import type { Produit } from '@core/catalog';
import type { MenuBadges } from '@core/promotion-badges';
import { cn } from '../../../lib/cn';
import type { MenuSection as MenuSectionData } from '../utils/menu-sections';
import { OfferBadges } from './offer-badges';
import { ProductCard } from './product-card';

export interface MenuSectionProps {
  section: MenuSectionData;
  /** Position of the section in the menu (1-based), shown as a small ordinal. */
  position: number;
  /** How many cards of this section load their image eagerly (the first screen). */
  eagerCount?: number;
  /**
   * Below the first screen: the browser skips style, layout and paint of the cards until the section
   * comes near the viewport (content-visibility), keeping a phone's main thread free at load.
   */
  deferPaint?: boolean;
  onAdd: (produit: Produit) => void;
  /** The running offers' badges of the products and categories. */
  badges?: MenuBadges | undefined;
}

export const PRODUCT_GRID = 'grid grid-cols-1 gap-3 sm:gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function MenuSection({ section, position, eagerCount = 0, deferPaint = false, onAdd, badges }: MenuSectionProps) {
  const { anchorId, categorie, produits, options } = section;
  const titleId = `${anchorId}-titre`;

  return (
    <section id={anchorId} aria-labelledby={titleId} tabIndex={-1} className="scroll-mt-32 py-10 focus:outline-none md:py-14">
      <header className="mb-6 max-w-2xl md:mb-10">
        <p aria-hidden="true" className="mb-3 flex items-center gap-3 text-xs font-semibold tracking-[0.3em] text-kin">
          {String(position).padStart(2, '0')}
          <span className="h-px w-10 bg-kin/50" />
        </p>
        <h2 id={titleId} className="text-[2.5rem] leading-none font-semibold text-paper md:text-5xl">
          {categorie.nom_fr}
        </h2>
        {categorie.description_fr && <p className="mt-3 text-base leading-relaxed text-paper-400">{categorie.description_fr}</p>}
        {badges?.categories.get(categorie.id)?.map((badge) => (
          <p key={badge.id} className="mt-3 flex items-center gap-2 text-sm text-paper-200" data-testid="category-offer">
            <OfferBadges badges={[badge]} named={false} />
            <span>{badge.nom}</span>
          </p>
        ))}
      </header>

      {produits.length > 0 ? (
        <ul className={cn(PRODUCT_GRID, deferPaint && 'menu-grid-deferred')} style={deferPaint ? ({ '--cards': produits.length } as CSSProperties) : undefined}>
          {produits.map((produit, index) => (
            <li key={produit.id} className="flex">
              <ProductCard produit={produit} options={options[produit.id]} eager={index < eagerCount} onAdd={onAdd} offers={badges?.products.get(produit.id)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-md border border-dashed border-ink-500 px-5 py-10 text-center text-paper-400">{MESSAGES.lists.noProductsInCategory}</p>
      )}
    </section>
  );
}
