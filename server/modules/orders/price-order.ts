/**
 * Prices an order from the database only: current product and side-dish prices, the product–side
 * links, the zone's minimum, fee and free threshold (core/delivery.ts). Nothing the browser sent
 * besides ids, quantities and choices is read.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { accompanimentPrice } from '@core/cart-line';
import { findZone, minimumCommande, orderDeliveryFee } from '@core/delivery';
import { multiplyMillimes, sumMillimes, type Millimes } from '@core/money';
import type { OrderItemView } from '@core/api-views';
import type { PlaceOrderInput } from '@core/schemas/place-order';
import type { DbOrTx } from '../../db/client';
import { accompagnements, categories, produits, produitsAccompagnements, zonesLivraison } from '../../db/schema/index';
import { AppError } from '../../errors';
import { isSoldOut, type RuptureState } from '@core/sold-out';

/** An order line as it is written: the view's line before it has an id, for a product that exists. */
export type PricedLine = Omit<OrderItemView, 'id' | 'product_id'> & { product_id: number };

export interface PricedOrder {
  lines: PricedLine[];
  subtotal: Millimes;
  fraisLivraison: Millimes;
  total: Millimes;
}

export async function priceOrder({ db, input }: { db: DbOrTx; input: PlaceOrderInput }): Promise<PricedOrder> {
  const productIds = [...new Set(input.items.map((item) => item.product_id))];
  const sideIds = [...new Set(input.items.flatMap((item) => (item.accompaniment_id ? [item.accompaniment_id] : [])))];

  // Independent reads, sent together.
  const [products, sides, links, zones] = await Promise.all([
    db
      .select({
        id: produits.id,
        nom_fr: produits.nom_fr,
        prix: produits.prix,
        actif: produits.actif,
        visible: produits.visible_dans_shop,
        categorieActive: categories.actif,
        rupture: produits.rupture,
        rupture_jusqu_a: produits.rupture_jusqu_a,
      })
      .from(produits)
      .innerJoin(categories, eq(categories.id, produits.category_id))
      .where(inArray(produits.id, productIds)),
    sideIds.length ? db.select().from(accompagnements).where(inArray(accompagnements.id, sideIds)) : [],
    sideIds.length
      ? db
          .select()
          .from(produitsAccompagnements)
          .where(and(inArray(produitsAccompagnements.produit_id, productIds), inArray(produitsAccompagnements.accompagnement_id, sideIds)))
      : [],
    input.type_commande === 'Livraison' ? db.select().from(zonesLivraison).where(eq(zonesLivraison.actif, true)) : [],
  ]);
  const productById = new Map(products.map((p) => [p.id, p]));
  const sideById = new Map(sides.map((s) => [s.id, s]));
  const linked = new Set(links.map((l) => `${l.produit_id}:${l.accompagnement_id}`));
  refuseSoldOut({ items: input.items, productById, sideById });

  const lines = input.items.map((item): PricedLine => {
    const product = productById.get(item.product_id);
    if (!product) throw new AppError('PRODUCT_UNKNOWN');
    if (!product.actif || !product.visible || !product.categorieActive) {
      throw new AppError('PRODUCT_UNAVAILABLE', { name: product.nom_fr });
    }
    let side: { id: number; nom_fr: string; prix: Millimes } | null = null;
    if (item.accompaniment_id !== null) {
      const row = sideById.get(item.accompaniment_id);
      if (!row || !row.actif) throw new AppError('ACCOMPANIMENT_UNAVAILABLE');
      if (!linked.has(`${product.id}:${row.id}`)) {
        throw new AppError('ACCOMPANIMENT_NOT_OFFERED', { side: row.nom_fr, product: product.nom_fr });
      }
      side = { id: row.id, nom_fr: row.nom_fr, prix: accompanimentPrice(row) };
    }
    const unit = sumMillimes([product.prix, side?.prix ?? 0]);
    return {
      product_id: product.id,
      product_name: product.nom_fr,
      quantity: item.quantity,
      unit_price: unit,
      accompaniment_id: side?.id ?? null,
      accompaniment_name: side?.nom_fr ?? null,
      accompaniment_price: side?.prix ?? 0,
      total_price: multiplyMillimes(unit, item.quantity),
    };
  });

  const subtotal = sumMillimes(lines.map((line) => line.total_price));
  let fraisLivraison = 0;
  if (input.type_commande === 'Livraison') {
    const zone = findZone(zones, input.zone_livraison);
    if (!zone) throw new AppError('ZONE_UNKNOWN');
    if (subtotal < minimumCommande(zone)) throw new AppError('ZONE_MINIMUM', { amount: minimumCommande(zone) });
    fraisLivraison = orderDeliveryFee({ typeCommande: input.type_commande, zoneCode: zone.code, zones, subtotal });
  }
  return { lines, subtotal, fraisLivraison, total: sumMillimes([subtotal, fraisLivraison]) };
}

/**
 * Sold out (issue 11): a dish or side dish staff marked "Rupture" is refused by name, even when the
 * customer's cart was filled before the mark. Its end is checked now, so an expired mark lets it through.
 */
function refuseSoldOut({
  items,
  productById,
  sideById,
}: {
  items: PlaceOrderInput['items'];
  productById: Map<number, RuptureState & { nom_fr: string }>;
  sideById: Map<number, RuptureState & { nom_fr: string }>;
}): void {
  const now = new Date();
  for (const item of items) {
    const product = productById.get(item.product_id);
    if (product && isSoldOut(product, now)) throw new AppError('PRODUCT_SOLD_OUT', { name: product.nom_fr });
    const side = item.accompaniment_id === null ? undefined : sideById.get(item.accompaniment_id);
    if (side && isSoldOut(side, now)) throw new AppError('ACCOMPANIMENT_SOLD_OUT', { name: side.nom_fr });
  }
}
