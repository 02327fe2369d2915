import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, emailHistoryStatusLabel } from './admin-messages';

describe('ADMIN_MESSAGES', () => {
  it('has the back-office texts verbatim', () => {
    expect(ADMIN_MESSAGES).toMatchObject({
      successTitle: 'Succès',
      errorTitle: 'Erreur',
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
      categoriesLoadError: 'Erreur lors du chargement des catégories',
      profileSaveError: 'Erreur lors de la sauvegarde du profil',
      emailTest: { fieldsRequired: "Veuillez remplir l'email et le sujet", statusSent: 'Envoyé', statusTest: 'Test', statusFailed: 'Échec' },
    });
    expect(ADMIN_MESSAGES.e2e).toMatchObject({
      launched: 'Tests lancés',
      finished: 'Tests terminés',
      failed: 'Tests échoués',
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
    });
  });

  it('fills in the variable parts', () => {
    expect(ADMIN_MESSAGES.uploadErrorWith('trop gros')).toBe("Erreur lors de l'upload: trop gros");
    expect(ADMIN_MESSAGES.updateErrorWith('x')).toBe('Erreur lors de la mise à jour: x');
    expect(ADMIN_MESSAGES.createErrorWith('x')).toBe('Erreur lors de la création: x');
    expect(ADMIN_MESSAGES.deleteErrorWith('x')).toBe('Erreur lors de la suppression: x');
    expect(ADMIN_MESSAGES.productsLoadErrorWith('x')).toBe('Erreur lors du chargement des produits: x');
    expect(ADMIN_MESSAGES.e2e.passedSummary(8, 10)).toBe('8/10 tests réussis');
    expect(ADMIN_MESSAGES.e2e.historyPassed(8, 10)).toBe('8/10 réussis');
  });
});

describe('emailHistoryStatusLabel', () => {
  it.each([
    ['success', 'Envoyé'],
    ['sent', 'Envoyé'],
    ['test_sent', 'Test'],
    ['error', 'Échec'],
    ['failed', 'Échec'],
    ['queued', 'queued'],
  ])('%s -> %s', (status, label) => {
    expect(emailHistoryStatusLabel(status)).toBe(label);
  });
});
