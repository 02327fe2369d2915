/** The kitchen display's refusals (ticking a line of an order). */
import { KITCHEN_MESSAGES } from '../kitchen';
import { defineErrors } from './define';

export const KITCHEN_ERRORS = defineErrors({
  KITCHEN_NOT_IN_PREPARATION: { status: 422, message: KITCHEN_MESSAGES.notInPreparation },
  KITCHEN_LINE_NOT_FOUND: { status: 404, message: KITCHEN_MESSAGES.lineNotFound },
});
