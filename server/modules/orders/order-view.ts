/**
 * The OrderView presenter of docs/api.md and its batched loader. Internal columns (customer_id,
 * idempotency key and fingerprint, payment_ref, verification notes) never leave through here. Personal
 * fields (customer, address, instructions) are filled only for the order's owner or staff.
 */
import { asc, inArray } from 'drizzle-orm';
import type { OrderItemView, OrderView } from '@core/api-views';
import { SLOT_MESSAGES, scheduledCancelDeadline, slotLabel } from '@core/slots';
import type { DbOrTx } from '../../db/client';
import { customerReviews, customers, orderItems, orderPaymentSupplements, paymentRefunds, type orders } from '../../db/schema/index';
import type { Viewer } from '../../plugins/auth';
import { readSettingsRow, type SettingsRow } from '../../db/settings-row';
import { loadOrderEstimates, type Estimation } from './order-estimates';
import { loadCashFlags, type CashFlags } from '../cash/cash-for-orders';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

export type { OrderItemView, OrderView };

/** The owner or staff see personal fields. */
export function seesPersonal(order: Pick<OrderRow, 'customer_id'>, viewer: Viewer | null): boolean {
  return Boolean(viewer && (viewer.role || (viewer.customerId !== null && viewer.customerId === order.customer_id)));
}

/** A payment still pending after its link's lifespan counts as failed (Konnect will not complete it). */
export function effectivePaymentStatus(order: Pick<OrderRow, 'payment_status' | 'payment_expires_at'>, now: Date): OrderRow['payment_status'] {
  if (order.payment_status === 'en_attente' && order.payment_expires_at && order.payment_expires_at.getTime() < now.getTime()) return 'echoue';
  return order.payment_status;
}

/**
 * Still Recu and within delai_annulation minutes of its creation; a scheduled order not yet started,
 * until its fire time minus delai_annulation (core/slots.ts).
 */
export function canCancel(
  order: Pick<OrderRow, 'statut_commande' | 'created_at' | 'scheduled_for' | 'fire_at' | 'fired_at'>,
  delaiMinutes: number,
  now: Date,
): boolean {
  if (order.statut_commande !== 'Recu') return false;
  if (order.scheduled_for && !order.fired_at) return now.getTime() <= scheduledCancelDeadline(order.fire_at, delaiMinutes).getTime();
  return now.getTime() - order.created_at.getTime() <= delaiMinutes * 60_000;
}

function itemView(item: ItemRow): OrderItemView {
  return {
    id: item.id,
    product_id: item.product_id,
    product_name: item.product_name,
    quantity: item.quantity,
    unit_price: item.unit_price,
    accompaniment_id: item.accompaniment_id,
    accompaniment_name: item.accompaniment_name,
    accompaniment_price: item.accompaniment_price,
    choix: item.choix,
    total_price: item.total_price,
    remise: item.remise,
  };
}

/** OrderViews of these orders for this viewer, in the given order, with three queries whatever the count. */
export async function presentOrders({
  db,
  rows,
  viewer,
  now = new Date(),
  settings: knownSettings,
}: {
  db: DbOrTx;
  rows: OrderRow[];
  viewer: Viewer | null;
  now?: Date;
  /** The settings row when the caller holds it (from memory), else it is read. */
  settings?: SettingsRow;
}): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const personalCustomerIds = [...new Set(rows.filter((r) => seesPersonal(r, viewer)).map((r) => r.customer_id))];
  const [items, reviews, people, settings, refunds, supplements] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.order_id, ids)).orderBy(asc(orderItems.created_at), asc(orderItems.id)),
    db.select({ order_id: customerReviews.order_id }).from(customerReviews).where(inArray(customerReviews.order_id, ids)),
    personalCustomerIds.length
      ? db
          .select({ id: customers.id, nom: customers.nom, prenom: customers.prenom, telephone: customers.telephone, email: customers.email })
          .from(customers)
          .where(inArray(customers.id, personalCustomerIds))
      : Promise.resolve([]),
    knownSettings ?? readSettingsRow({ db }),
    viewer?.role ? db.select().from(paymentRefunds).where(inArray(paymentRefunds.order_id, ids)).orderBy(asc(paymentRefunds.id)) : Promise.resolve([]),
    viewer?.role
      ? db.select().from(orderPaymentSupplements).where(inArray(orderPaymentSupplements.order_id, ids)).orderBy(asc(orderPaymentSupplements.id))
      : Promise.resolve([]),
  ]);
  const [estimates, cash] = await Promise.all([loadOrderEstimates({ db, rows, settings, now }), loadCashFlags({ db, rows, viewer })]);
  const reviewed = new Set(reviews.map((r) => r.order_id));
  const personById = new Map(people.map((p) => [p.id, p]));
  return rows.map((order) =>
    orderView({
      order,
      items: items.filter((i) => i.order_id === order.id).map(itemView),
      person: personById.get(order.customer_id),
      hasReview: reviewed.has(order.id),
      refunds: viewer?.role ? refunds.filter((r) => r.order_id === order.id) : undefined,
      supplements: viewer?.role ? supplements.filter((r) => r.order_id === order.id) : undefined,
      delaiAnnulation: settings.delai_annulation,
      estimation: estimates.get(order.id) ?? null,
      cash: cash.get(order.id),
      viewer,
      now,
    }),
  );
}

