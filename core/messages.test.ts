import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

/** Every fixed text of MESSAGES, copied verbatim from customer-shop.md and back-office.md. */
const SPEC_TEXTS = [
  'Vous devez être connecté pour passer commande',
  'Veuillez compléter votre profil',
  'Votre panier est vide',
  'Veuillez sélectionner une zone de livraison',
  'Veuillez saisir une adresse de livraison complète',
  'Aucun mode de paiement configuré. Contactez le restaurant.',
  'Connectez-vous pour finaliser votre commande',
  'Produit ajouté !',
  'Chargement des zones...',
  'Aucune zone disponible',
  'Gratuit',
  'Erreur',
  'Impossible de créer votre commande. Veuillez réessayer.',
  'Erreur lors de la création de la commande',
  'Impossible de réessayer le paiement. Veuillez réessayer plus tard.',
  'Commande créée',
  'Votre commande a été enregistrée avec succès',
  'Commande non trouvée',
  'Client non trouvé pour cette commande',
  'Impossible de récupérer les détails de la commande',
  'ID de commande manquant',
  'ID client manquant dans la commande',
  'Commande introuvable',
  'Impossible de récupérer les informations de cette commande.',
  'Chargement des détails de la commande...',
  'Numéro copié',
  'Le numéro de commande a été copié dans le presse-papiers',
  'Erreur lors du chargement des catégories',
  'Erreur lors du chargement des produits',
  'Aucun produit disponible dans cette catégorie',
  'Aucun accompagnement disponible',
  'Session utilisateur manquante',
  'Erreur lors de la création du profil',
  'Erreur lors de la sauvegarde du profil',
  'Erreur lors de la configuration du profil',
  'Configuration de votre profil en cours...',
  "Une erreur inattendue s'est produite",
  'Profil complété avec succès ! 🎉',
  'Complétez votre profil pour une meilleure expérience !',
  'Complétez votre profil pour accéder à toutes les fonctionnalités',
  'Email mis à jour. Vérifiez votre boîte mail pour confirmer le changement.',
  'Vous pourrez compléter votre profil plus tard dans votre compte',
  'Mode allégé activé. Impossible de synchroniser votre profil précédemment.',
  "Erreur lors de l'envoi du lien",
  'Une erreur est survenue',
  'Une erreur est survenue. Veuillez réessayer.',
  "Lien d'inscription envoyé ! Vérifiez votre email.",
  'Lien de connexion envoyé ! Vérifiez votre email.',
  'Lien de connexion envoyé ! Consultez votre boîte mail.',
  'Lien envoyé !',
  'Email non trouvé. Veuillez recommencer le processus.',
  'Aucune adresse email trouvée',
  'Email de réinitialisation envoyé !',
  'Mot de passe mis à jour avec succès !',
  'Nouveau lien envoyé !',
  'Email de confirmation renvoyé ! Vérifiez votre boîte mail.',
  'Lien de réinitialisation invalide ou expiré',
  'Connexion réussie !',
  'Vous avez été déconnecté.',
  'Bienvenue ! Complétez votre profil.',
  'Mot de passe incorrect',
  'Adresse ajoutée avec succès',
  "Erreur lors de l'ajout de l'adresse",
  'Adresse mise à jour',
  'Erreur lors de la mise à jour',
  'Adresse supprimée',
  'Erreur lors de la suppression',
  'Êtes-vous sûr de vouloir supprimer cette adresse ? Cette action est irréversible.',
  "Impossible de créer le bon d'achat",
  "Erreur lors de la création du bon d'achat",
  'Échec de la création du voucher',
  'Impossible de charger vos données',
  "Impossible de charger vos bons d'achat",
  'Code copié dans le presse-papiers',
  'Données client non disponibles. Veuillez vous reconnecter.',
  'Impossible de récupérer la récompense.',
  'Récompense récupérée !',
  "Impossible d'enregistrer votre avis. Veuillez réessayer.",
  'Merci pour votre avis !',
  'Votre note a été enregistrée avec succès.',
  'Vous devez être connecté pour accéder à cette page',
  'Boucle de redirection détectée',
  'Vérification de votre session...',
  "Accès refusé. Vous n'avez pas les permissions nécessaires pour accéder à cette zone.",
  'Veuillez saisir le mot de passe',
  'Erreur de connexion. Veuillez réessayer.',
  'Accès autorisé',
  'Bienvenue ! Redirection en cours...',
  "Mode accès d'urgence activé - Chargement forcé",
  'Notre site sera bientôt en ligne !',
];

function fixedTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(fixedTexts);
  return [];
}

describe('MESSAGES', () => {
  it('holds only texts of the spec, verbatim', () => {
    for (const text of fixedTexts(MESSAGES)) expect(SPEC_TEXTS).toContain(text);
  });

  it('holds every listed spec text', () => {
    const texts = new Set(fixedTexts(MESSAGES));
    for (const text of SPEC_TEXTS) expect(texts.has(text), text).toBe(true);
  });

  it('fills in the variable parts', () => {
    expect(MESSAGES.cart.productAdded('California Roll')).toBe('California Roll ajouté au panier');
    expect(MESSAGES.cart.productAddedWithSide('California Roll', 'Sauce soja')).toBe('California Roll avec Sauce soja ajouté au panier');
    expect(MESSAGES.order.paymentInitFailed('timeout')).toBe('Payment initialization failed: timeout');
    expect(MESSAGES.lists.productsLoadErrorWith('réseau')).toBe('Erreur lors du chargement des produits: réseau');
    expect(MESSAGES.auth.emailSendErrorWith('x')).toBe("Erreur lors de l'envoi de l'email : x");
    expect(MESSAGES.auth.resetErrorWith('x')).toBe('Erreur lors de la réinitialisation : x');
    expect(MESSAGES.auth.resendErrorWith('x')).toBe('Erreur lors du renvoi : x');
    expect(MESSAGES.voucher.created('FID-1234')).toBe("Bon d'achat FID-1234 créé avec succès!");
  });

  it('counts failed gate attempts, asking to contact the admin from 3', () => {
    expect(MESSAGES.accessGate.failedAttempts(1)).toBe('Tentatives échouées: 1');
    expect(MESSAGES.accessGate.failedAttempts(2)).toBe('Tentatives échouées: 2');
    expect(MESSAGES.accessGate.failedAttempts(3)).toBe("Tentatives échouées: 3 - Contactez l'administrateur si vous avez besoin d'aide");
    expect(MESSAGES.accessGate.failedAttempts(7)).toBe("Tentatives échouées: 7 - Contactez l'administrateur si vous avez besoin d'aide");
  });
});
