/**
 * A review of a delivered order by its owner, once (customer_reviews.order_id is unique). A rating of 1 to 3
 * stars queues the staff's private alert in the same transaction; 4 or 5 stars answer the restaurant's Google
 * review link when it is set.
 */
import { eq } from 'drizzle-orm';
import { canReview } from '@core/order-status';
import { googleReviewInvite, type ReviewInput, type ReviewResultView } from '@core/schemas/review';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { customerReviews, customers } from '../../db/schema/index';
import { readSettingsRow } from '../../db/settings-row';
import { AppError } from '../../errors';
import { findOrderById, orderNotFound } from './get-order';
import { advanceMissions } from '../loyalty/advance-missions';
import { queueLowRatingAlert } from '../reviews/low-rating-alert';

export async function reviewOrder({
  db,
  orderId,
  customerId,
  input,
  publicUrl,
  staff,
}: {
  db: Db;
  orderId: string;
  customerId: number;
  input: ReviewInput;
  publicUrl: string;
  staff: Config['staffAlerts'];
}): Promise<ReviewResultView> {
  const order = await findOrderById({ db, orderId });
  if (order.customer_id !== customerId) throw orderNotFound();
  if (!canReview(order.statut_commande)) throw new AppError('REVIEW_NOT_ALLOWED');
  const commentaire = input.commentaire ?? null;
  const settings = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(customerReviews)
      .values({ order_id: order.id, customer_id: customerId, note: input.note, commentaire })
      .onConflictDoNothing({ target: customerReviews.order_id })
      .returning({ id: customerReviews.id });
    if (inserted.length === 0) throw new AppError('REVIEW_EXISTS');
    await advanceMissions({ tx, customerId, event: { kind: 'review', rating: input.note } });
    const [customer] = await tx
      .select({ prenom: customers.prenom, nom: customers.nom, telephone: customers.telephone, email: customers.email })
      .from(customers)
      .where(eq(customers.id, customerId));
    await queueLowRatingAlert({ tx, order, customer: customer!, note: input.note, commentaire, publicUrl, staff });
    return readSettingsRow({ db: tx });
  });
  return { ok: true, lien_avis_google: googleReviewInvite(input.note, settings.lien_avis_google) };
}
