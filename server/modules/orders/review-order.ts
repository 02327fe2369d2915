/** A review of a delivered order by its owner, once (customer_reviews.order_id is unique). */
import { canReview } from '@core/order-status';
import type { ReviewInput } from '@core/schemas/review';
import type { Db } from '../../db/client';
import { customerReviews } from '../../db/schema/index';
import { AppError } from '../../errors';
import { findOrderById, orderNotFound } from './get-order';
import { advanceMissions } from '../loyalty/advance-missions';

export async function reviewOrder({ db, orderId, customerId, input }: { db: Db; orderId: string; customerId: number; input: ReviewInput }): Promise<void> {
  const order = await findOrderById({ db, orderId });
  if (order.customer_id !== customerId) throw orderNotFound();
  if (!canReview(order.statut_commande)) throw new AppError('REVIEW_NOT_ALLOWED');
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(customerReviews)
      .values({ order_id: order.id, customer_id: customerId, note: input.note, commentaire: input.commentaire })
      .onConflictDoNothing({ target: customerReviews.order_id })
      .returning({ id: customerReviews.id });
    if (inserted.length === 0) throw new AppError('REVIEW_EXISTS');
    await advanceMissions({ tx, customerId, event: { kind: 'review', rating: input.note } });
  });
}
