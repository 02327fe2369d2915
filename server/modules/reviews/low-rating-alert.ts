/**
 * A rating of 1 to 3 stars is told to the staff privately, through the notification outbox in the review's
 * own transaction (never sent inside the request): the staff's Telegram chat (TELEGRAM_STAFF_CHAT_ID, else the
 * restaurant's chat of the settings) and an e-mail to STAFF_ALERT_EMAIL (else to every admin). A test order
 * alerts nobody.
 */
import { eq } from 'drizzle-orm';
import { isLowRating } from '@core/schemas/review';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { notificationOutbox, user, userRoles } from '../../db/schema/index';
import { paragraphsHtml } from '../../integrations/mail/templates';
import { TELEGRAM_RESTAURANT } from '../../jobs/notification-worker';

export interface RatedOrder {
  id: string;
  numero_commande: string;
  is_test: boolean;
}

export interface RatingCustomer {
  prenom: string | null;
  nom: string | null;
  telephone: string | null;
  email: string | null;
}

export function customerName(customer: Pick<RatingCustomer, 'prenom' | 'nom'>): string {
  return [customer.prenom, customer.nom].filter(Boolean).join(' ') || 'Client';
}

/** The alert's lines, the same in the Telegram message and the e-mail. */
function lowRatingLines(args: { order: RatedOrder; customer: RatingCustomer; note: number; commentaire: string | null; publicUrl: string }): string[] {
  const { order, customer, note, commentaire, publicUrl } = args;
  const contact = [customer.telephone, customer.email].filter(Boolean).join(' — ');
  return [
    `⚠️ Avis ${note}/5 sur la commande ${order.numero_commande}`,
    `Note : ${'★'.repeat(note)}${'☆'.repeat(5 - note)} (${note}/5)`,
    `Client : ${customerName(customer)}${contact ? ` — ${contact}` : ''}`,
    `Commentaire : ${commentaire ?? '(aucun)'}`,
    `Répondre : ${publicUrl}/admin/reviews`,
  ];
}

export async function queueLowRatingAlert(args: {
  tx: Tx;
  order: RatedOrder;
  customer: RatingCustomer;
  note: number;
  commentaire: string | null;
  publicUrl: string;
  staff: Config['staffAlerts'];
}): Promise<number> {
  const { tx, order, note, staff } = args;
  if (order.is_test || !isLowRating(note)) return 0;
  const lines = lowRatingLines(args);
  const emails = staff.email
    ? [staff.email]
    : (await tx.select({ email: user.email }).from(userRoles).innerJoin(user, eq(user.id, userRoles.user_id)).where(eq(userRoles.role, 'admin'))).map(
        (a) => a.email,
      );
  const rows: (typeof notificationOutbox.$inferInsert)[] = [
    {
      order_id: order.id,
      type: 'telegram',
      recipient: staff.telegramChatId ?? TELEGRAM_RESTAURANT,
      content: lines.join('\n'),
      template_data: { kind: 'low_rating' },
    },
    ...emails.map((email) => ({
      order_id: order.id,
      type: 'email' as const,
      recipient: email,
      subject: `Avis ${note}/5 sur la commande ${order.numero_commande}`,
      content: lines.join('\n'),
      template_data: { kind: 'low_rating', html: paragraphsHtml([lines]) },
    })),
  ];
  await tx.insert(notificationOutbox).values(rows);
  return rows.length;
}
