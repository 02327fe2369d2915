/**
 * The acceptance promise, run by the one job runner (registered by plugin.ts, every ACCEPTANCE_EVERY_MS,
 * once across instances). An order waits for acceptance from the moment it reaches the kitchen: its fire
 * time (an ASAP order: when placed), or its payment when paid online later. An online order not paid
 * yet never waits (the kitchen is not told about it).
 *
 * - acceptation_auto: every waiting order goes to En_preparation through the one status change
 *   (change-order-status.ts, changedBy 'system'), so every hook on acceptance (printing…) fires.
 * - Manual mode, each threshold in minutes, null = off:
 *   N relance_acceptation_minutes: a Telegram reminder to the kitchen, once per order (the board chimes
 *   louder for such an order: relance_acceptation_at);
 *   M pause_acceptation_minutes: new orders are paused for ACCEPTANCE_PAUSE_MINUTES with the shop's pause notice;
 *   K annulation_acceptation_minutes: the order is cancelled (changedBy 'system'), the customer is told
 *   by e-mail, and an online payment is recorded as to refund (a payment_refunds row 'commande_annulee',
 *   as a payment completed after a cancellation is: staff give it back from the board's refund list).
 * Each step is an app event: order.auto_accepted, order.acceptance_reminder, order.acceptance_pause,
 * order.acceptance_cancelled.
 */
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { ACCEPTANCE_MESSAGES, ACCEPTANCE_PAUSE_MINUTES, acceptanceWaitStart } from '@core/acceptance';
import { pauseFor } from '@core/service';
import { slotDateLabel } from '@core/slots';
import type { Db } from '../../db/client';
import { customers, notificationOutbox, orders, paymentRefunds, restaurantSettings } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { changeOrderStatus } from './change-order-status';
import { readSettingsRow } from '../../db/settings-row';
import { notifyOrderEvent } from './order-events';
import { TELEGRAM_RESTAURANT } from '../../jobs/notification-worker';

export const ACCEPTANCE_EVERY_MS = 15_000;
const MINUTE = 60_000;

type OrderRow = typeof orders.$inferSelect;

export interface AcceptanceOutcome {
  accepted: string[];
  reminded: string[];
  paused: boolean;
  cancelled: string[];
}

/** Orders waiting for acceptance: Recu, in the kitchen (ASAP, or scheduled and fired), not an unpaid online one. */
async function waitingOrders(db: Db): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.statut_commande, 'Recu'),
        eq(orders.is_test, false),
        or(isNull(orders.scheduled_for), isNotNull(orders.fired_at)),
        or(sql`${orders.mode_paiement} <> 'konnect'`, eq(orders.payment_status, 'paye')),
      ),
    );
}

/** Runs the promise once at `now`; a step another instance or staff already took is skipped. */
export async function runAcceptancePromise({ db, publicUrl, now = new Date() }: { db: Db; publicUrl: string; now?: Date }): Promise<AcceptanceOutcome> {
  const settings = await readSettingsRow({ db });
  const outcome: AcceptanceOutcome = { accepted: [], reminded: [], paused: false, cancelled: [] };
  const waiting = await waitingOrders(db);
  const waited = (order: OrderRow) => (now.getTime() - acceptanceWaitStart(order).getTime()) / MINUTE;

  if (settings.acceptation_auto) {
    for (const order of waiting) {
      if (await moveQuietly(() => changeOrderStatus({ db, orderId: order.id, statut: 'En_preparation', changedBy: 'system', publicUrl }))) {
        await recordAppEvent(db, { event: 'order.auto_accepted', context: { order_id: order.id, numero_commande: order.numero_commande } });
        outcome.accepted.push(order.id);
      }
    }
    return outcome;
  }

  const { relance_acceptation_minutes: n, pause_acceptation_minutes: m, annulation_acceptation_minutes: k } = settings;
  if (k !== null) {
    for (const order of waiting.filter((o) => waited(o) >= k)) {
      if (await cancelUnaccepted(db, order, publicUrl, settings.nom_restaurant, k)) outcome.cancelled.push(order.id);
    }
  }
  const stillWaiting = waiting.filter((o) => !outcome.cancelled.includes(o.id));
  if (n !== null) {
    for (const order of stillWaiting.filter((o) => waited(o) >= n && !o.relance_acceptation_at)) {
      if (await remind(db, order, n, now)) outcome.reminded.push(order.id);
    }
  }
  if (m !== null && stillWaiting.some((o) => waited(o) >= m)) outcome.paused = await pauseNewOrders(db, m, now);
  return outcome;
}

