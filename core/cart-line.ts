/**
 * One line of the cart (customer-shop §3): a product, an optional accompaniment, the options chosen in its
 * option groups, a quantity capped at 99, and a unit price that is the product's price plus
 * the side's and the options'. Line ids are `${productId}-${accompanimentId ?? 'no-acc'}`, followed by
 * `-o${optionIds sorted, joined by '.'}` when options were chosen, so adding the same choices again
 * increments the line and other choices make another line.
 */
import type { Accompagnement, Produit } from './catalog';
import { MAX_QUANTITY } from './limits';
import { MESSAGES } from './messages';
import { formatTND, multiplyMillimes, sumMillimes, type Millimes } from './money';
import { thumbnailUrl } from './images';
import { normalizeOptionIds, selectionPrice, type ChoixLigne } from './product-options';

/** The product fields a cart line keeps (enough to draw the line and count pieces). */
export interface CartProduct {
  id: number;
  nom_fr: string;
  prix: Millimes;
  nombre_pieces: number | null;
  comptabiliser_pieces: boolean;
  image_url?: string | null;
}

export interface CartAccompaniment {
  id: number;
  nom_fr: string;
  /** Effective price: 0 when the accompaniment is marked gratuit. */
  prix: Millimes;
}

/** An option chosen in one of the product's groups, as shown on the line (price as it was when added). */
export type CartOption = ChoixLigne;

export interface CartLine {
  id: string;
  product: CartProduct;
  quantity: number;
  accompaniment: CartAccompaniment | null;
  /** Absent on carts saved before option groups existed: no options. */
  options?: CartOption[];
  unitPrice: Millimes;
}

export function cartLineId(productId: number, accompanimentId: number | null | undefined, optionIds: readonly number[] = []): string {
  const ids = normalizeOptionIds(optionIds);
  return `${productId}-${accompanimentId ?? 'no-acc'}${ids.length ? `-o${ids.join('.')}` : ''}`;
}

/** An accompaniment marked gratuit costs nothing whatever its prix column says ('Gratuit' in the picker). */
export function accompanimentPrice(accompagnement: Pick<Accompagnement, 'prix' | 'gratuit'>): Millimes {
  return accompagnement.gratuit ? 0 : accompagnement.prix;
}

/** What an accompaniment or an option adds to a line, as the shop and the staff's phone order both say it: 'Gratuit' or '+ 2.000 TND'. */
export function extraPriceText(price: Millimes): string {
  return price === 0 ? MESSAGES.cart.free : `+ ${formatTND(price)}`;
}

export function toCartProduct(produit: Produit): CartProduct {
  return {
    id: produit.id,
    nom_fr: produit.nom_fr,
    prix: produit.prix,
    nombre_pieces: produit.nombre_pieces,
    comptabiliser_pieces: produit.comptabiliser_pieces,
    // the line's picture is 72 px wide: a small variation, not the full photo
    image_url: produit.image_url ? thumbnailUrl(produit.image_url, produit.image_variations, 72) : produit.image_url,
  };
}

export function toCartAccompaniment(accompagnement: Accompagnement): CartAccompaniment {
  return { id: accompagnement.id, nom_fr: accompagnement.nom_fr, prix: accompanimentPrice(accompagnement) };
}

/** Integer quantity within 0..MAX_QUANTITY (fractions are floored; 0 means "remove"). */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.min(MAX_QUANTITY, Math.max(0, Math.floor(quantity)));
}

export function unitPriceOf(
  product: Pick<CartProduct, 'prix'>,
  accompaniment: Pick<CartAccompaniment, 'prix'> | null,
  options: readonly Pick<CartOption, 'prix'>[] = [],
): Millimes {
  return sumMillimes([product.prix, accompaniment?.prix ?? 0, selectionPrice(options)]);
}

/** A fresh line with its id and unit price derived from its parts. */
export function buildCartLine(product: CartProduct, accompaniment: CartAccompaniment | null, quantity: number, options: readonly CartOption[] = []): CartLine {
  return {
    id: cartLineId(
      product.id,
      accompaniment?.id,
      options.map((o) => o.option_id),
    ),
    product,
    quantity: clampQuantity(quantity),
    accompaniment,
    ...(options.length ? { options: [...options] } : {}),
    unitPrice: unitPriceOf(product, accompaniment, options),
  };
}

/** quantity × nombre_pieces when the product counts pieces (and has a count), else quantity. */
export function linePieces(line: Pick<CartLine, 'quantity' | 'product'>): number {
  const { comptabiliser_pieces, nombre_pieces } = line.product;
  return comptabiliser_pieces && nombre_pieces ? line.quantity * nombre_pieces : line.quantity;
}

export function lineTotal(line: Pick<CartLine, 'quantity' | 'unitPrice'>): Millimes {
  return multiplyMillimes(line.unitPrice, line.quantity);
}