/**
 * The answer to a new order, from what was just written: its row, its lines (with their new ids), the
 * customer read for the checks and the cached settings; a new order has no review yet.
 */
export function presentWrittenOrder(args: {
  order: OrderRow;
  items: OrderItemView[];
  customer: Person;
  delaiAnnulation: number;
  estimation: Estimation;
  viewer: Viewer | null;
  now?: Date;
}): OrderView {
  return orderView({ ...args, person: args.customer, hasReview: false, now: args.now ?? new Date() });
}

type Person = Pick<typeof customers.$inferSelect, 'nom' | 'prenom' | 'telephone' | 'email'>;

type RefundRow = typeof paymentRefunds.$inferSelect;
type SupplementRow = typeof orderPaymentSupplements.$inferSelect;

function orderView(args: {
  order: OrderRow;
  items: OrderItemView[];
  person: Person | undefined;
  hasReview: boolean;
  /** Payments to refund, staff only (undefined for customers). */
  refunds?: RefundRow[];
  /** Payment links of a correction's difference, staff only. */
  supplements?: SupplementRow[];
  delaiAnnulation: number;
  estimation: Estimation;
  /** The cash rules' fields (cash-order-flags.ts); none for a new order. */
  cash?: CashFlags;
  viewer: Viewer | null;
  now: Date;
}): OrderView {
  const { order, viewer, now } = args;
  const personal = seesPersonal(order, viewer);
  const person = personal ? args.person : undefined;
  const owner = viewer?.customerId === order.customer_id;
  return {
    id: order.id,
    numero_commande: order.numero_commande,
    created_at: order.created_at.toISOString(),
    updated_at: order.updated_at.toISOString(),
    statut_commande: order.statut_commande,
    type_commande: order.type_commande,
    mode_paiement: order.mode_paiement,
    payment_status: effectivePaymentStatus(order, now),
    total_ttc: order.total_ttc,
    frais_livraison: order.frais_livraison,
    montant_remise: order.montant_remise,
    montant_promotions: order.montant_promotions,
    promotions: order.promotions,
    adresse_livraison: personal ? order.adresse_livraison : null,
    ville_livraison: personal ? order.ville_livraison : null,
    zone_livraison: personal ? order.zone_livraison : null,
    instructions_livraison: personal ? order.instructions_livraison : null,
    instructions_speciales: personal ? order.instructions_speciales : null,
    items: args.items,
    customer: person ? { nom: person.nom, prenom: person.prenom, telephone: person.telephone, email: person.email } : null,
    can_cancel: owner && canCancel(order, args.delaiAnnulation, now),
    has_review: args.hasReview,
    // A scheduled order promises its slot, not an estimate from its creation.
    estimation:
      args.estimation && order.scheduled_for
        ? {
            at: order.scheduled_for.toISOString(),
            texte: (order.type_commande === 'Livraison' ? SLOT_MESSAGES.deliveryAt : SLOT_MESSAGES.pickupAt)(slotLabel(order.scheduled_for, now)),
          }
        : args.estimation,
    paiera_avec: personal ? order.paiera_avec : null,
    ...args.cash,
    source: order.source,
    ...(viewer?.role ? { livreur_id: order.rider_id } : {}),
    // Staff: the Konnect link of an unpaid order, to show, copy or send again (expired: a new one is opened).
    ...(viewer?.role && order.mode_paiement === 'konnect' && order.payment_status !== 'paye' && order.payment_url
      ? { lien_paiement: { url: order.payment_url, expire_le: order.payment_expires_at?.toISOString() ?? null } }
      : {}),
    ...(args.supplements
      ? { supplements: args.supplements.map((r) => ({ montant: r.montant, status: r.status, created_at: r.created_at.toISOString() })) }
      : {}),
    scheduled_for: order.scheduled_for?.toISOString() ?? null,
    fire_at: order.fire_at.toISOString(),
    programmee: Boolean(order.scheduled_for && !order.fired_at && order.statut_commande !== 'Annule'),
    relance_envoyee: order.relance_acceptation_at !== null,
    ...(args.refunds
      ? {
          remboursements: args.refunds.map((r) => ({
            montant: r.montant,
            payment_ref: r.payment_ref,
            reason: r.reason,
            motif: r.motif,
            created_at: r.created_at.toISOString(),
            refunded_at: r.refunded_at?.toISOString() ?? null,
          })),
        }
      : {}),
  };
}

export async function presentOrder(args: { db: DbOrTx; order: OrderRow; viewer: Viewer | null; now?: Date; settings?: SettingsRow }): Promise<OrderView> {
  const [view] = await presentOrders({ db: args.db, rows: [args.order], viewer: args.viewer, now: args.now, settings: args.settings });
  return view!;
}