/** A status change that staff may have made first: false when the transition no longer applies. */
async function moveQuietly(change: () => Promise<unknown>): Promise<boolean> {
  try {
    await change();
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'ILLEGAL_TRANSITION') return false;
    throw error;
  }
}

async function remind(db: Db, order: OrderRow, minutes: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [won] = await tx
      .update(orders)
      .set({ relance_acceptation_at: now })
      .where(and(eq(orders.id, order.id), isNull(orders.relance_acceptation_at), eq(orders.statut_commande, 'Recu')))
      .returning({ id: orders.id });
    if (!won) return false;
    await tx.insert(notificationOutbox).values({
      order_id: order.id,
      type: 'telegram',
      recipient: TELEGRAM_RESTAURANT,
      subject: null,
      content: ACCEPTANCE_MESSAGES.telegramReminder(order.numero_commande, minutes, order.scheduled_for ? slotDateLabel(order.scheduled_for) : null),
      template_data: { kind: 'acceptance_reminder' },
    });
    await recordAppEvent(tx, { event: 'order.acceptance_reminder', context: { order_id: order.id, numero_commande: order.numero_commande, minutes } });
    // The board refreshes and chimes louder for it.
    await notifyOrderEvent(tx, { ...order, updated_at: now });
    return true;
  });
}

async function pauseNewOrders(db: Db, minutes: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1)).for('update');
    const pausedUntil = row?.commandes_reprise_a?.getTime() ?? 0;
    // Already paused (by staff without an end, or by the promise for long enough): nothing to do.
    if (!row || (row.commandes_en_pause && (row.commandes_reprise_a === null || pausedUntil - now.getTime() > 5 * MINUTE))) return false;
    await tx.update(restaurantSettings).set(pauseFor(ACCEPTANCE_PAUSE_MINUTES, now)).where(eq(restaurantSettings.id, 1));
    await recordAppEvent(tx, { event: 'order.acceptance_pause', context: { minutes, pause_minutes: ACCEPTANCE_PAUSE_MINUTES } });
    return true;
  });
}

async function cancelUnaccepted(db: Db, order: OrderRow, publicUrl: string, restaurant: string, minutes: number): Promise<boolean> {
  const cancelled = await moveQuietly(() => changeOrderStatus({ db, orderId: order.id, statut: 'Annule', changedBy: 'system', publicUrl }));
  if (!cancelled) return false;
  await db.transaction(async (tx) => {
    const [customer] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, order.customer_id));
    if (customer?.email) {
      const mail = ACCEPTANCE_MESSAGES.cancelledEmail(order.numero_commande, restaurant, order.mode_paiement === 'konnect' && order.payment_status === 'paye');
      await tx.insert(notificationOutbox).values({
        order_id: order.id,
        type: 'email',
        recipient: customer.email,
        subject: mail.subject,
        content: `${mail.content}\n\nSuivre votre commande : ${publicUrl}/order-tracking/${encodeURIComponent(order.numero_commande)}`,
        template_data: { kind: 'order_not_accepted' },
      });
    }
    let refundDue = false;
    if (order.mode_paiement === 'konnect' && order.payment_status === 'paye' && order.payment_ref) {
      const [recorded] = await tx
        .insert(paymentRefunds)
        .values({ order_id: order.id, payment_ref: order.payment_ref, montant: order.total_ttc, reason: 'commande_annulee' })
        .onConflictDoNothing()
        .returning({ id: paymentRefunds.id });
      refundDue = Boolean(recorded);
      if (recorded) {
        await recordAppEvent(tx, {
          event: 'payment.refund_due',
          context: {
            order_id: order.id,
            numero_commande: order.numero_commande,
            payment_ref: order.payment_ref,
            montant: order.total_ttc,
            reason: 'commande_annulee',
          },
        });
      }
    }
    await recordAppEvent(tx, {
      event: 'order.acceptance_cancelled',
      context: { order_id: order.id, numero_commande: order.numero_commande, minutes, remboursement_du: refundDue },
    });
  });
  return true;
}
