import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, emailHistoryStatusLabel } from './admin-messages';

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
