/**
 * An order's TVA per rate (core/tax.ts), from its stored lines, each with the rate the settings give
 * its product (or its category) now. `recordOrderTax` stores it on the order (orders.tva) in the caller's
 * transaction: place-order.ts calls it once the lines are written, a correction calls it again.
 */
import { eq } from 'drizzle-orm';
import { rateOf, splitOrderTax, taxInputOfOrder, type OrderTax, type TaxRates } from '@core/tax';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, produits, restaurantSettings } from '../../db/schema/index';
import { readSettingsColumns } from '../../db/settings-row';

type OrderAmounts = Pick<typeof orders.$inferSelect, 'id' | 'total_ttc' | 'montant_remise'>;

/** The order's lines with their rate under the settings' rates now. */
export async function taxedItems(db: DbOrTx, orderId: string) {
  const [settings, rows] = await Promise.all([
    readSettingsColumns(db, { taux: restaurantSettings.taux_tva }),
    db
      .select({ item: orderItems, category_id: produits.category_id })
      .from(orderItems)
      .leftJoin(produits, eq(produits.id, orderItems.product_id))
      .where(eq(orderItems.order_id, orderId))
      .orderBy(orderItems.id),
  ]);
  const rates: TaxRates = settings?.taux ?? { categories: {}, produits: {} };
  return rows.map(({ item, category_id }) => ({ ...item, taux: rateOf(rates, { id: item.product_id, category_id }) }));
}

/** The split of `order` over `items` (each with its rate). */
export function orderTaxOf(order: OrderAmounts, items: Awaited<ReturnType<typeof taxedItems>>): OrderTax {
  return {
    parts: splitOrderTax(taxInputOfOrder({ total_ttc: order.total_ttc, montant_remise: order.montant_remise, items })),
    lignes: items.map((i) => ({ item_id: i.id, taux: i.taux })),
  };
}

/** Computes the order's TVA per rate with today's rates and stores it on the order. */
export async function recordOrderTax(tx: DbOrTx, orderId: string): Promise<OrderTax> {
  const [[order], items] = await Promise.all([
    tx.select({ id: orders.id, total_ttc: orders.total_ttc, montant_remise: orders.montant_remise }).from(orders).where(eq(orders.id, orderId)),
    taxedItems(tx, orderId),
  ]);
  const tax = orderTaxOf(order!, items);
  await tx.update(orders).set({ tva: tax }).where(eq(orders.id, orderId));
  return tax;
}
