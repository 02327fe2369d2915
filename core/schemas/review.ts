/** A review of a delivered order (customer-shop §5): note 1 to 5 (default 5), comment optional, blank stored as null. */
import { z } from 'zod';
import { MAX_COMMENT_LENGTH } from '../limits';
import { optionalText } from './fields';

const REVIEW_MESSAGES = {
  invalidNote: 'La note doit être comprise entre 1 et 5',
} as const;

export const ReviewInput = z.object({
  note: z.int({ error: REVIEW_MESSAGES.invalidNote }).min(1, REVIEW_MESSAGES.invalidNote).max(5, REVIEW_MESSAGES.invalidNote).default(5),
  commentaire: optionalText(MAX_COMMENT_LENGTH),
});
export type ReviewInput = z.infer<typeof ReviewInput>;
