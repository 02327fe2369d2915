/**
 * The customer receipt: the restaurant, the order, each line with its price, delivery fee, discount and
 * total in TND with three decimals, and how it is paid; the slot of an order for later, a phone or counter
 * order said so, and 'Je paierai avec' with the change the rider brings (cash).
 */
import { paieraAvecText } from '../cash';
import { fromMillimes } from '../money';
import { formatOrderDate, orderDiscountLines, orderSubtotal, paymentStatusText } from '../order-display';
import { orderTypeLabel } from '../order-type';
import { paymentModeLabel } from '../payment-mode';
import type { PaperWidth } from '../schemas/printers';
import { SLOT_MESSAGES, slotDateLabel } from '../slots';
import { STAFF_ORDER_MESSAGES } from '../staff-orders';
import { columnsFor, TicketBuilder, type TicketDocument } from './ticket';
import type { TicketOrder, TicketRestaurant } from './ticket-order';

export function buildReceipt(order: TicketOrder, restaurant: TicketRestaurant, { paperWidth }: { paperWidth: PaperWidth }): TicketDocument {
  const t = new TicketBuilder(columnsFor(paperWidth));
  t.text(restaurant.nom, { align: 'center', bold: true, size: 'double' });
  const where = [restaurant.adresse, restaurant.ville].filter(Boolean).join(', ');
  if (where) t.text(where, { align: 'center' });
  if (restaurant.telephone) t.text(`Tél. ${restaurant.telephone}`, { align: 'center' });
  t.rule();
  t.text(`Commande N° ${order.numero_commande}`, { bold: true });
  t.text(formatOrderDate(order.created_at.toISOString()));
  t.text(orderTypeLabel(order.type_commande));
  if (order.scheduledFor) t.text(SLOT_MESSAGES.scheduledFor(slotDateLabel(order.scheduledFor)), { bold: true });
  if (order.source === 'telephone') t.text(STAFF_ORDER_MESSAGES.phoneOrder);
  t.rule();
  for (const item of order.items) {
    t.columns2(`${item.quantity} x ${item.product_name}`, fromMillimes(item.total_price));
    if (item.accompaniment_name) t.text(`+ ${item.accompaniment_name}`, { indent: '   ' });
    for (const choice of item.choix ?? []) t.text(`${choice.groupe} : ${choice.option}`, { indent: '   ' });
  }
  t.rule();
  t.columns2('Sous-total', fromMillimes(orderSubtotal(order)));
  if (order.frais_livraison > 0) t.columns2('Livraison', fromMillimes(order.frais_livraison));
  for (const discount of orderDiscountLines(order)) t.columns2(discount.label, `-${fromMillimes(discount.amount)}`);
  t.columns2('TOTAL', `${fromMillimes(order.total_ttc)} TND`, { bold: true, size: 'tall' });
  t.text(`${paymentModeLabel(order.mode_paiement)} · ${paymentStatusText(order)}`);
  if (typeof order.paieraAvec === 'number') t.text(paieraAvecText(order.paieraAvec, order.total_ttc), { bold: true });
  t.feed();
  t.text('Merci et à bientôt !', { align: 'center' });
  return { kind: 'recu', columns: t.columns, lines: t.lines };
}
