/**
 * Order ahead and kitchen capacity at checkout (core/slots.ts): the hooks place-order.ts calls.
 *
 * - resolveOrderSlot (before the transaction): an ASAP order needs the restaurant open now (as before);
 *   a scheduled one needs its slot to be offered (on the 15-minute grid, inside a service, not a
 *   holiday, a closure or a pause, not too soon) — ordering while closed is possible for a later slot.
 *   Every dish must be on the menu of the slot's service and weekday (menus by time of day).
 * - reserveOrderSlot (inside the order's transaction): a transaction-scoped advisory lock on the
 *   kitchen's 15-minute window, then the window's load is read and the order admitted only if it fits,
 *   so the last place of a window goes to exactly one customer. An ASAP order also meets the hard
 *   ceiling of commandes_simultanees_max orders in the kitchen. A refusal names the next slot with
 *   room (details.next_slot, its ISO instant), which the checkout offers in one tap.
 */
import { and, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Produit, PublicCatalog } from '@core/catalog';
import { offMenuLines } from '@core/menu-hours';
import { getOrderingStatus } from '@core/opening-hours';
import type { PlaceOrderInput } from '@core/schemas/place-order';
import { KITCHEN_STATUSES } from '@core/service';
import {
  NO_CAPACITY_LIMIT,
  findSlot,
  hasRoom,
  kitchenWindowOf,
  listSlots,
  nextSlotWithRoom,
  orderWeight,
  serviceOf,
  slotLabel,
  type CapacitySettings,
  type OrderWeight,
  type Slot,
  type WindowLoad,
} from '@core/slots';
import type { DbOrTx, Tx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { selectRows } from '../../db/select-rows';
import { AppError } from '../../errors';
import type { SettingsRow } from '../../db/settings-row';

/** Namespace of the per-window capacity locks (first key of the two-int advisory lock). */
const SLOT_LOCK_NS = 5_100_021;
const WINDOW_MS = 15 * 60_000;

export interface OrderSlot {
  /** The chosen slot; null = 'Dès que possible'. */
  scheduledFor: Date | null;
  fireAt: Date;
  weight: OrderWeight;
  /**
   * The slots offered at checkout (the next one with room is looked for among them), listed on first
   * use: an ASAP order needs them only when it is refused (a week of slots is most of an order's CPU).
   */
  slots: () => Slot[];
  now: Date;
}

/** The zone's travel time (delivery), from the catalogue. */
function travelMinutes(catalog: PublicCatalog, input: PlaceOrderInput): number | null {
  if (input.type_commande !== 'Livraison') return null;
  return catalog.zones_livraison.find((zone) => zone.code === input.zone_livraison)?.temps_livraison ?? null;
}

/** The slots a customer may choose now for this type of order (and zone), as the shop lists them. */
export function offeredSlots(
  settings: SettingsRow,
  catalog: PublicCatalog,
  input: Pick<PlaceOrderInput, 'type_commande' | 'zone_livraison'>,
  now: Date,
): Slot[] {
  return listSlots({ settings, now, typeCommande: input.type_commande, tempsLivraison: travelMinutes(catalog, input as PlaceOrderInput) });
}

export function resolveOrderSlot({
  settings,
  catalog,
  input,
  now,
}: {
  settings: SettingsRow;
  catalog: PublicCatalog;
  input: PlaceOrderInput;
  now: Date;
}): OrderSlot {
  const slots = lazily(() => offeredSlots(settings, catalog, input, now));
  const products = new Map(catalog.produits.map((p) => [p.id, p]));
  const lines = input.items.flatMap((item) => {
    const product = products.get(item.product_id);
    return product ? [{ quantity: item.quantity, product }] : [];
  });
  const weight = orderWeight(lines, settings.categories_hors_capacite);
  let scheduledFor: Date | null = null;
  let fireAt = now;
  if (input.scheduled_for) {
    const slot = findSlot(slots(), new Date(input.scheduled_for));
    if (!slot) throw new AppError('SLOT_UNAVAILABLE');
    scheduledFor = slot.at;
    fireAt = slot.fireAt;
  } else {
    const hours = getOrderingStatus({ settings, now, typeCommande: input.type_commande });
    if (!hours.open) throw new AppError('ORDERING_CLOSED', { reason: hours.reason, message: hours.message });
  }
  refuseOffMenu(catalog, lines, scheduledFor ?? now);
  return { scheduledFor, fireAt, weight, slots, now };
}

function lazily<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}

/** Menus by time of day: a dish (or its category) limited to other services or weekdays is refused. */
function refuseOffMenu(catalog: PublicCatalog, lines: { product: Produit }[], at: Date): void {
  const [first] = offMenuLines(lines, catalog, at);
  if (first) throw new AppError('PRODUCT_NOT_ON_MENU', { name: first.product.nom_fr });
}

/** The columns of the new order's row. */
export function orderSlotColumns(slot: OrderSlot) {
  return {
    scheduled_for: slot.scheduledFor,
    fire_at: slot.fireAt,
    compte_capacite: slot.weight.counts,
    pieces_cuisine: slot.weight.pieces,
  };
}

function capacityOf(settings: SettingsRow): CapacitySettings {
  return { ...NO_CAPACITY_LIMIT, ...settings.capacite_creneaux };
}

