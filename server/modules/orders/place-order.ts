/**
 * Places an order (customer-shop §4 "Order creation", §5 checkout gates). The server is the authority:
 * customer, opening hours, payment mode, products, sides and zone are read from the database and every
 * amount recomputed (price-order.ts). Then one transaction writes the order, its lines, its status history,
 * the notification outbox rows, the saved address's usage count, the customer's order count and the
 * NOTIFY of the live board.
 *
 * Idempotency (design.md): the Idempotency-Key is scoped to the customer. A transaction-scoped advisory
 * lock on (customer, key) is taken without waiting: a second request while the first is still running
 * answers 409; once the first committed, the same key finds its order (same payload: the same order;
 * another payload: 422). The unique index on (customer_id, idempotency_key) is the last safety net.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getOrderingStatus } from '@core/opening-hours';
import { activePaymentModes, isOnlinePayment } from '@core/payment-mode';
import type { PlaceOrderInput } from '@core/schemas/place-order';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { customerAddresses, customers, orderItems, orderStatusHistory, orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { getRestaurantSettings, type RestaurantSettingsRow } from './get-restaurant-settings';
import { recordAppEvent } from '../events/record-app-event';
import { notifyOrderEvent } from './order-events';
import { queueOrderNotifications } from './order-notifications';
import { generateOrderNumber } from './order-number';
import { priceOrder, type PricedOrder } from './price-order';

export type OrderRow = typeof orders.$inferSelect;

/** Namespace of the advisory locks of order creation (first key of the two-int form). */
const IDEMPOTENCY_LOCK_NS = 5_100_001;

export interface PlaceOrderOptions {
  db: Db;
  customerId: number;
  input: PlaceOrderInput;
  idempotencyKey: string;
  publicUrl: string;
  now?: Date;
}

export function orderFingerprint(input: PlaceOrderInput): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

async function findByKey(db: DbOrTx, customerId: number, key: string, fingerprint: string): Promise<OrderRow | null> {
  const [existing] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customer_id, customerId), eq(orders.idempotency_key, key)))
    .limit(1);
  if (!existing) return null;
  if (existing.idempotency_fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_MISMATCH');
  return existing;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

export async function placeOrder(options: PlaceOrderOptions): Promise<{ order: OrderRow; created: boolean }> {
  const { db, customerId, idempotencyKey } = options;
  const fingerprint = orderFingerprint(options.input);
  const replay = await findByKey(db, customerId, idempotencyKey, fingerprint);
  if (replay) return { order: replay, created: false };
  // Gates and prices are read first, in parallel on the pool: the transaction then only writes, so it
  // holds its connection and the key's lock for as short a time as possible.
  const checked = await checkOrder(options);
  try {
    return await db.transaction(async (tx) => {
      const [lock] = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${IDEMPOTENCY_LOCK_NS}, hashtext(${`${customerId}:${idempotencyKey}`})) as locked`,
      ).then((r) => (Array.isArray(r) ? r : (r as { rows: { locked: boolean }[] }).rows));
      if (!lock?.locked) throw new AppError('IN_FLIGHT');
      const committed = await findByKey(tx, customerId, idempotencyKey, fingerprint);
      if (committed) return { order: committed, created: false };
      return { order: await writeOrder(tx, options, fingerprint, checked), created: true };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findByKey(db, customerId, idempotencyKey, fingerprint);
    if (winner) return { order: winner, created: false };
    throw error;
  }
}

interface CheckedOrder {
  customer: typeof customers.$inferSelect;
  settings: RestaurantSettingsRow;
  priced: PricedOrder;
}

/** The checkout gates of the spec and the server's own (blacklist, payment mode, hours), then the prices. */
async function checkOrder({ db, customerId, input, now }: PlaceOrderOptions): Promise<CheckedOrder> {
  const [[customer], settings] = await Promise.all([
    db.select().from(customers).where(eq(customers.id, customerId)).limit(1),
    getRestaurantSettings({ db }),
  ]);
  if (!customer) throw new AppError('PROFILE_REQUIRED');
  if (customer.is_blacklisted) throw new AppError('BLACKLISTED');
  if (!customer.onboarding_completed || !customer.nom || !customer.prenom || !customer.telephone) {
    throw new AppError('PROFILE_INCOMPLETE');
  }
  const modes = activePaymentModes(settings.modes_paiement);
  if (modes.length === 0) throw new AppError('NO_PAYMENT_MODE');
  if (!modes.includes(input.mode_paiement)) throw new AppError('PAYMENT_MODE_UNAVAILABLE');
  const hours = getOrderingStatus({ settings, now: now ?? new Date(), typeCommande: input.type_commande });
  if (!hours.open) throw new AppError('ORDERING_CLOSED', { reason: hours.reason, message: hours.message });
  return { customer, settings, priced: await priceOrder({ db, input }) };
}

async function writeOrder(tx: Tx, options: PlaceOrderOptions, fingerprint: string, { customer, settings, priced }: CheckedOrder): Promise<OrderRow> {
  const { customerId, input, idempotencyKey, publicUrl } = options;
  const online = isOnlinePayment(input.mode_paiement);
  const [order] = await tx
    .insert(orders)
    .values({
      customer_id: customerId,
      numero_commande: generateOrderNumber(),
      total_ttc: priced.total,
      type_commande: input.type_commande,
      mode_paiement: input.mode_paiement,
      adresse_livraison: input.adresse_livraison,
      ville_livraison: input.ville_livraison,
      zone_livraison: input.zone_livraison,
      frais_livraison: priced.fraisLivraison,
      instructions_livraison: input.instructions_livraison,
      instructions_speciales: input.instructions_speciales,
      statut_commande: 'Recu',
      payment_status: online ? 'en_attente' : 'non_requis',
      idempotency_key: idempotencyKey,
      idempotency_fingerprint: fingerprint,
    })
    .returning();
  const created = order!;
  await tx.insert(orderItems).values(priced.lines.map((line) => ({ ...line, order_id: created.id })));
  await tx.insert(orderStatusHistory).values({ order_id: created.id, statut: 'Recu', changed_by: 'customer' });
  // Orders placed (the account's summary and the header popover); a replayed key never gets here.
  await tx
    .update(customers)
    .set({ nombre_commandes: sql`${customers.nombre_commandes} + 1` })
    .where(eq(customers.id, customerId));

  if (input.type_commande === 'Livraison' && input.adresse_livraison && input.ville_livraison) {
    await tx
      .update(customerAddresses)
      .set({ usage_count: sql`${customerAddresses.usage_count} + 1` })
      .where(
        and(
          eq(customerAddresses.customer_id, customerId),
          sql`lower(btrim(${customerAddresses.adresse})) = lower(btrim(${input.adresse_livraison}))`,
          sql`lower(btrim(${customerAddresses.ville})) = lower(btrim(${input.ville_livraison}))`,
        ),
      );
  }
  // An online payment is notified once paid (payments/check-order-payment.ts): the kitchen never starts an unpaid order.
  if (!online) {
    await queueOrderNotifications({ tx, order: created, items: priced.lines, customer, restaurant: settings.nom_restaurant, publicUrl });
  }
  await recordAppEvent(tx, { event: 'order.created', userId: customer.auth_user_id, context: { order_id: created.id, numero_commande: created.numero_commande, total_ttc: created.total_ttc, type_commande: created.type_commande, mode_paiement: created.mode_paiement } });
  await notifyOrderEvent(tx, created, true);
  return created;
}
