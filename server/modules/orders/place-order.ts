// Over 400 lines: the one use case that places an order (checks, pricing, offers, cash, one write) reads top to bottom; its rules live in core/ and in the files it calls.
/**
 * Places an order (customer-shop §4 "Order creation", §5 checkout gates). The server is the authority:
 * the customer is read from the database; opening hours, payment modes, products, sides and zones come
 * from the catalogue snapshot (memory, dropped by NOTIFY on every change) and every amount is recomputed
 * (price-order.ts). Then one transaction writes the order, its lines, its status history, the
 * notification outbox rows, the saved address's usage count, the customer's order count and the NOTIFY
 * of the live board: the order's row first, everything hanging off it in one statement (write-together.ts).
 * docs/performance.md says where the time of an order goes.
 *
 * Idempotency (design.md): the Idempotency-Key is scoped to the customer. A transaction-scoped advisory
 * lock on (customer, key) is taken without waiting: a second request while the first is still running
 * answers 409; once the first committed, the same key finds its order (same payload: the same order;
 * another payload: 422). A request that took the lock after the first one committed runs into the
 * unique index on (customer_id, idempotency_key) and answers the first one's order.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { OrderItemView } from '@core/api-views';
import { confirmationDue } from '@core/customer-messages';
import { activePaymentModes, isOnlinePayment } from '@core/payment-mode';
import type { PlaceOrderInput } from '@core/schemas/place-order';
import type { Db, Tx } from '../../db/client';
import {
  appEvents,
  customerAddresses,
  customerMessages,
  customers,
  notificationOutbox,
  orderItems,
  orderStatusHistory,
  orders,
  vipLevels,
} from '../../db/schema/index';
import { AppError } from '../../errors';
import type { CatalogCache, CatalogSnapshot } from '../catalog/catalog-cache';
import { checkServiceControls } from './check-service-controls';
import { readCachedSettingsRow, type SettingsRow } from '../../db/settings-row';
import { earlyKitchenCount, orderSlotColumns, reserveOrderSlot, resolveOrderSlot, type OrderSlot } from './order-slot';
import { ORDER_EVENTS_CHANNEL, orderEventData } from './order-events';
import { newOrderEstimateCounts, type EstimateCounts } from './order-estimates';
import { notifyWithSeq, streamEventInsert } from '../../lib/stream-events';
import { orderNotificationRows } from './order-notifications';
import { customerMessageValues } from '../messages/queue-customer-message';
import { generateOrderNumber } from './order-number';
import { menuOf, priceOrder, type PricedOrder } from './price-order';
import { cteName, writeTogether } from './write-together';
import type { LoyaltySettingsPublic } from '@core/catalog';
import { selectRows } from '../../db/select-rows';
import { applyLoyaltyAtPlacement } from '../loyalty/order-voucher';
import { pendingPointsIncrement } from '../loyalty/order-points';
import { orderPointsPreview } from './preview-order-points';
import { isUniqueViolation } from '../../db/errors';
import {
  assertPaieraAvec,
  cashFacts,
  checkCashOrder,
  createCashConfirmationCode,
  emailCashCodeSender,
  type CashCheck,
  type CashCodeSender,
  type CashFacts,
} from '../cash/cash-for-orders';
import { loadPromotionCandidates, pricePromotions } from '../promotions/price-promotions';
import { appliedSnapshot, checkTakenUses, takeUsesWrites } from '../promotions/redeem-promotions';
import type { PromotionCandidates, PromotionPricing } from '../promotions/price-promotions';
import { recordOrderTax } from '../invoices/order-tax';

type OrderRow = typeof orders.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;

/** Namespace of the advisory locks of order creation (first key of the two-int form). */
const IDEMPOTENCY_LOCK_NS = 5_100_001;

export interface PlaceOrderOptions {
  db: Db;
  catalog: CatalogCache;
  customerId: number;
  input: PlaceOrderInput;
  idempotencyKey: string;
  publicUrl: string;
  /** Placed by the built-in E2E checks (e2e-runner/test-orders.ts): a test order from its first write. */
  isTest?: boolean;
  now?: Date;
  /** A phone or counter order: the staff member's user.id, who is its history's author. */
  placedBy?: string;
  /** How a first cash order's code is sent (cash-code-sender.ts): the routes pass the customer's channel; e-mail without one. */
  cashCodeSender?: CashCodeSender;
}

