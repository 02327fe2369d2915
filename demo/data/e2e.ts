/** The suite shown on /admin/e2e-tests: the browser journeys of e2e/. */
import type { e2eTestSuites } from '../../server/db/schema';

export const e2eSuiteSeed: typeof e2eTestSuites.$inferInsert = {
  name: 'Parcours navigateur',
  description: 'Parcours complets dans un vrai navigateur : menu, panier, connexion, commande, suivi et back-office.',
  is_active: true,
  test_scenarios: [
    {
      name: 'Menu et panier',
      tests: [
        'Affiche les catégories et les produits',
        'Ajoute un produit avec accompagnement',
        'Respecte le minimum de commande de la zone',
        'Calcule la livraison gratuite',
      ],
    },
    {
      name: 'Connexion et profil',
      tests: ['Envoie un lien de connexion', 'Complète le profil et reçoit 100 points'],
    },
    {
      name: 'Commande et paiement',
      tests: ['Commande en espèces à la livraison', 'Paiement en ligne Konnect', 'Suivi de la commande par numéro'],
    },
    {
      name: 'Back-office',
      tests: ['Connexion du personnel', 'Changement de statut d’une commande', 'Modification des paramètres'],
    },
  ],
};
