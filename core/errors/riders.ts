/** Refusals of the riders: the list staff keep, an order's assignment, the cash a rider hands in. */
import { defineErrors } from './define';

export const RIDER_ERRORS = defineErrors({
  RIDER_NOT_FOUND: { status: 404, message: 'Livreur introuvable' },
  RIDER_INACTIVE: { status: 422, message: 'Ce livreur est désactivé : réactivez-le pour lui confier une livraison.' },
  RIDER_NOT_DELIVERY: { status: 422, message: 'Seule une livraison peut être confiée à un livreur' },
  RIDER_ORDER_FINISHED: { status: 409, message: 'Cette commande est déjà livrée ou annulée : son livreur ne change plus.' },
  RIDER_ACCOUNT_NOT_LIVREUR: { status: 422, message: 'Ce compte n’a pas le rôle Livreur' },
  RIDER_ACCOUNT_TAKEN: { status: 409, message: 'Ce compte est déjà lié à un autre livreur' },
  RIDER_CASH_ALREADY_CHECKED: { status: 409, message: 'Les espèces de ce livreur sont déjà pointées pour cette journée.' },
  RIDER_REQUIRED: { status: 403, message: 'Cette page est réservée aux livreurs' },
});
