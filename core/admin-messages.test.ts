import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, emailHistoryStatusLabel, emailTypeLabel, mailProviderLabel, mailProviderName, TEST_EMAIL_TYPES } from './admin-messages';

describe('ADMIN_MESSAGES', () => {
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

describe('mail providers and e-mail types in words', () => {
  it.each([
    ['smtp', 'Serveur SMTP', 'SMTP'],
    ['brevo', 'Brevo (API)', 'Brevo'],
    ['outbox', 'Boîte d’envoi locale', 'la boîte d’envoi locale'],
    ['none', 'Aucun fournisseur configuré', 'aucun fournisseur configuré'],
  ])('%s -> %s, par %s', (provider, name, label) => {
    expect(mailProviderName(provider)).toBe(name);
    expect(mailProviderLabel(provider)).toBe(label);
  });

  it("offers the four test types in French and names the shop's own types", () => {
    expect(TEST_EMAIL_TYPES).toEqual([
      { value: 'test', label: 'Test simple' },
      { value: 'order_confirmation', label: 'Confirmation de commande' },
      { value: 'order_status', label: 'Changement de statut' },
      { value: 'notification', label: 'Notification' },
    ]);
    expect(emailTypeLabel('provider_test')).toBe('Test du fournisseur');
    expect(emailTypeLabel('magic_link_login')).toBe('Lien de connexion');
    // A key inherited from Object is not a label.
    expect(emailTypeLabel('toString')).toBe('toString');
  });
});
