/**
 * The notification outbox rows of an order (queue_order_notification of the spec): written in the
 * order's own transaction, sent later by jobs/notification-worker.ts. E-mails carry a plain-text body
 * (content) and its HTML twin (template_data.html); the Telegram message goes to the restaurant's chat,
 * resolved when sent (recipient 'restaurant'), so a chat id changed in the settings applies at once.
 * The customer's WhatsApp/SMS messages are queued beside them (modules/messages/queue-customer-message.ts).
 * A test order (is_test: the built-in E2E checks, the pre-launch access gate) notifies nobody: neither
 * the kitchen's chat nor a customer's address.
 */
import { changeToBring, CASH_MESSAGES, paieraAvecText } from '@core/cash';
import { confirmationDue, messageEventForStatus, REVIEW_PARAM } from '@core/customer-messages';
import { formatTND, type Millimes } from '@core/money';
import { orderDiscountLines } from '@core/order-display';
import { statusDescription, statusLabel, type StatutCommande } from '@core/order-status';
import { orderTypeLabel } from '@core/order-type';
import { paymentModeLabel } from '@core/payment-mode';
import { formatChoices } from '@core/product-options';
import { slotDateLabel } from '@core/slots';
import { STAFF_ORDER_MESSAGES } from '@core/staff-orders';
import type { Tx } from '../../db/client';
import { notificationOutbox, type orderItems, type orders } from '../../db/schema/index';
import { paragraphsHtml } from '../../integrations/mail/templates';
import { TELEGRAM_RESTAURANT } from '../../jobs/notification-worker';
import { queueCustomerMessage } from '../messages/queue-customer-message';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = Pick<typeof orderItems.$inferSelect, 'product_name' | 'quantity' | 'accompaniment_name' | 'total_price' | 'choix'>;
export interface NotifiedCustomer {
  email: string | null;
  prenom: string | null;
  nom: string | null;
  telephone: string | null;
}

function lineText(item: ItemRow): string {
  const side = item.accompaniment_name ? ` (avec ${item.accompaniment_name})` : '';
  const choices = item.choix.length ? ` [${formatChoices(item.choix)}]` : '';
  return `${item.quantity} × ${item.product_name}${side}${choices} — ${formatTND(item.total_price)}`;
}

function totalsText(order: OrderRow): string[] {
  const subtotal = order.total_ttc - order.frais_livraison + order.montant_remise + order.montant_promotions;
  const lines = [`Sous-total : ${formatTND(subtotal)}`];
  if (order.type_commande === 'Livraison') lines.push(`Frais de livraison : ${order.frais_livraison === 0 ? 'Gratuit' : formatTND(order.frais_livraison)}`);
  for (const discount of orderDiscountLines(order)) lines.push(`${discount.label} : -${formatTND(discount.amount)}`);
  lines.push(`Total : ${formatTND(order.total_ttc)}`);
  return lines;
}

/** The slot of a scheduled order: 'Créneau : samedi 28/11 à 12:30'; nothing for ASAP. */
function slotLines(order: Pick<OrderRow, 'scheduled_for' | 'type_commande'>): string[] {
  if (!order.scheduled_for) return [];
  return [`${order.type_commande === 'Livraison' ? 'Livraison prévue' : 'À retirer'} : ${slotDateLabel(order.scheduled_for)}`];
}

function trackingUrl(publicUrl: string, order: OrderRow): string {
  return `${publicUrl}/order-tracking/${encodeURIComponent(order.numero_commande)}`;
}

export function confirmationEmail(args: { order: OrderRow; items: ItemRow[]; customer: NotifiedCustomer; restaurant: string; publicUrl: string }) {
  const { order, items, customer, restaurant, publicUrl } = args;
  const paragraphs = [
    [`Bonjour ${customer.prenom ?? ''},`.replace(' ,', ',')],
    [`Merci pour votre commande chez ${restaurant} ! Nous l'avons bien reçue.`],
    [
      `Commande : ${order.numero_commande}`,
      `Type : ${orderTypeLabel(order.type_commande)}`,
      ...slotLines(order),
      `Paiement : ${paymentModeLabel(order.mode_paiement)}`,
      ...(order.paiera_avec === null || order.paiera_avec === undefined
        ? []
        : [
            `${CASH_MESSAGES.paieraAvecLabel} : ${formatTND(order.paiera_avec)} (monnaie : ${formatTND(changeToBring(order.paiera_avec, order.total_ttc as Millimes)!)})`,
          ]),
    ],
    items.map(lineText),
    totalsText(order),
  ];
  if (order.type_commande === 'Livraison') paragraphs.push([`Adresse de livraison : ${order.adresse_livraison}, ${order.ville_livraison}`]);
  paragraphs.push([`Suivre votre commande : ${trackingUrl(publicUrl, order)}`]);
  return {
    subject: `Confirmation de votre commande ${order.numero_commande}`,
    content: paragraphs.map((lines) => lines.join('\n')).join('\n\n'),
    html: paragraphsHtml(paragraphs),
  };
}

