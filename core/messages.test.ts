import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

describe('MESSAGES', () => {
  it('fills in the variable parts', () => {
    expect(MESSAGES.cart.productAdded('California Roll')).toBe('California Roll ajouté au panier');
    expect(MESSAGES.cart.productAddedWithSide('California Roll', 'Sauce soja')).toBe('California Roll avec Sauce soja ajouté au panier');
    expect(MESSAGES.order.paymentInitFailed('timeout')).toBe('Payment initialization failed: timeout');
    expect(MESSAGES.lists.productsLoadErrorWith('réseau')).toBe('Erreur lors du chargement des produits: réseau');
    expect(MESSAGES.auth.emailSendErrorWith('x')).toBe("Erreur lors de l'envoi de l'email : x");
    expect(MESSAGES.auth.resetErrorWith('x')).toBe('Erreur lors de la réinitialisation : x');
    expect(MESSAGES.auth.resendErrorWith('x')).toBe('Erreur lors du renvoi : x');
  });

  it('counts failed gate attempts, asking to contact the admin from 3', () => {
    expect(MESSAGES.accessGate.failedAttempts(1)).toBe('Tentatives échouées: 1');
    expect(MESSAGES.accessGate.failedAttempts(2)).toBe('Tentatives échouées: 2');
    expect(MESSAGES.accessGate.failedAttempts(3)).toBe("Tentatives échouées: 3 - Contactez l'administrateur si vous avez besoin d'aide");
    expect(MESSAGES.accessGate.failedAttempts(7)).toBe("Tentatives échouées: 7 - Contactez l'administrateur si vous avez besoin d'aide");
  });
});
