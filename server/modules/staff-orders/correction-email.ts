/** The e-mail a customer gets when staff correct their order: the new lines, its discount lines and total. */
import { formatTND } from '@core/money';
import { orderDiscountLines } from '@core/order-display';
import { formatChoices } from '@core/product-options';
import { orderTypeLabel } from '@core/order-type';
import type { orderItems, orders } from '../../db/schema/index';
import { paragraphsHtml } from '../../integrations/mail/templates';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = Pick<typeof orderItems.$inferSelect, 'product_name' | 'quantity' | 'accompaniment_name' | 'total_price' | 'choix'>;

export function correctionEmail(args: { order: OrderRow; items: ItemRow[]; before: number; prenom: string | null; restaurant: string; publicUrl: string }) {
  const { order, items } = args;
  const paragraphs = [
    [`Bonjour ${args.prenom ?? ''},`.replace(' ,', ',')],
    [`${args.restaurant} a modifié votre commande ${order.numero_commande} à votre demande.`],
    [
      `Type : ${orderTypeLabel(order.type_commande)}`,
      ...(order.type_commande === 'Livraison' ? [`Adresse : ${order.adresse_livraison}, ${order.ville_livraison}`] : []),
    ],
    items.map(
      (item) =>
        `${item.quantity} × ${item.product_name}${item.accompaniment_name ? ` (avec ${item.accompaniment_name})` : ''}${
          item.choix.length ? ` [${formatChoices(item.choix)}]` : ''
        } — ${formatTND(item.total_price)}`,
    ),
    [
      ...orderDiscountLines(order).map((discount) => `${discount.label} : -${formatTND(discount.amount)}`),
      `Ancien total : ${formatTND(args.before)}`,
      `Nouveau total : ${formatTND(order.total_ttc)}`,
    ],
    [`Suivre votre commande : ${args.publicUrl}/order-tracking/${encodeURIComponent(order.numero_commande)}`],
  ];
  return {
    subject: `Votre commande ${order.numero_commande} a été modifiée`,
    content: paragraphs.map((lines) => lines.join('\n')).join('\n\n'),
    html: paragraphsHtml(paragraphs),
  };
}
