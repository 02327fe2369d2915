/** Loyalty: voucher exchange (§5, §8), vouchers at checkout, mission rewards, the loyalty admin. */
import { VOUCHER_EXCHANGE_MESSAGES, VOUCHER_MESSAGES } from '../loyalty';
import { MISSION_MESSAGES } from '../loyalty-missions';
import { countLabel } from '../plural';
import { defineErrors } from './define';

export const LOYALTY_ERRORS = defineErrors({
  LOYALTY_DISABLED: { status: 422, message: 'Le programme de fidélité est désactivé' },
  LOYALTY_NO_CUSTOMER: { status: 403, message: VOUCHER_MESSAGES.noCustomer },
  VOUCHER_MINIMUM: { status: 422, message: (p: { points: number }) => VOUCHER_EXCHANGE_MESSAGES.minimum(p.points) },
  VOUCHER_INSUFFICIENT_BALANCE: { status: 422, message: VOUCHER_EXCHANGE_MESSAGES.insufficientBalance },
  VOUCHER_CONDITIONS: { status: 422, message: VOUCHER_EXCHANGE_MESSAGES.conditionsNotMet },
  VOUCHER_UNKNOWN: { status: 422, message: 'Bon d’achat introuvable' },
  VOUCHER_NOT_USABLE: { status: 422, message: 'Ce bon d’achat n’est plus utilisable' },
  VOUCHER_EXPIRED: { status: 422, message: 'Ce bon d’achat a expiré' },
  MISSION_CLAIM_FAILED: { status: 422, message: MISSION_MESSAGES.claimFailed },
  MISSION_NOT_FOUND: { status: 404, message: 'Mission introuvable' },
  VIP_LEVEL_NOT_FOUND: { status: 404, message: 'Niveau VIP introuvable' },
  VIP_LEVEL_EXISTS: { status: 409, message: 'Un niveau VIP porte déjà ce nom' },
  LOYALTY_CUSTOMER_NOT_FOUND: { status: 404, message: 'Client introuvable' },
  ADJUSTMENT_REASON_REQUIRED: { status: 400, message: 'Le motif de l’ajustement est obligatoire' },
  ADJUSTMENT_BELOW_ZERO: {
    status: 422,
    message: (p: { balance: number }) => `Le solde ne peut pas devenir négatif (solde actuel : ${countLabel(p.balance, 'point')})`,
  },
});
