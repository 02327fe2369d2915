/**
 * Staff correct an order before it is Prête: its lines, pickup ↔ delivery, the address or
 * zone. The new content is priced by the shop's own priceOrder (current prices, zone fee and minimum,
 * sold-out — a dish already on the order stays allowed), the order's offers and voucher are re-priced
 * through the one rule (promotions/reprice-promotions.ts) and the payment mode does not change. In one transaction: the lines are replaced, the order's
 * totals and address written, its pending points follow the new total (loyalty/reprice-order-points.ts),
 * the customer's e-mail is queued, the order.corrected app event holds before → after and who, and the
 * live NOTIFY updates the board and the customer's tracking page.
 *
 * Money: a cash or card order just changes its total. A paid Konnect order corrected downwards records
 * the difference to give back (payment_refunds, correction_commande, not refunded yet); upwards, a
 * supplement row whose Konnect link is opened after the commit (payments/supplement-payment.ts). A
 * Konnect payment still open is refused: its link was made for the old amount.
 */
import { eq } from 'drizzle-orm';
import { formatChoices } from '@core/product-options';
import { isCorrectable } from '@core/staff-orders';
import type { CorrectOrderInput } from '@core/schemas/staff-orders';
import type { Db, Tx } from '../../db/client';
import { customers, notificationOutbox, orderItems, orderPaymentSupplements, orders, paymentRefunds } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { CatalogCache } from '../catalog/catalog-cache';
import { recordAppEvent } from '../events/record-app-event';
import { creditNoteForCorrection } from '../invoices/credit-note';
import { repriceOrderPoints } from '../loyalty/reprice-order-points';
import { findOrderById, orderNotFound } from '../orders/get-order';
import { readSettingsRow } from '../../db/settings-row';
import { notifyOrderEvent } from '../orders/order-events';
import { menuOf, priceOrder } from '../orders/price-order';
import { repricePromotions } from '../promotions/reprice-promotions';
import { correctionEmail } from './correction-email';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type SupplementRow = typeof orderPaymentSupplements.$inferSelect;

export interface CorrectOrderOptions {
  db: Db;
  catalog: CatalogCache;
  orderId: string;
  input: CorrectOrderInput;
  /** user.id of the staff member */
  correctedBy: string;
  publicUrl: string;
}

export interface CorrectedOrder {
  order: OrderRow;
  difference: number;
  /** A paid Konnect order corrected upwards: the supplement to open a payment link for. */
  supplement: SupplementRow | null;
}

/** What the history shows of an order's content. */
function snapshotOf(order: OrderRow, items: Pick<ItemRow, 'product_name' | 'accompaniment_name' | 'quantity' | 'choix'>[]) {
  return {
    lignes: items.map(
      (i) =>
        `${i.quantity} × ${i.product_name}${i.accompaniment_name ? ` (${i.accompaniment_name})` : ''}${i.choix.length ? ` [${formatChoices(i.choix)}]` : ''}`,
    ),
    type_commande: order.type_commande,
    zone_livraison: order.zone_livraison,
    adresse_livraison: order.adresse_livraison ? `${order.adresse_livraison}, ${order.ville_livraison ?? ''}` : null,
    instructions_speciales: order.instructions_speciales,
    frais_livraison: order.frais_livraison,
    total_ttc: order.total_ttc,
  };
}