export function statusEmail(args: { order: OrderRow; restaurant: string; publicUrl: string }) {
  const { order, restaurant, publicUrl } = args;
  const subject =
    order.statut_commande === 'En_livraison'
      ? `Votre commande ${order.numero_commande} est en route`
      : `Votre commande ${order.numero_commande} est ${statusLabel(order.statut_commande).toLowerCase()}`;
  // Delivered (or collected): the link opens the tracking page's rating card.
  const link =
    order.statut_commande === 'Livre'
      ? `Donnez-nous votre avis : ${trackingUrl(publicUrl, order)}?${REVIEW_PARAM}=1`
      : `Suivre votre commande : ${trackingUrl(publicUrl, order)}`;
  const paragraphs = [
    [statusDescription(order.statut_commande, order.type_commande)],
    [`Commande : ${order.numero_commande}`, `Statut : ${statusLabel(order.statut_commande)}`, ...slotLines(order)],
    [link],
    [`À très vite chez ${restaurant} !`],
  ];
  return { subject, content: paragraphs.map((lines) => lines.join('\n')).join('\n\n'), html: paragraphsHtml(paragraphs) };
}

export function telegramMessage(args: { order: OrderRow; items: ItemRow[]; customer: NotifiedCustomer }): string {
  const { order, items, customer } = args;
  const where = order.type_commande === 'Livraison' ? ` (${order.zone_livraison})` : '';
  const lines = [
    `🍣 Nouvelle commande ${order.numero_commande}`,
    `Type : ${orderTypeLabel(order.type_commande)}${where}`,
    ...(order.scheduled_for ? [`⏰ Programmée pour ${slotDateLabel(order.scheduled_for)}`] : []),
    ...(order.source === 'telephone' ? [`📞 ${STAFF_ORDER_MESSAGES.phoneOrder}`] : []),
    `Client : ${[customer.prenom, customer.nom].filter(Boolean).join(' ')} — ${customer.telephone ?? ''}`,
  ];
  if (order.type_commande === 'Livraison') lines.push(`Adresse : ${order.adresse_livraison}, ${order.ville_livraison}`);
  if (order.instructions_livraison) lines.push(`Livraison : ${order.instructions_livraison}`);
  if (order.instructions_speciales) lines.push(`Instructions : ${order.instructions_speciales}`);
  lines.push(
    '',
    ...items.map(lineText),
    '',
    `Total : ${formatTND(order.total_ttc)}`,
    `Paiement : ${paymentModeLabel(order.mode_paiement)}${order.payment_status === 'paye' ? ' (payé)' : ''}`,
  );
  if (order.paiera_avec !== null && order.paiera_avec !== undefined) lines.push(`💵 ${paieraAvecText(order.paiera_avec, order.total_ttc as Millimes)}`);
  return lines.join('\n');
}

type OrderNotificationArgs = { order: OrderRow; items: ItemRow[]; customer: NotifiedCustomer; restaurant: string; publicUrl: string };

/** The outbox rows of a new order: confirmation e-mail to the customer (when known) and the restaurant's Telegram; none for a test order. */
export function orderNotificationRows(args: OrderNotificationArgs): (typeof notificationOutbox.$inferInsert)[] {
  const { order, items, customer } = args;
  const rows: (typeof notificationOutbox.$inferInsert)[] = [];
  if (order.is_test) return rows;
  if (customer.email) {
    const mail = confirmationEmail(args);
    rows.push({
      order_id: order.id,
      type: 'email',
      recipient: customer.email,
      subject: mail.subject,
      content: mail.content,
      template_data: { kind: 'order_confirmation', html: mail.html },
    });
  }
  rows.push({
    order_id: order.id,
    type: 'telegram',
    recipient: TELEGRAM_RESTAURANT,
    subject: null,
    content: telegramMessage({ order, items, customer }),
    template_data: { kind: 'new_order' },
  });
  return rows;
}

/** The new-order notifications, queued in the caller's transaction. */
export async function queueOrderNotifications(args: OrderNotificationArgs & { tx: Tx }): Promise<void> {
  const rows = orderNotificationRows(args);
  if (rows.length) await args.tx.insert(notificationOutbox).values(rows);
  if (confirmationDue(args.order)) {
    await queueCustomerMessage({ tx: args.tx, order: args.order, event: 'confirmed', restaurant: args.restaurant, publicUrl: args.publicUrl });
  }
}

/** The customer's WhatsApp/SMS message an order's change from `from` calls for (core/customer-messages.ts), once per order and event. */
export async function queueStatusMessage(args: { tx: Tx; order: OrderRow; from: StatutCommande; restaurant: string; publicUrl: string }): Promise<void> {
  const { from, ...rest } = args;
  const event = messageEventForStatus(args.order, from);
  if (event) await queueCustomerMessage({ ...rest, event });
}

/** Statuses the customer is e-mailed about (spec: Prête, En livraison; Livrée asks for a rating). */
const EMAILED_STATUSES = ['Pret', 'En_livraison', 'Livre'] as const;

export async function queueStatusEmail(args: { tx: Tx; order: OrderRow; email: string | null; restaurant: string; publicUrl: string }): Promise<void> {
  if (!args.email || args.order.is_test || !(EMAILED_STATUSES as readonly string[]).includes(args.order.statut_commande)) return;
  const mail = statusEmail(args);
  await args.tx.insert(notificationOutbox).values({
    order_id: args.order.id,
    type: 'email',
    recipient: args.email,
    subject: mail.subject,
    content: mail.content,
    template_data: { kind: 'order_status', statut: args.order.statut_commande, html: mail.html },
  });
}
