/** The admin diagnostics: e-mail test page, app events, end-to-end runner. */
import { MESSAGES } from '../messages';
import { defineErrors } from './define';

export const DIAGNOSTICS_ERRORS = defineErrors({
  /** The configured transport refused or could not be reached; the provider's answer is in {message}. */
  TEST_EMAIL_FAILED: { status: 502, message: (p: { message: string }) => MESSAGES.auth.emailSendErrorWith(p.message) },
  AUTH_RESET_TEST_FAILED: { status: 502, message: (p: { message: string }) => MESSAGES.auth.resetErrorWith(p.message) },
  AUTH_SIGNUP_TEST_FAILED: { status: 502, message: (p: { message: string }) => MESSAGES.auth.resendErrorWith(p.message) },
  AUTH_TEST_NO_ACCOUNT: { status: 404, message: MESSAGES.auth.resetErrorWith('aucun compte avec cette adresse') },
  E2E_ALREADY_RUNNING: {
    status: 409,
    message: 'Une exécution est déjà en cours',
  },
  E2E_SUITE_NOT_FOUND: { status: 404, message: 'Suite de tests introuvable' },
  E2E_SUITE_INACTIVE: {
    status: 409,
    message: 'Cette suite de tests est désactivée',
  },
  E2E_RUN_NOT_FOUND: { status: 404, message: 'Exécution introuvable' },
  /** The job runner's dead jobs (Diagnostics → Tâches en échec). */
  JOB_NOT_FOUND: { status: 404, message: 'Tâche introuvable' },
  JOB_NOT_DEAD: { status: 409, message: "Cette tâche n'est pas en échec : rien à relancer" },
  /** A test order (built-in E2E checks) with a live Konnect key: never a real payment. */
  TEST_ORDER_LIVE_PAYMENT: { status: 409, message: 'Une commande de test ne peut pas ouvrir de paiement réel' },
});