export async function correctOrder({ db, catalog, orderId, input, correctedBy, publicUrl }: CorrectOrderOptions): Promise<CorrectedOrder> {
  await findOrderById({ db, orderId });
  const [snapshot, settings] = await Promise.all([catalog.get(), readSettingsRow({ db })]);
  const content = { ...input.commande, mode_paiement: 'especes' as const, voucher_code: null };
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw orderNotFound();
    if (!isCorrectable(order.statut_commande) || order.payment_status === 'rembourse') throw new AppError('ORDER_NOT_CORRECTABLE');
    if (order.mode_paiement === 'konnect' && order.payment_status === 'en_attente') throw new AppError('ORDER_PAYMENT_PENDING');
    const items = await tx.select().from(orderItems).where(eq(orderItems.order_id, order.id));
    const alreadyOrdered = {
      products: new Set(items.flatMap((i) => (i.product_id === null ? [] : [i.product_id]))),
      sides: new Set(items.flatMap((i) => (i.accompaniment_id === null ? [] : [i.accompaniment_id]))),
      options: new Set(items.flatMap((i) => i.choix.map((c) => c.option_id))),
    };
    const menu = menuOf(snapshot);
    const listed = await priceOrder({ db: tx, menu, input: content, alreadyOrdered });
    // The order's offers and its voucher, re-priced through the one rule on the new content.
    const offers = await repricePromotions({
      tx,
      order,
      lines: listed.lines,
      categoryOf: (id) => menu.products.get(id)?.category_id,
      typeCommande: content.type_commande,
      zone: content.type_commande === 'Livraison' ? content.zone_livraison : null,
      deliveryFee: listed.fraisLivraison,
    });
    const priced = { ...listed, lines: listed.lines.map((line, i) => ({ ...line, remise: offers.priced.lines[i]!.discount })) };
    const total = offers.priced.total;
    const delivery = content.type_commande === 'Livraison';
    const next = {
      type_commande: content.type_commande,
      zone_livraison: delivery ? content.zone_livraison : null,
      adresse_livraison: delivery ? content.adresse_livraison : null,
      ville_livraison: delivery ? content.ville_livraison : null,
      instructions_livraison: delivery ? content.instructions_livraison : null,
      instructions_speciales: content.instructions_speciales,
      frais_livraison: priced.fraisLivraison,
      montant_remise: offers.priced.voucherDiscount,
      montant_promotions: offers.priced.itemsDiscount + offers.priced.deliveryDiscount,
      promotions: offers.snapshot,
      total_ttc: total,
    };
    const before = snapshotOf(order, items);
    const after = snapshotOf({ ...order, ...next }, priced.lines);
    if (JSON.stringify(before) === JSON.stringify(after) && sameLines(items, priced.lines)) throw new AppError('CORRECTION_UNCHANGED');

    await tx.delete(orderItems).where(eq(orderItems.order_id, order.id));
    await tx.insert(orderItems).values(priced.lines.map((line) => ({ ...line, order_id: order.id })));
    const [corrected] = await tx.update(orders).set(next).where(eq(orders.id, order.id)).returning();
    await creditNoteForCorrection({ tx, orderId: order.id, issuedBy: correctedBy });
    const points = await repriceOrderPoints({ tx, order: corrected! });
    const difference = total - order.total_ttc;
    const supplement = await settleDifference(tx, { order, difference, motif: input.motif, correctedBy });
    await queueCorrectionEmail(tx, { order: corrected!, items: priced.lines, before: order.total_ttc, restaurant: settings.nom_restaurant, publicUrl });
    await recordAppEvent(tx, {
      event: 'order.corrected',
      userId: correctedBy,
      context: {
        order_id: order.id,
        numero_commande: order.numero_commande,
        motif: input.motif,
        difference,
        before: { ...before, points_en_attente: points.before },
        after: { ...after, points_en_attente: points.after },
      },
    });
    await notifyOrderEvent(tx, corrected!);
    return { order: corrected!, difference, supplement };
  });
}

function sameLines(items: ItemRow[], lines: Pick<ItemRow, 'product_id' | 'accompaniment_id' | 'quantity' | 'unit_price' | 'choix'>[]) {
  const key = (l: Pick<ItemRow, 'product_id' | 'accompaniment_id' | 'quantity' | 'unit_price' | 'choix'>) =>
    `${l.product_id}:${l.accompaniment_id}:${l.choix.map((c) => c.option_id).join('.')}:${l.quantity}:${l.unit_price}`;
  return items.map(key).sort().join('|') === lines.map(key).sort().join('|');
}

/** The money side of a paid Konnect order: the difference to give back, or the supplement to ask. */
async function settleDifference(
  tx: Tx,
  { order, difference, motif, correctedBy }: { order: OrderRow; difference: number; motif: string | null; correctedBy: string },
): Promise<SupplementRow | null> {
  if (order.mode_paiement !== 'konnect' || order.payment_status !== 'paye' || difference === 0) return null;
  if (difference < 0) {
    await tx.insert(paymentRefunds).values({
      order_id: order.id,
      payment_ref: null,
      montant: -difference,
      reason: 'correction_commande',
      motif: motif ?? 'Commande corrigée',
      created_by: correctedBy,
    });
    return null;
  }
  const [supplement] = await tx.insert(orderPaymentSupplements).values({ order_id: order.id, montant: difference, created_by: correctedBy }).returning();
  return supplement!;
}

async function queueCorrectionEmail(
  tx: Tx,
  args: { order: OrderRow; items: Parameters<typeof correctionEmail>[0]['items']; before: number; restaurant: string; publicUrl: string },
): Promise<void> {
  if (args.order.is_test) return;
  const [customer] = await tx
    .select({ email: customers.email, prenom: customers.prenom })
    .from(customers)
    .where(eq(customers.id, args.order.customer_id))
    .limit(1);
  if (!customer?.email) return;
  const mail = correctionEmail({ ...args, prenom: customer.prenom });
  await tx.insert(notificationOutbox).values({
    order_id: args.order.id,
    type: 'email',
    recipient: customer.email,
    subject: mail.subject,
    content: mail.content,
    template_data: { kind: 'order_corrected', html: mail.html },
  });
}