/** What a new order wrote, so its answer needs no further query. */
interface WrittenOrder {
  items: OrderItemView[];
  customer: CustomerRow;
  settings: SettingsRow;
  /** The customer's VIP points multiplier (1 without a level). */
  pointsMultiplier: number;
  /** What the answer's time estimate counts (order-estimates.ts), read at the start of the transaction. */
  estimateCounts: EstimateCounts;
}

export interface PlacedOrder {
  order: OrderRow;
  created: boolean;
  /** null for a replayed key (its answer is read from the database). */
  written: WrittenOrder | null;
  /** A replayed key found with the customer's row: their VIP multiplier (1 without a level), for the answer's points. */
  replayMultiplier?: number;
}

function orderFingerprint(input: PlaceOrderInput): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

export async function placeOrder(options: PlaceOrderOptions): Promise<PlacedOrder> {
  const { db, customerId, idempotencyKey } = options;
  const fingerprint = orderFingerprint(options.input);
  // One statement reads the customer and the key's order: a replayed key answers its order whatever the gates say now.
  // The offers this order may use are read beside it (on the pool's other connection), not after the prices.
  const [[found], snapshot, candidates] = await Promise.all([
    statementsOf(db).customer.execute({ id: customerId, key: idempotencyKey }),
    options.catalog.get(),
    loadPromotionCandidates(db, options.input.promo_code ?? null, customerId),
  ]);
  const replay = found?.replay ? checkFingerprint(found.replay, fingerprint) : null;
  if (replay) return { order: replay, created: false, written: null, replayMultiplier: Number(found?.multiplier ?? 1) };
  const checked = await checkOrder(options, found, snapshot, candidates);
  let offerUsedUp = false;
  try {
    const placed = await db.transaction(async (tx) => {
      const { inKitchen, estimateCounts } = await lockIdempotencyKey(tx, customerId, idempotencyKey, earlyKitchenCount(tx, checked.slot, checked.settings));
      await reserveOrderSlot(tx, checked.slot, checked.settings, inKitchen);
      const inserted = await insertOrder(tx, options, fingerprint, checked);
      const { order, pendingPoints } = await applyLoyaltyAtPlacement({
        tx,
        order: inserted,
        voucherCode: options.input.voucher_code,
        // the voucher comes after the offers (docs/decisions.md): capped at what the lines cost after them
        subtotal: checked.priced.subtotal - checked.promotions.priced.itemsDiscount,
        pointsFor: (total) => orderPointsPreview({ loyalty: checked.loyalty, multiplier: checked.pointsMultiplier, total }),
      });
      assertPaieraAvec(order);
      const { items, exhausted } = await writeOrderDetails(tx, options, order, checked, pendingPoints);
      offerUsedUp = exhausted;
      await recordOrderTax(tx, order.id);
      return { order, created: true, written: { ...checked, items, estimateCounts } };
    });
    // An offer this order used up (its last use, the rest of its budget) ends by itself: once committed, the
    // catalogue is dropped so its badge and strip go and the next order is priced without it.
    if (offerUsedUp) await options.catalog.invalidate();
    return placed;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findByKey(db, customerId, idempotencyKey, fingerprint);
    if (winner) return { order: winner, created: false, written: null };
    throw error;
  }
}

interface CheckedOrder {
  customer: CustomerRow;
  pointsMultiplier: number;
  settings: SettingsRow;
  /** The catalogue's loyalty settings (enabled, points_per_tnd), from memory like the prices. */
  loyalty: LoyaltySettingsPublic;
  priced: PricedOrder;
  /** The cash rules' verdict (cash/check-cash-order.ts): the first status, and whether a code is sent. */
  cash: CashCheck;
  /** 'Dès que possible' or the chosen slot, and the order's weight on the kitchen (order-slot.ts). */
  slot: OrderSlot;
  /** The offers applied (core/promotion-pricing.ts): priced.total and the lines already carry them. */
  promotions: PromotionPricing;
}

