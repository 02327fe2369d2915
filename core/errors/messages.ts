/** WhatsApp and SMS: webhooks of the providers and the stand-ins. */
import { defineErrors } from './define';

export const MESSAGE_ERRORS = defineErrors({
  WEBHOOK_SIGNATURE_INVALID: { status: 401, message: 'Signature du webhook invalide' },
  WEBHOOK_TOKEN_INVALID: { status: 401, message: 'Jeton du webhook invalide' },
  WEBHOOK_VERIFY_FAILED: { status: 403, message: 'Jeton de vérification du webhook invalide' },
  MESSAGE_CHANNEL_OFF: { status: 404, message: "Ce canal de messages n'est pas configuré" },
});
