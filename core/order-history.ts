/**
 * One line of an order's history on the board, in French: what happened (the app event's name said in
 * words), what changed as before → after (statuses and payment states by their labels, amounts in TND,
 * never raw values or millimes), and a short note. The server shapes every history entry with it.
 */
import { formatTND } from './money';
import { PAYMENT_STATUS_LABELS } from './order-display';
import { ORDER_STATUS_LABELS, type StatutCommande } from './order-status';
import { orderTypeLabel, type TypeCommande } from './order-type';

const EVENT_LABELS: Readonly<Record<string, string>> = {
  'order.created': 'Commande créée',
  'order.status_changed': 'Statut modifié',
  'order.corrected': 'Commande corrigée',
  'order.fired': 'Envoyée en cuisine',
  'order.auto_accepted': 'Acceptée automatiquement',
  'order.acceptance_reminder': 'Relance : commande pas encore acceptée',
  'order.acceptance_cancelled': 'Annulée faute d’acceptation',
  'order.delivery_refused': 'Livraison refusée',
  'order.reprint_requested': 'Réimpression demandée',
  'order.rider_assigned': 'Livreur attribué',
  'kitchen.line_done': 'Plat prêt en cuisine',
  'kitchen.line_undone': 'Plat repris en cuisine',
  'print.printed': 'Ticket imprimé',
  'print.retried': 'Impression à réessayer',
  'print.failed': 'Impression en échec',
  'payment.refunded': 'Remboursement',
  'payment.started': 'Paiement en ligne ouvert',
  'payment.completed': 'Paiement reçu',
  'payment.failed': 'Paiement échoué',
  'payment.refund_due': 'Paiement à rembourser',
  'payment.supplement_started': 'Lien de paiement du supplément',
  'payment.supplement_paid': 'Supplément payé',
  'notification.sent': 'Notification envoyée',
  'notification.failed': 'Notification en échec',
  'customer.created_by_staff': 'Client créé par le personnel',
};

/** An event this list does not know yet still reads as French on the board, never as its code. */
export const UNKNOWN_HISTORY_EVENT = 'Autre événement';

export function historyEventLabel(event: string): string {
  return EVENT_LABELS[event] ?? UNKNOWN_HISTORY_EVENT;
}

const FIELD_LABELS: Readonly<Record<string, string>> = {
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
  done: 'Plat',
  livreur: 'Livreur',
};
/** Amounts kept in millimes. */
const MONEY_FIELDS = new Set(['frais_livraison', 'total_ttc', 'montant_total_depense']);

function show(field: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join(', ');
  if (MONEY_FIELDS.has(field)) {
    const amount = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : null;
    if (amount !== null) return formatTND(amount);
  }
  if (field === 'statut_commande' && typeof value === 'string') return ORDER_STATUS_LABELS[value as StatutCommande] ?? value;
  if (field === 'payment_status' && typeof value === 'string') return PAYMENT_STATUS_LABELS[value as keyof typeof PAYMENT_STATUS_LABELS] ?? value;
  if (field === 'type_commande' && typeof value === 'string') return orderTypeLabel(value as TypeCommande);
  if (field === 'done' && typeof value === 'boolean') return value ? 'Prêt' : 'À préparer';
  return String(value);
}

export interface HistoryChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** `before` / `after` of an event's context may be objects of fields, or one payment status (payment.completed). */
function fieldsOf(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') return { payment_status: value };
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function changesOf(context: Record<string, unknown>): HistoryChange[] {
  const before = fieldsOf(context.before);
  const after = fieldsOf(context.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => f in FIELD_LABELS);
  return fields
    .map((field) => ({ field: FIELD_LABELS[field]!, before: show(field, before[field]), after: show(field, after[field]) }))
    .filter((change) => change.before !== change.after);
}

const CHANNELS: Readonly<Record<string, string>> = { email: 'E-mail', telegram: 'Telegram', whatsapp: 'WhatsApp', sms: 'SMS' };

function noteOf(event: string, context: Record<string, unknown>): string | null {
  const parts: string[] = [];
  const amount = typeof context.montant === 'number' ? context.montant : typeof context.amount === 'number' ? context.amount : null;
  if (amount !== null && event.startsWith('payment.')) parts.push(formatTND(amount));
  if (Array.isArray(context.lignes)) {
    parts.push((context.lignes as { quantity: number; product_name: string }[]).map((l) => `${l.quantity} × ${l.product_name}`).join(', '));
  }
  if (typeof context.product_name === 'string' && event.startsWith('kitchen.')) parts.push(context.product_name);
  if (typeof context.imprimante === 'string' && event.startsWith('print.')) parts.push(`Imprimante « ${context.imprimante} »`);
  if (typeof context.motif === 'string' && context.motif) parts.push(`« ${context.motif} »`);
  if (event === 'order.created' && context.source === 'telephone') parts.push('Commande prise par le personnel');
  if (event.startsWith('notification.') && typeof context.channel === 'string') parts.push(CHANNELS[context.channel] ?? context.channel);
  return parts.length ? parts.join(' · ') : null;
}

/** How the board shows one app event of an order: its title, its changes and its note. */
export function formatHistoryEvent(event: string, context: Record<string, unknown>): { title: string; changes: HistoryChange[]; note: string | null } {
  return { title: historyEventLabel(event), changes: changesOf(context), note: noteOf(event, context) };
}
