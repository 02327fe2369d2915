/** Settings, service controls (pause, kitchen capacity), staff and customers management, the access gate. */
import { ADMIN_MESSAGES } from '../admin-messages';
import { MESSAGES } from '../messages';
import { SERVICE_MESSAGES } from '../service';
import { SLOT_MESSAGES } from '../slots';
import { defineErrors } from './define';

export const SETTINGS_ERRORS = defineErrors({
  SETTINGS_SAVE_FAILED: { status: 500, message: ADMIN_MESSAGES.settingsSaveFailed },
  ORDERING_PAUSED: { status: 422, message: (p: { message: string }) => p.message },
  KITCHEN_FULL: { status: 422, message: (p: { next: string }) => SLOT_MESSAGES.kitchenFull(p.next) },
  ONLINE_PAYMENT_REQUIRED: { status: 422, message: SERVICE_MESSAGES.onlinePaymentRequired },
  TELEGRAM_NOT_CONFIGURED: { status: 422, message: 'Renseignez le jeton du bot et le chat Telegram avant de tester' },
  SECRETS_KEY_MISSING: {
    status: 503,
    message: "Enregistrement impossible : la clé de chiffrement des secrets (SECRETS_KEY) n'est pas configurée sur le serveur",
  },
  TELEGRAM_FAILED: { status: 502, message: (p: { message: string }) => `Échec de l'envoi Telegram : ${p.message}` },
  STAFF_NOT_FOUND: { status: 404, message: 'Membre du personnel introuvable' },
  STAFF_EXISTS: { status: 409, message: 'Cette adresse appartient déjà à un membre du personnel' },
  STAFF_SELF_CHANGE: { status: 422, message: 'Vous ne pouvez pas modifier votre propre rôle ni vous désactiver' },
  LAST_ADMIN: { status: 422, message: 'Il doit rester au moins un administrateur actif' },
  STAFF_USE_ADMIN_LOGIN: {
    status: 403,
    message: 'Cette adresse appartient au personnel du restaurant : connectez-vous avec votre mot de passe sur /admin/login.',
  },
  STAFF_DISABLED: { status: 403, message: 'Ce compte du personnel est désactivé. Contactez un administrateur.' },
  INVITE_LINK_INVALID: { status: 400, message: "Ce lien d'invitation est invalide, a déjà été utilisé ou a expiré." },
  CUSTOMER_NOT_FOUND: { status: 404, message: 'Client introuvable' },
  ACCESS_REQUIRED: { status: 403, message: 'Accès protégé : le site est réservé aux testeurs pour le moment.' },
  ACCESS_PASSWORD_REQUIRED: { status: 400, message: MESSAGES.accessGate.passwordRequired },
  ACCESS_PASSWORD_WRONG: { status: 401, message: MESSAGES.accessGate.wrongPassword },
  TOO_MANY_ACCESS_ATTEMPTS: { status: 429, message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.' },
});
