/**
 * The restaurant_settings row (id 1) of the demo. Image URLs (logo, favicon, hero, og) are filled in by
 * the seed after the artwork is rendered. No access password and no provider secret is seeded.
 */
import { sameHoursEveryDay, type HorairesReguliers } from '@core/catalog';
import type { restaurantSettings } from '../../server/db/schema';

export type RestaurantSeed = Omit<
  typeof restaurantSettings.$inferInsert,
  'logo_url' | 'favicon_url' | 'og_image_url' | 'hero_images' | 'created_at' | 'updated_at'
>;

const jour = { ouvert: true, ouverture: '11:00', fermeture: '23:00' };
const horaires: HorairesReguliers = sameHoursEveryDay(jour);

export const restaurantSeed: RestaurantSeed = {
  id: 1,
  nom_restaurant: 'Sakura Sushi',
  slogan: 'L’art du sushi, roulé minute au bord du Lac',
  description_site:
    'Sakura Sushi, restaurant japonais aux Berges du Lac : makis, california rolls, nigiris, sashimis et plateaux préparés à la minute. Livraison à Tunis, La Marsa et El Menzah, ou à emporter.',
  telephone: '71960123',
  whatsapp: '22960123',
  adresse: 'Rue du Lac Windermere, Les Berges du Lac 1',
  ville: 'Tunis',
  hero_mode: 'carrousel',
  hero_couleur_texte: '#ffffff',
  hero_opacite_overlay: 40,
  hero_position_texte: 'centre',
  hero_animation: 'fade',
  hero_cta_actif: true,
  hero_cta_texte: 'Découvrir la carte',
  hero_titre_principal: 'Des sushis frais, roulés sous vos yeux',
  hero_sous_titre:
    'Poisson sélectionné chaque matin, riz vinaigré maison et rolls signatures. Livrés chez vous partout à Tunis ou prêts à emporter.',
  hero_video_url: null,
  horaires_reguliers: horaires,
  derniere_cmd_livraison: 30,
  derniere_cmd_emporter: 15,
  jours_feries: [],
  fermetures_temporaires: [],
  service_livraison_actif: true,
  delai_preparation_base: 15,
  nombre_livreurs_actifs: 2,
  commandes_simultanees_max: 10,
  paiement_obligatoire: false,
  delai_annulation: 5,
  modes_paiement: {
    konnect: { description: 'Paiement en ligne par carte (Konnect)', actif: true },
    especes: { description: 'Espèces à la livraison', actif: true },
    carte: { description: 'Carte bancaire sur place', actif: true },
  },
  acces_protege_actif: false,
  message_bientot_disponible: 'Notre site sera bientôt en ligne !',
  mot_de_passe_acces: null,
  email_provider_active: null,
  email_provider_test_mode: false,
  email_provider_configs: {},
  konnect_api_key: null,
  konnect_wallet_id: null,
  konnect_base_url: 'https://api.sandbox.konnect.network/api/v2',
  telegram_bot_token: null,
  telegram_chat_id: null,
};

/** Texts of the three hero slides (images rendered by the seed). */
export const heroImagesSeed = [
  { title: 'Plateau du chef', alt_text: 'Plateau de sushis et de rolls colorés sur une planche en bois' },
  { title: 'Rolls signatures', alt_text: 'Rolls garnis de saumon et d’avocat, parsemés de sésame' },
  { title: 'Nigiris du jour', alt_text: 'Nigiris au saumon et au thon alignés sur une ardoise' },
];
