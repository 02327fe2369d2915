/** Refusals of the promotions: a code that does not apply, an offer gone while ordering, the back-office's. */
import { defineErrors } from './define';

export const PROMOTION_ERRORS = defineErrors({
  /** The code typed at checkout does not apply: the rule's French reason. */
  PROMO_CODE_REFUSED: { status: 422, message: (p: { reason: string }) => p.reason },
  /** An offer the order was priced with reached its cap or budget meanwhile (another order took the last use). */
  PROMOTION_EXHAUSTED: {
    status: 409,
    message: (p: { nom: string; reason: string }) => `${p.reason} (« ${p.nom} »). Vérifiez le total de votre panier avant de commander à nouveau.`,
  },
  PROMOTION_NOT_FOUND: { status: 404, message: 'Offre introuvable' },
  PROMOTION_CODE_EXISTS: { status: 409, message: 'Une autre offre utilise déjà ce code' },
  PROMOTION_ENDED: { status: 409, message: 'Cette offre est terminée : dupliquez-la pour la relancer' },
  PROMOTION_NO_SINGLE_USE_CODES: { status: 422, message: 'Cette offre n’utilise pas de codes à usage unique' },
});
