/**
 * The back-office's 'Avis': every rating, newest first, filtered (all, to answer: 1 to 3 stars not yet
 * answered, answered), and the answer to a low rating: kept with who and when, and e-mailed to the customer
 * through the outbox in the same transaction.
 */
import { and, desc, eq, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { isLowRating, LOW_RATING_MAX, type AdminReviewView, type ReviewFilter } from '@core/schemas/review';
import type { Db, DbOrTx } from '../../db/client';
import { customerReviews, customers, orders, user } from '../../db/schema/index';
import { readSettingsRow } from '../../db/settings-row';
import { AppError } from '../../errors';
import { queueMail } from '../../integrations/mail/queue-mail';
import { recordAppEvent } from '../events/record-app-event';
import { customerName } from './low-rating-alert';
import { reviewAnswerMail } from './review-answer-mail';

const LIST_LIMIT = 200;

const FILTERS: Record<ReviewFilter, SQL | undefined> = {
  tous: undefined,
  a_repondre: and(lte(customerReviews.note, LOW_RATING_MAX), isNull(customerReviews.repondu_le)),
  repondus: isNotNull(customerReviews.repondu_le),
};

function selectReviews(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: customerReviews.id,
      order_id: customerReviews.order_id,
      numero_commande: orders.numero_commande,
      prenom: customers.prenom,
      nom: customers.nom,
      email: customers.email,
      note: customerReviews.note,
      commentaire: customerReviews.commentaire,
      created_at: customerReviews.created_at,
      reponse: customerReviews.reponse,
      repondu_par: user.name,
      repondu_par_email: user.email,
      repondu_le: customerReviews.repondu_le,
    })
    .from(customerReviews)
    .innerJoin(orders, eq(orders.id, customerReviews.order_id))
    .innerJoin(customers, eq(customers.id, customerReviews.customer_id))
    .leftJoin(user, eq(user.id, customerReviews.repondu_par))
    .where(where)
    .orderBy(desc(customerReviews.created_at), desc(customerReviews.id));
}

type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

function reviewView(row: ReviewRow): AdminReviewView {
  return {
    id: row.id,
    order_id: row.order_id,
    numero_commande: row.numero_commande,
    client: customerName(row),
    email: row.email,
    note: row.note,
    commentaire: row.commentaire,
    cree_le: row.created_at.toISOString(),
    a_repondre: isLowRating(row.note) && row.repondu_le === null,
    reponse: row.reponse,
    repondu_par: row.repondu_par || row.repondu_par_email || null,
    repondu_le: row.repondu_le?.toISOString() ?? null,
  };
}

export async function listReviews({ db, filtre }: { db: Db; filtre: ReviewFilter }): Promise<AdminReviewView[]> {
  const rows = await selectReviews(db, FILTERS[filtre]).limit(LIST_LIMIT);
  return rows.map(reviewView);
}

export async function answerReview({ db, reviewId, reponse, userId }: { db: Db; reviewId: number; reponse: string; userId: string }): Promise<AdminReviewView> {
  return db.transaction(async (tx) => {
    const [review] = await tx.select().from(customerReviews).where(eq(customerReviews.id, reviewId)).for('update');
    if (!review) throw new AppError('REVIEW_NOT_FOUND');
    if (review.repondu_le) throw new AppError('REVIEW_ALREADY_ANSWERED');
    if (!isLowRating(review.note)) throw new AppError('REVIEW_NOT_LOW');
    const [row] = await selectReviews(tx, eq(customerReviews.id, reviewId));
    if (!row!.email) throw new AppError('REVIEW_NO_EMAIL');
    await tx.update(customerReviews).set({ reponse, repondu_par: userId, repondu_le: new Date() }).where(eq(customerReviews.id, reviewId));
    const settings = await readSettingsRow({ db: tx });
    const mail = reviewAnswerMail({ restaurant: settings.nom_restaurant, prenom: row!.prenom, numero: row!.numero_commande, note: review.note, reponse });
    await queueMail({ db: tx, to: row!.email, mail });
    await recordAppEvent(tx, { event: 'admin.review.answered', userId, context: { review_id: reviewId, order_id: review.order_id } });
    const [answered] = await selectReviews(tx, eq(customerReviews.id, reviewId));
    return reviewView(answered!);
  });
}