/** The checkout gates of the spec and the server's own (blacklist, payment mode, hours), then the prices. */
async function checkOrder(
  { db, catalog, input, now }: PlaceOrderOptions,
  found: { customer: CustomerRow; multiplier: number | null; vip_min: number | null; cash: CashFacts | null } | undefined,
  snapshot: CatalogSnapshot,
  candidates: PromotionCandidates,
): Promise<CheckedOrder> {
  const settings = await readCachedSettingsRow({ db, catalog });
  const customer = found?.customer;
  if (!customer) throw new AppError('PROFILE_REQUIRED');
  if (customer.is_blacklisted) throw new AppError('BLACKLISTED');
  if (!customer.onboarding_completed || !customer.nom || !customer.prenom || !customer.telephone) {
    throw new AppError('PROFILE_INCOMPLETE');
  }
  const modes = activePaymentModes(settings.modes_paiement);
  if (modes.length === 0) throw new AppError('NO_PAYMENT_MODE');
  if (!modes.includes(input.mode_paiement)) throw new AppError('PAYMENT_MODE_UNAVAILABLE');
  // Hours (now for ASAP, the slot's for a scheduled order) and the menu of that moment.
  const slot = resolveOrderSlot({ settings, catalog: snapshot.catalog, input, now: now ?? new Date() });
  // A pause stops the orders that would start during it: a scheduled order firing after it goes through.
  await checkServiceControls({ settings, modePaiement: input.mode_paiement, now: slot.fireAt });
  const menu = menuOf(snapshot);
  const listed = await priceOrder({ db, menu, input });
  // Offers at the order's time: its slot when scheduled. A code that does not apply is refused with its reason.
  const promotions = await pricePromotions({
    db,
    lines: listed.lines,
    categoryOf: (id) => menu.products.get(id)?.category_id,
    typeCommande: input.type_commande,
    zone: input.zone_livraison,
    deliveryFee: listed.fraisLivraison,
    modePaiement: input.mode_paiement,
    at: slot.scheduledFor ?? slot.now,
    customer: { id: customer.id, firstOrder: !found.cash?.delivered_before, vipMinSpent: Number(found.vip_min ?? 0) },
    code: input.promo_code,
    candidates,
  });
  if (input.promo_code && promotions.priced.codeRefusal) throw new AppError('PROMO_CODE_REFUSED', { reason: promotions.priced.codeRefusal });
  const priced = withPromotions(listed, promotions);
  const cash = await checkCashOrder({ db, customer, settings, input, total: priced.total, known: found.cash });
  return { customer, pointsMultiplier: Number(found?.multiplier ?? 1), settings, loyalty: snapshot.catalog.loyalty, priced, cash, slot, promotions };
}

/** The listed prices with the offers' discounts: each line's share, and the total. */
function withPromotions(listed: PricedOrder, { priced }: PromotionPricing): PricedOrder {
  return { ...listed, lines: listed.lines.map((line, i) => ({ ...line, remise: priced.lines[i]!.discount })), total: priced.total };
}

/**
 * 409 while another request with the same key is still running (the lock lasts until commit). The same
 * statement counts the kitchen when order-slot.ts asks for it (earlyKitchenCount: its value, else null)
 * and what the answer's estimate counts (newOrderEstimateCounts): no round trip of their own.
 */
