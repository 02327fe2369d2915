/** Loyalty programme of the demo: settings, VIP levels and missions. */
import type { loyaltySettings, missions, vipLevels } from '../../server/db/schema';

export const loyaltySettingsSeed: typeof loyaltySettings.$inferInsert = {
  id: 1,
  enabled: true,
  welcome_bonus_points: 100,
  points_per_tnd: 1,
  min_redemption_points: 100,
  points_value_tnd: 10,
  voucher_validity_days: 90,
};

export const vipLevelsSeed: Array<typeof vipLevels.$inferInsert> = [
  { level_name: 'Standard', points_multiplier: 1, min_points: 0, min_spent: 0, ordre: 1, description: 'Le niveau de départ de tout membre du club.' },
  { level_name: 'Bronze', points_multiplier: 1.1, min_points: 500, min_spent: 100_000, ordre: 2, description: '10 % de points en plus sur chaque commande.' },
  { level_name: 'Argent', points_multiplier: 1.25, min_points: 1_500, min_spent: 300_000, ordre: 3, description: '25 % de points en plus sur chaque commande.' },
  { level_name: 'Or', points_multiplier: 1.5, min_points: 4_000, min_spent: 800_000, ordre: 4, description: '50 % de points en plus sur chaque commande.' },
];

export const missionsSeed: Array<typeof missions.$inferInsert> = [
  {
    title: 'Première commande',
    description: 'Passez votre toute première commande et recevez 50 points de bienvenue supplémentaires.',
    mission_type: 'first_order',
    target_value: 1,
    reward_points: 50,
    reset_period: 'none',
    conditions: {},
    ordre_affichage: 1,
  },
  {
    title: 'Habitué du mois',
    description: 'Passez 3 commandes dans le mois pour gagner 100 points.',
    mission_type: 'order_count',
    target_value: 3,
    reward_points: 100,
    reset_period: 'monthly',
    conditions: {},
    ordre_affichage: 2,
  },
  {
    title: 'Votre avis compte',
    description: 'Notez une commande livrée et gagnez 20 points.',
    mission_type: 'review',
    target_value: 1,
    reward_points: 20,
    reset_period: 'monthly',
    conditions: { min_rating: 1 },
    ordre_affichage: 3,
  },
  {
    title: 'Grand festin',
    description: 'Commandez pour plus de 80 TND en une fois et gagnez 80 points.',
    mission_type: 'order_amount',
    target_value: 1,
    reward_points: 80,
    reset_period: 'monthly',
    conditions: { min_amount: 80_000 },
    ordre_affichage: 4,
  },
];