/** Orders that weigh on the kitchen: every order not cancelled that counts. */
const weighs = and(ne(orders.statut_commande, 'Annule'), sql`${orders.compte_capacite}`);

/** The loads of the kitchen windows from `from` to `to`, keyed by window start (ms). */
export async function windowLoads(db: DbOrTx, from: Date, to: Date): Promise<Map<number, WindowLoad>> {
  const rows = await selectRows<{ window_ms: string | number; orders: number; pieces: number }>(
    db,
    sql`select (floor(extract(epoch from ${orders.fire_at}) / 900) * 900000)::bigint as window_ms,
          count(*)::int as orders, coalesce(sum(${orders.pieces_cuisine}), 0)::int as pieces
        from ${orders}
        where ${and(weighs, gte(orders.fire_at, kitchenWindowOf(from)), lt(orders.fire_at, to))}
        group by 1`,
  );
  return new Map(rows.map((row) => [Number(row.window_ms), { orders: Number(row.orders), pieces: Number(row.pieces) }]));
}

/** Orders in the kitchen now (Recu or En_preparation), scheduled ones only once fired; at most `cap` are counted. */
function ordersInKitchenQuery(tx: Tx, cap: number) {
  const inKitchen = tx
    .select({ one: sql`1`.as('one') })
    .from(orders)
    .where(and(inArray(orders.statut_commande, [...KITCHEN_STATUSES]), or(isNull(orders.scheduled_for), isNotNull(orders.fired_at))))
    .limit(cap)
    .as('in_kitchen');
  return tx.select({ count: sql<number>`count(*)::int` }).from(inKitchen);
}

async function ordersInKitchen(tx: Tx, cap: number): Promise<number> {
  const [row] = await ordersInKitchenQuery(tx, cap);
  return Number(row?.count ?? 0);
}

function windowLimit(slot: OrderSlot, settings: SettingsRow) {
  const capacity = capacityOf(settings);
  const limit = capacity[serviceOf(slot.fireAt)];
  return { capacity, limit, limited: slot.weight.counts && (limit.commandes !== null || limit.pieces !== null) };
}

/**
 * The kitchen count reserveOrderSlot needs, as a scalar subquery the caller adds to the transaction's first
 * statement (place-order.ts's idempotency lock), so it costs no round trip of its own; pass its value to
 * reserveOrderSlot. null when there is nothing to count early: a scheduled order is not held to the
 * ceiling, and under a window's capacity limit the count follows that window's lock, as it always did.
 */
export function earlyKitchenCount(tx: Tx, slot: OrderSlot, settings: SettingsRow): SQLWrapper | null {
  if (slot.scheduledFor !== null || windowLimit(slot, settings).limited) return null;
  return ordersInKitchenQuery(tx, settings.commandes_simultanees_max);
}

/**
 * Admits the order into its kitchen window, or refuses it with the next slot with room. `inKitchen`: the
 * value of earlyKitchenCount's subquery, when the caller sent it.
 */
export async function reserveOrderSlot(tx: Tx, slot: OrderSlot, settings: SettingsRow, inKitchen: number | null = null): Promise<void> {
  const { capacity, limit, limited } = windowLimit(slot, settings);
  const window = kitchenWindowOf(slot.fireAt);
  if (limited) {
    // Held until commit: the next order of this window reads the load once this one is written.
    await selectRows(tx, sql`select pg_advisory_xact_lock(${SLOT_LOCK_NS}, ${Math.floor(window.getTime() / 60_000)}::int) as locked`);
    const loads = await windowLoads(tx, window, new Date(window.getTime() + WINDOW_MS));
    if (!hasRoom(loads.get(window.getTime()), limit, slot.weight)) await refuseWithNextSlot(tx, slot, capacity, 'SLOT_FULL');
  }
  const cap = settings.commandes_simultanees_max;
  if (slot.scheduledFor === null && (inKitchen ?? (await ordersInKitchen(tx, cap))) >= cap) {
    await refuseWithNextSlot(tx, slot, capacity, 'KITCHEN_FULL');
  }
}

async function refuseWithNextSlot(tx: Tx, slot: OrderSlot, capacity: CapacitySettings, code: 'SLOT_FULL' | 'KITCHEN_FULL'): Promise<never> {
  const slots = slot.slots();
  const last = slots.at(-1);
  const loads = last ? await windowLoads(tx, slot.now, new Date(last.fireAt.getTime() + WINDOW_MS)) : new Map<number, WindowLoad>();
  // An ASAP order at the ceiling: the first slot whose preparation starts in a later window than now.
  const after = slot.scheduledFor ?? new Date(kitchenWindowOf(slot.now).getTime() + WINDOW_MS - 1);
  const candidates = slot.scheduledFor ? slots : slots.filter((s) => s.fireAt.getTime() > after.getTime());
  const next = nextSlotWithRoom(candidates, loads, capacity, slot.weight, slot.scheduledFor ?? slot.now);
  if (!next) throw new AppError('NO_SLOT_LEFT');
  const label = slotLabel(next.at, slot.now);
  const error = code === 'SLOT_FULL' ? new AppError('SLOT_FULL', { next: label }) : new AppError('KITCHEN_FULL', { next: label });
  throw error.withDetails({ next_slot: next.at.toISOString(), next_slot_label: label });
}
