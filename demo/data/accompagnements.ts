/** Accompaniments offered with a product; `key` links them from produits.ts. */
import type { accompagnements } from '../../server/db/schema';

export type AccompagnementKey = 'soja-salee' | 'soja-sucree' | 'gingembre' | 'wasabi' | 'spicy-mayo' | 'teriyaki' | 'edamame';

export type AccompagnementSeed = Omit<typeof accompagnements.$inferInsert, 'id' | 'created_at' | 'updated_at'> & {
  key: AccompagnementKey;
};

export const accompagnementsSeed: AccompagnementSeed[] = [
  {
    key: 'soja-salee',
    nom_fr: 'Sauce soja salée',
    prix: 0,
    gratuit: true,
    description_fr: 'La sauce soja japonaise traditionnelle, brassée naturellement.',
    ordre_affichage: 1,
  },
  {
    key: 'soja-sucree',
    nom_fr: 'Sauce soja sucrée',
    prix: 0,
    gratuit: true,
    description_fr: 'Plus douce et légèrement caramélisée, idéale avec les rolls.',
    ordre_affichage: 2,
  },
  {
    key: 'gingembre',
    nom_fr: 'Gingembre mariné',
    prix: 0,
    gratuit: true,
    description_fr: 'Fines lamelles de gingembre rose pour rafraîchir le palais entre deux bouchées.',
    ordre_affichage: 3,
  },
  {
    key: 'wasabi',
    nom_fr: 'Wasabi',
    prix: 0,
    gratuit: true,
    description_fr: 'Le raifort japonais, pour les amateurs de piquant.',
    ordre_affichage: 4,
  },
  {
    key: 'spicy-mayo',
    nom_fr: 'Sauce spicy mayo',
    prix: 1_500,
    gratuit: false,
    description_fr: 'Mayonnaise onctueuse relevée au piment sriracha.',
    ordre_affichage: 5,
  },
  {
    key: 'teriyaki',
    nom_fr: 'Sauce teriyaki',
    prix: 1_500,
    gratuit: false,
    description_fr: 'Laquée, sucrée-salée, réduite au mirin.',
    ordre_affichage: 6,
  },
  {
    key: 'edamame',
    nom_fr: 'Edamame',
    prix: 6_000,
    gratuit: false,
    description_fr: 'Une portion de fèves de soja vapeur au sel de mer.',
    ordre_affichage: 7,
  },
];

const sauces: AccompagnementKey[] = ['soja-salee', 'soja-sucree', 'gingembre', 'wasabi', 'spicy-mayo', 'teriyaki'];

/** Groups used by produits.ts. */
export const accompagnementsSushi: AccompagnementKey[] = [...sauces, 'edamame'];
export const accompagnementsChauds: AccompagnementKey[] = ['soja-salee', 'spicy-mayo', 'teriyaki'];
export const accompagnementsBowl: AccompagnementKey[] = ['soja-salee', 'spicy-mayo', 'teriyaki', 'edamame'];
