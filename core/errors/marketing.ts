/** Marketing: consent, unsubscribe links. */
import { defineErrors } from './define';

export const MARKETING_ERRORS = defineErrors({
  UNSUBSCRIBE_LINK_INVALID: { status: 400, message: 'Ce lien de désabonnement n’est pas valide' },
});
