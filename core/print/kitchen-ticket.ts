/**
 * The kitchen ticket: no prices; the order number, the kind of order and each quantity in double size so
 * they read at arm's length; options and instructions under their line; the slot when the order is for
 * later (its clock in large type, its day below, in Tunis time); a phone or counter order said so; the
 * address for a delivery. 'Je paierai avec' is money: it prints on the receipt, which goes with the rider.
 * The offers applied print by name only, under the lines: the kitchen sees why a dessert is
 * offered or a second maki is on the order, the amounts stay on the receipt.
 */
import { formatOrderDate, formatOrderTime } from '../order-display';
import { orderTypeLabel } from '../order-type';
import type { PaperWidth } from '../schemas/printers';
import { slotDayLabel } from '../slots';
import { STAFF_ORDER_MESSAGES } from '../staff-orders';
import { columnsFor, TicketBuilder, type TicketDocument } from './ticket';
import type { TicketOrder } from './ticket-order';

export function buildKitchenTicket(order: TicketOrder, { paperWidth }: { paperWidth: PaperWidth }): TicketDocument {
  const t = new TicketBuilder(columnsFor(paperWidth));
  t.text('CUISINE', { align: 'center', bold: true });
  t.text(`N° ${order.numero_commande}`, { align: 'center', bold: true, size: 'double' });
  t.text(orderTypeLabel(order.type_commande).toUpperCase(), { align: 'center', bold: true, size: 'double' });
  t.text(formatOrderDate(order.created_at.toISOString()), { align: 'center' });
  if (order.scheduledFor) {
    t.text(`POUR ${formatOrderTime(order.scheduledFor.toISOString())}`, { align: 'center', bold: true, size: 'double' });
    t.text(slotDayLabel(order.scheduledFor), { align: 'center', bold: true });
  } else t.text('Dès que possible', { align: 'center', bold: true });
  if (order.source === 'telephone') t.text(STAFF_ORDER_MESSAGES.phoneOrder.toUpperCase(), { align: 'center', bold: true });
  t.rule();
  for (const item of order.items) {
    t.text(`${item.quantity} x ${item.product_name}`, { bold: true, size: 'double' });
    if (item.accompaniment_name) t.text(`+ ${item.accompaniment_name}`, { indent: '   ' });
    for (const choice of item.choix ?? []) t.text(`${choice.groupe} : ${choice.option}`, { indent: '   ' });
  }
  for (const offer of order.promotions ?? []) t.text(`OFFRE : ${offer.nom}`, { bold: true });
  t.rule();
  if (order.instructions_speciales) t.text(`NOTE : ${order.instructions_speciales}`, { bold: true, size: 'tall' });
  if (order.type_commande === 'Livraison') {
    if (order.client) t.text([order.client.nom, order.client.telephone].filter(Boolean).join(' · '));
    t.text([order.adresse_livraison, order.ville_livraison].filter(Boolean).join(', '), { bold: true });
    if (order.instructions_livraison) t.text(order.instructions_livraison);
  } else if (order.client) {
    t.text(order.client.nom);
  }
  return { kind: 'cuisine', columns: t.columns, lines: t.lines };
}
