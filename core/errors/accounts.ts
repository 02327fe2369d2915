/** Sign-in, sign-up, profile and addresses. */
import { ADDRESS_MESSAGES } from '../address';
import { MESSAGES } from '../messages';
import { defineErrors } from './define';

export const ACCOUNT_ERRORS = defineErrors({
  WRONG_CREDENTIALS: { status: 401, message: 'E-mail ou mot de passe incorrect' },
  INVALID_LINK: {
    status: 400,
    message: 'Ce lien est invalide, a déjà été utilisé ou a expiré. Veuillez demander un nouveau lien.',
  },
  RESET_LINK_INVALID: { status: 400, message: MESSAGES.auth.resetLinkInvalid },
  EMAIL_LINK_INVALID: { status: 400, message: 'Ce lien de confirmation est invalide, a déjà été utilisé ou a expiré.' },
  TOO_MANY_LINK_REQUESTS: {
    status: 429,
    message: 'Trop de demandes depuis votre connexion. Veuillez réessayer dans quelques minutes.',
  },
  LINK_COOLDOWN: {
    status: 429,
    message: (p: { seconds: number }) => `Veuillez patienter ${p.seconds} secondes avant de demander un nouveau lien.`,
  },
  TOO_MANY_SIGN_INS: { status: 429, message: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.' },
  MAIL_FAILED: { status: 503, message: MESSAGES.auth.sendLinkError },
  EMAIL_CHANGE_MAIL_FAILED: { status: 503, message: MESSAGES.auth.emailSendErrorWith("l'envoi a échoué") },
  EMAIL_TAKEN: { status: 409, message: 'Cette adresse e-mail est déjà utilisée par un autre compte' },
  PROFILE_REQUIRED: { status: 403, message: MESSAGES.checkout.profileIncomplete },
  PROFILE_SETUP: { status: 409, message: MESSAGES.profile.setupError },
  PROFILE_SAVE_FAILED: { status: 404, message: MESSAGES.profile.saveError },
  FULL_NAME_INCOMPLETE: { status: 400, message: 'Veuillez saisir votre prénom et votre nom' },
  ZONE_INVALID: { status: 400, message: 'Zone de livraison invalide' },
  ZONE_REQUIRED: { status: 400, message: MESSAGES.checkout.zoneRequired },
  ADDRESS_NOT_FOUND: { status: 404, message: 'Adresse introuvable' },
  DUPLICATE_ADDRESS: { status: 400, message: ADDRESS_MESSAGES.duplicate },
});
