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
    fieldsRequired: "Veuillez remplir l'email et le sujet",
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

/** How an e-mail left, in words: 'SMTP', 'Brevo', or the local outbox of a shop without a transport. */
export function mailProviderLabel(provider: string): string {
  if (provider === 'smtp') return 'SMTP';
  if (provider === 'brevo') return 'Brevo';
  if (provider === 'outbox') return 'la boîte d’envoi locale';
  return provider;
}
