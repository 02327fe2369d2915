/** A review of a delivered order (customer-shop §5): note 1 to 5 (default 5), comment optional, blank stored as null. */
import { z } from 'zod';
import { MAX_COMMENT_LENGTH } from '../limits';
import { REVIEW_ADMIN_MESSAGES, REVIEW_ANSWER_MAX_LENGTH } from '../review-messages';
import { optionalText } from './fields';

const REVIEW_MESSAGES = {
  invalidNote: 'La note doit être comprise entre 1 et 5',
} as const;

export const ReviewInput = z.object({
  note: z.int({ error: REVIEW_MESSAGES.invalidNote }).min(1, REVIEW_MESSAGES.invalidNote).max(5, REVIEW_MESSAGES.invalidNote).default(5),
  commentaire: optionalText(MAX_COMMENT_LENGTH),
});
export type ReviewInput = z.infer<typeof ReviewInput>;

/** A rating of 1 to 3 stars alerts the staff privately and may be answered from the back-office. */
export const LOW_RATING_MAX = 3;
export function isLowRating(note: number): boolean {
  return note <= LOW_RATING_MAX;
}

/** A rating of 4 or 5 stars is invited to leave a Google review, when the restaurant's link is set. */
export function googleReviewInvite(note: number, link: string | null | undefined): string | null {
  return note > LOW_RATING_MAX && link ? link : null;
}

/** What the customer's rating answers: the Google review link to offer (4 or 5 stars and the link set), else null. */
export const ReviewResultView = z.object({ ok: z.literal(true), lien_avis_google: z.string().nullable() });
export type ReviewResultView = z.infer<typeof ReviewResultView>;

export const REVIEW_FILTERS = ['tous', 'a_repondre', 'repondus'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
export const REVIEW_FILTER_LABELS: Readonly<Record<ReviewFilter, string>> = { tous: 'Tous', a_repondre: 'À répondre', repondus: 'Répondus' };

export const AdminReviewsQuery = z.object({ filtre: z.enum(REVIEW_FILTERS).default('tous') });

export const AdminReviewView = z.object({
  id: z.number(),
  order_id: z.string(),
  numero_commande: z.string(),
  client: z.string(),
  email: z.string().nullable(),
  note: z.number(),
  commentaire: z.string().nullable(),
  cree_le: z.string(),
  /** 1 to 3 stars: can (or could) be answered. */
  a_repondre: z.boolean(),
  reponse: z.string().nullable(),
  repondu_par: z.string().nullable(),
  repondu_le: z.string().nullable(),
});
export type AdminReviewView = z.infer<typeof AdminReviewView>;
export const AdminReviewsView = z.object({ avis: z.array(AdminReviewView) });

export const ReviewAnswerInput = z.object({
  reponse: z
    .string({ error: REVIEW_ADMIN_MESSAGES.answerRequired })
    .trim()
    .min(1, REVIEW_ADMIN_MESSAGES.answerRequired)
    .max(REVIEW_ANSWER_MAX_LENGTH, REVIEW_ADMIN_MESSAGES.answerTooLong),
});
export type ReviewAnswerInput = z.infer<typeof ReviewAnswerInput>;
export const ReviewIdParams = z.object({ id: z.coerce.number().int().positive() });
