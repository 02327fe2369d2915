/**
 * An order's history on the board (issue 22): every app event naming the order (created, status
 * changes, corrections, payments, refunds) with who and before → after, and a customer's own
 * cancellation (which only the status history records), oldest first.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { formatTND } from '@core/money';
import { ORDER_STATUS_LABELS, type StatutCommande } from '@core/order-status';
import { orderTypeLabel, type TypeCommande } from '@core/order-type';
import type { OrderHistoryEntry } from '@core/schemas/staff-orders';
import type { DbOrTx } from '../../db/client';
import { appEvents, customers, orderStatusHistory, user } from '../../db/schema/index';
import { findOrderById } from '../orders/get-order';

const FIELD_LABELS: Record<string, string> = {
  statut_commande: 'Statut',
  payment_status: 'Paiement',
  lignes: 'Articles',
  type_commande: 'Type',
  zone_livraison: 'Zone',
  adresse_livraison: 'Adresse',
  instructions_speciales: 'Instructions',
  frais_livraison: 'Frais de livraison',
  total_ttc: 'Total',
  points_en_attente: 'Points en attente',
  current_points_balance: 'Solde de points',
  pending_points: 'Points en attente',
  montant_total_depense: 'Dépenses',
};
const MONEY_FIELDS = new Set(['frais_livraison', 'total_ttc']);

function show(field: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join(', ');
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatTND(value);
  if (field === 'statut_commande' && typeof value === 'string') return ORDER_STATUS_LABELS[value as StatutCommande] ?? value;
  if (field === 'type_commande' && typeof value === 'string') return orderTypeLabel(value as TypeCommande);
  if (field === 'montant_total_depense' && typeof value === 'string') return `${value} TND`;
  return String(value);
}

function changesOf(context: Record<string, unknown>): OrderHistoryEntry['changes'] {
  const before = (context.before ?? {}) as Record<string, unknown>;
  const after = (context.after ?? {}) as Record<string, unknown>;
  if (typeof before !== 'object' || typeof after !== 'object' || before === null || after === null) return [];
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => f in FIELD_LABELS);
  return fields
    .map((field) => ({ field: FIELD_LABELS[field]!, before: show(field, before[field]), after: show(field, after[field]) }))
    .filter((change) => change.before !== change.after);
}

function noteOf(event: string, context: Record<string, unknown>): string | null {
  const parts: string[] = [];
  if (typeof context.montant === 'number' && event.startsWith('payment.')) parts.push(formatTND(context.montant));
  if (Array.isArray(context.lignes)) {
    parts.push((context.lignes as { quantity: number; product_name: string }[]).map((l) => `${l.quantity} × ${l.product_name}`).join(', '));
  }
  if (typeof context.motif === 'string' && context.motif) parts.push(`« ${context.motif} »`);
  if (event === 'order.created' && context.source === 'telephone') parts.push('Commande prise par le personnel');
  if (event.startsWith('notification.') && typeof context.channel === 'string') parts.push(context.channel === 'email' ? 'E-mail' : 'Telegram');
  return parts.length ? parts.join(' · ') : null;
}

export async function getOrderHistory({ db, orderId }: { db: DbOrTx; orderId: string }): Promise<OrderHistoryEntry[]> {
  const order = await findOrderById({ db, orderId });
  const [events, cancellations, [owner]] = await Promise.all([
    db
      .select({ at: appEvents.created_at, event: appEvents.event, context: appEvents.context, userId: appEvents.user_id, name: user.name, email: user.email })
      .from(appEvents)
      .leftJoin(user, eq(user.id, appEvents.user_id))
      .where(sql`(${appEvents.context}->>'order_id') = ${order.id}`)
      .orderBy(asc(appEvents.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.order_id, order.id), eq(orderStatusHistory.changed_by, 'customer'), eq(orderStatusHistory.statut, 'Annule'))),
    db.select({ authUserId: customers.auth_user_id }).from(customers).where(eq(customers.id, order.customer_id)).limit(1),
  ]);
  const entries: (OrderHistoryEntry & { sort: number })[] = events.map((e) => ({
    sort: e.at.getTime(),
    at: e.at.toISOString(),
    event: e.event,
    by: e.userId === null ? 'Système' : e.userId === owner?.authUserId ? 'Client' : e.name || e.email || 'Personnel',
    changes: changesOf(e.context),
    note: noteOf(e.event, e.context),
  }));
  for (const row of cancellations) {
    entries.push({
      sort: row.created_at.getTime(),
      at: row.created_at.toISOString(),
      event: 'order.status_changed',
      by: 'Client',
      changes: [{ field: 'Statut', before: null, after: ORDER_STATUS_LABELS.Annule }],
      note: null,
    });
  }
  return entries.sort((a, b) => a.sort - b.sort).map(({ sort: _sort, ...entry }) => entry);
}
