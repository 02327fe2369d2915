/** Refusals of the daily closing. */
import { defineErrors } from './define';

export const CLOSING_ERRORS = defineErrors({
  DAY_ALREADY_CLOSED: { status: 409, message: 'Cette journée est déjà clôturée : une clôture ne se refait pas.' },
  DAY_NOT_OVER: { status: 422, message: 'Cette journée n’est pas encore commencée : elle ne peut pas être clôturée.' },
});
