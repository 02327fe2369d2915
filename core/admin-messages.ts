/**
 * French texts of the back-office (back-office.md §2, §4, §8), verbatim, under English keys: admin
 * toasts, e-mail test and E2E runner notices. Shared by the admin routes and the admin screens. Texts the
 * shop shows too are taken from core/messages.ts, so each is written once.
 */
import { MESSAGES } from './messages';

export const ADMIN_MESSAGES = {
  successTitle: 'Succès',
  errorTitle: MESSAGES.order.errorTitle,
  signedOutTitle: 'Déconnexion réussie',
  signedOut: 'À bientôt !',
  settingsSaved: 'Paramètres sauvegardés',
  settingsSaveFailed: 'Impossible de sauvegarder les paramètres.',
  imageUploaded: 'Image uploadée et optimisée avec succès',
  metadataUpdated: 'Métadonnées mises à jour',
  imageDeleted: 'Image supprimée avec succès',
  categoryCreated: 'Catégorie créée avec succès',
  categoryUpdated: 'Catégorie mise à jour avec succès',
  categoryDeleted: 'Catégorie supprimée avec succès',
  categoryHasProducts: 'Impossible de supprimer une catégorie qui contient des produits',
  accompanimentsUpdated: 'Accompagnements mis à jour avec succès',
  accompanimentsUpdateFailed: 'Impossible de mettre à jour les accompagnements',
  uploadErrorWith: (message: string) => `Erreur lors de l'upload: ${message}`,
  updateErrorWith: (message: string) => `Erreur lors de la mise à jour: ${message}`,
  createErrorWith: (message: string) => `Erreur lors de la création: ${message}`,
  deleteErrorWith: (message: string) => `Erreur lors de la suppression: ${message}`,
  categoriesLoadError: MESSAGES.lists.categoriesLoadError,
  productsLoadErrorWith: MESSAGES.lists.productsLoadErrorWith,
  profileSaveError: MESSAGES.profile.saveError,
  emailTest: {
    fieldsRequired: "Veuillez remplir l'email et le sujet", // the spec's text, verbatim
    statusSent: 'Envoyé',
    statusTest: 'Test',
    statusFailed: 'Échec',
  },
  e2e: {
    launched: 'Tests lancés',
    finished: 'Tests terminés',
    failed: 'Tests échoués',
    passedSummary: (passed: number, total: number) => `${passed}/${total} tests réussis`,
    historyPassed: (passed: number, total: number) => `${passed}/${total} réussis`,
    stoppedTitle: 'Tests arrêtés',
    stopped: 'Exécution interrompue',
    launchFailed: 'Impossible de lancer les tests',
    stopFailed: "Impossible d'arrêter les tests",
    suitesLoadFailed: 'Impossible de charger les suites de tests',
    historyLoadFailed: "Impossible de charger l'historique",
    resultsLoadFailed: 'Impossible de charger les résultats',
    running: 'En cours...',
    noSelectionTitle: 'Aucun test sélectionné',
    noSelection: "Sélectionnez une exécution dans l'historique pour voir les résultats",
  },
} as const;

/** History badge of an e-mail send: success/sent = Envoyé, test_sent = Test, error/failed = Échec. */
export function emailHistoryStatusLabel(status: string): string {
  if (status === 'success' || status === 'sent') return ADMIN_MESSAGES.emailTest.statusSent;
  if (status === 'test_sent') return ADMIN_MESSAGES.emailTest.statusTest;
  if (status === 'error' || status === 'failed') return ADMIN_MESSAGES.emailTest.statusFailed;
  return status;
}

/** The mail transports by name, as the back-office shows them ('Fournisseur actif : Serveur SMTP'). */
export const MAIL_PROVIDER_NAMES = {
  smtp: 'Serveur SMTP',
  brevo: 'Brevo (API)',
  outbox: 'Boîte d’envoi locale',
  none: 'Aucun fournisseur configuré',
} as const;

function known<T extends Record<string, string>>(labels: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(labels, key);
}

/** A mail transport's name for a label or a heading; an unknown one as it is. */
export function mailProviderName(provider: string): string {
  return known(MAIL_PROVIDER_NAMES, provider) ? MAIL_PROVIDER_NAMES[provider] : provider;
}

/** How an e-mail left, in words ('Envoyé par SMTP'): every transport of MAIL_PROVIDER_NAMES, and only those. */
const MAIL_PROVIDER_BY = {
  smtp: 'SMTP',
  brevo: 'Brevo',
  outbox: 'la boîte d’envoi locale',
  none: 'aucun fournisseur configuré',
} as const satisfies Record<keyof typeof MAIL_PROVIDER_NAMES, string>;

/** How an e-mail left, in words: 'SMTP', 'Brevo', or the local outbox of a shop without a transport; an unknown one as it is. */
export function mailProviderLabel(provider: string): string {
  return known(MAIL_PROVIDER_BY, provider) ? MAIL_PROVIDER_BY[provider] : provider;
}

/**
 * What each kind of e-mail is (email_history.email_type), in French: the four the test form offers first,
 * then those the shop sends itself (sign-in links, orders, staff invitations…).
 */
const EMAIL_TYPE_LABELS = {
  test: 'Test simple',
  order_confirmation: 'Confirmation de commande',
  order_status: 'Changement de statut',
  notification: 'Notification',
  provider_test: 'Test du fournisseur',
  magic_link_login: 'Lien de connexion',
  magic_link_signup: 'Lien d’inscription',
  signup_resend: 'Lien d’inscription renvoyé',
  password_reset: 'Réinitialisation du mot de passe',
  email_change: 'Changement d’adresse e-mail',
  staff_invitation: 'Invitation de l’équipe',
  cash_confirmation_code: 'Code de confirmation (espèces)',
  order: 'Commande',
  order_corrected: 'Commande corrigée',
  order_not_accepted: 'Commande non acceptée',
  e2e_alert: 'Alerte des tests E2E',
  low_rating: 'Alerte avis client',
  review_answer: 'Réponse à un avis',
  invoice: 'Facture',
  credit_note: 'Avoir',
} as const;
export type EmailType = keyof typeof EMAIL_TYPE_LABELS;

/** The types the e-mail test form offers (back-office §2 'e-mail type'). */
export const TEST_EMAIL_TYPES = (['test', 'order_confirmation', 'order_status', 'notification'] as const).map((value) => ({
  value,
  label: EMAIL_TYPE_LABELS[value],
}));

/** An e-mail's type in words; a type this list does not know yet is shown as it is rather than hidden. */
export function emailTypeLabel(type: string): string {
  return known(EMAIL_TYPE_LABELS, type) ? EMAIL_TYPE_LABELS[type] : type;
}