async function lockIdempotencyKey(
  tx: Tx,
  customerId: number,
  key: string,
  kitchenCount: SQLWrapper | null,
): Promise<{ inKitchen: number | null; estimateCounts: EstimateCounts }> {
  const estimate = newOrderEstimateCounts();
  const [lock] = await selectRows<{ locked: boolean; kitchen_count: number | null; in_kitchen: number; en_livraison: number }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${IDEMPOTENCY_LOCK_NS}, hashtext(${`${customerId}:${key}`})) as locked,
      ${kitchenCount ?? sql`null::int`} as kitchen_count, ${estimate.in_kitchen} as in_kitchen, ${estimate.en_livraison} as en_livraison`,
  );
  if (!lock?.locked) throw new AppError('IN_FLIGHT');
  return {
    inKitchen: lock.kitchen_count === null ? null : Number(lock.kitchen_count),
    estimateCounts: { in_kitchen: Number(lock.in_kitchen), en_livraison: Number(lock.en_livraison) },
  };
}

async function insertOrder(
  tx: Tx,
  { customerId, input, idempotencyKey, isTest = false, placedBy }: PlaceOrderOptions,
  fingerprint: string,
  { priced, settings, cash, slot, promotions }: CheckedOrder,
): Promise<OrderRow> {
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
      montant_promotions: promotions.priced.itemsDiscount + promotions.priced.deliveryDiscount,
      promotions: appliedSnapshot(promotions.priced.applied, promotions.code),
      instructions_livraison: input.instructions_livraison,
      instructions_speciales: input.instructions_speciales,
      statut_commande: cash.statut,
      paiera_avec: input.paiera_avec,
      payment_status: isOnlinePayment(input.mode_paiement) ? 'en_attente' : 'non_requis',
      idempotency_key: idempotencyKey,
      idempotency_fingerprint: fingerprint,
      // Behind the pre-launch access gate every order is a tester's.
      is_test: isTest || settings.acces_protege_actif,
      source: placedBy ? 'telephone' : 'boutique',
      ...orderSlotColumns(slot),
    })
    .returning();
  return order!;
}

/**
 * Everything that hangs off the new order, sent as one statement: its lines (first, so their ids come
 * back), its status history, its pending loyalty points, the customer's order count and pending points,
 * the saved address's usage count, the outbox rows and the live board's NOTIFY.
 */
async function writeOrderDetails(
  tx: Tx,
  { customerId, input, publicUrl, placedBy, cashCodeSender }: PlaceOrderOptions,
  order: OrderRow,
  { customer, settings, priced, cash, promotions }: CheckedOrder,
  /** The points ledger's row (loyalty/order-points.ts), written before the customer's update that adds them. */
  pendingPoints: SQL | null,
): Promise<{ items: OrderItemView[]; exhausted: boolean }> {
  if (cash.needsCode) {
    await createCashConfirmationCode({
      tx,
      message: {
        order,
        customerId,
        prenom: customer.prenom,
        email: customer.email,
        telephone: customer.telephone,
        restaurant: settings.nom_restaurant,
        publicUrl,
        settings,
      },
      sender: cashCodeSender ?? emailCashCodeSender,
    });
  }
  const writes: SQLWrapper[] = [
    tx
      .insert(orderItems)
      .values(priced.lines.map((line) => ({ ...line, order_id: order.id })))
      .returning({ id: orderItems.id }),
    tx.insert(orderStatusHistory).values({ order_id: order.id, statut: cash.statut, changed_by: placedBy ?? 'customer' }),
  ];
  if (pendingPoints) writes.push(pendingPoints);
  writes.push(
    // Orders placed (the account's summary and the header popover); a replayed key never gets here.
    // One update of the row for both counts: a statement may not update the same row twice.
    tx
      .update(customers)
      .set({
        nombre_commandes: sql`${customers.nombre_commandes} + 1`,
        ...(pendingPoints ? { pending_points: pendingPointsIncrement(cteName(writes.length - 1)) } : {}),
      })
      .where(eq(customers.id, customerId)),
    // The domain event (design.md, Data), in the same statement as the order's details.
    tx.insert(appEvents).values({
      event: 'order.created',
      user_id: placedBy ?? customer.auth_user_id,
      context: {
        order_id: order.id,
        source: order.source,
        numero_commande: order.numero_commande,
        total_ttc: order.total_ttc,
        type_commande: order.type_commande,
        mode_paiement: order.mode_paiement,
      },
    }),
  );
  if (input.type_commande === 'Livraison' && input.adresse_livraison && input.ville_livraison) {
    writes.push(
      tx
        .update(customerAddresses)
        .set({ usage_count: sql`${customerAddresses.usage_count} + 1` })
        .where(
          and(
            eq(customerAddresses.customer_id, customerId),
            sql`lower(btrim(${customerAddresses.adresse})) = lower(btrim(${input.adresse_livraison}))`,
            sql`lower(btrim(${customerAddresses.ville})) = lower(btrim(${input.ville_livraison}))`,
          ),
        ),
    );
  }
  // An online payment is notified once paid (payments/check-order-payment.ts): the kitchen never starts an unpaid order.
  // An online order whose voucher covers the whole total is paid already (loyalty/order-voucher.ts).
  const notifications = orderNotificationRows({ order, items: priced.lines, customer, restaurant: settings.nom_restaurant, publicUrl });
  if (notifications.length && (!isOnlinePayment(input.mode_paiement) || order.payment_status === 'paye')) {
    writes.push(tx.insert(notificationOutbox).values(notifications));
    // The customer's WhatsApp/SMS 'confirmed' (sent by the channel they chose, if any: modules/messages), when due:
    // an order waiting for its cash code is confirmed when it leaves 'En vérification' (change-order-status.ts).
    if (confirmationDue(order)) {
      const message = customerMessageValues({ order, event: 'confirmed', prenom: customer.prenom, restaurant: settings.nom_restaurant, publicUrl });
      writes.push(tx.insert(customerMessages).values(message).onConflictDoNothing());
    }
  }
  // The live event, recorded for replays (lib/stream-events.ts) and notified with its id.
  // The offers' uses in the same statement; what they found is checked right after it.
  const { applied } = promotions.priced;
  const uses = applied.length
    ? takeUsesWrites({ orderId: order.id, customerId, applied, codeId: promotions.codeId, first: writes.length, cte: cteName })
    : null;
  if (uses) writes.push(...uses.writes);
  const event = { ...orderEventData(order, true) };
  writes.push(streamEventInsert('order', event));
  const recorded = cteName(writes.length - 1);
  const written = await writeTogether<{ item_ids: number[] | string; uses: unknown }>(
    tx,
    writes,
    sql`select (select json_agg(id order by id) from ${cteName(0)}) as item_ids, (select ${notifyWithSeq(ORDER_EVENTS_CHANNEL, event, recorded)} from ${recorded}) as notified,
      ${uses?.select ?? sql`null`} as uses`,
  );
  const { exhausted } = uses ? await checkTakenUses({ tx, customerId, applied, codeId: promotions.codeId, taken: written.uses }) : { exhausted: false };
  const { item_ids } = written;
  const ids = (typeof item_ids === 'string' ? JSON.parse(item_ids) : item_ids) as number[];
  return { items: priced.lines.map((line, i) => ({ ...line, id: ids[i]! })), exhausted };
}

/** Statements prepared once per database (drizzle builds them once; PostgreSQL parses them once per connection). */
const prepared = new WeakMap<Db, ReturnType<typeof prepareStatements>>();

function prepareStatements(db: Db) {
  return {
    byKey: db
      .select()
      .from(orders)
      .where(and(eq(orders.customer_id, sql.placeholder('customerId')), eq(orders.idempotency_key, sql.placeholder('key'))))
      .limit(1)
      .prepare('place_order_by_key'),
    // The customer, their VIP multiplier, the order already placed with this key (at most one: unique
    // index) and the cash rules' facts for the stored phone number (check-cash-order.ts).
    customer: db
      .select({
        customer: customers,
        multiplier: vipLevels.points_multiplier,
        vip_min: vipLevels.min_spent,
        replay: orders,
        cash: cashFacts(customers.telephone, customers.id),
      })
      .from(customers)
      .leftJoin(vipLevels, eq(vipLevels.id, customers.vip_level_id))
      .leftJoin(orders, and(eq(orders.customer_id, customers.id), eq(orders.idempotency_key, sql.placeholder('key'))))
      .where(eq(customers.id, sql.placeholder('id')))
      .limit(1)
      .prepare('place_order_customer'),
  };
}

function statementsOf(db: Db) {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = prepareStatements(db)));
  return statements;
}

async function findByKey(db: Db, customerId: number, key: string, fingerprint: string): Promise<OrderRow | null> {
  const [existing] = await statementsOf(db).byKey.execute({ customerId, key });
  return existing ? checkFingerprint(existing, fingerprint) : null;
}

/** The same key with another payload: 422. */
function checkFingerprint(existing: OrderRow, fingerprint: string): OrderRow {
  if (existing.idempotency_fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_MISMATCH');
  return existing;
}
