/** The menu's sections, in display order. code_interne is also the section's HTML id. */
import type { categories } from '../../server/db/schema';

export type CategorieSeed = Omit<typeof categories.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

export const categoriesSeed: CategorieSeed[] = [
  {
    code_interne: 'entrees-soupes',
    nom_fr: 'Entrées & Soupes',
    description_fr: 'Pour ouvrir l’appétit : soupe miso fumante, salades fraîches, gyozas dorés et tempuras croustillantes.',
    ordre_affichage: 1,
  },
  {
    code_interne: 'makis',
    nom_fr: 'Makis',
    description_fr: 'Le grand classique roulé dans la feuille de nori, garni de poisson frais ou de légumes croquants.',
    ordre_affichage: 2,
  },
  {
    code_interne: 'california-rolls',
    nom_fr: 'California & Rolls',
    description_fr: 'Le riz à l’extérieur, le sésame toasté et des garnitures généreuses : nos rolls signatures.',
    ordre_affichage: 3,
  },
  {
    code_interne: 'nigiris-sashimis',
    nom_fr: 'Nigiris & Sashimis',
    description_fr: 'La pureté du poisson tranché à la minute, posé sur un riz vinaigré tiède ou servi nature.',
    ordre_affichage: 4,
  },
  {
    code_interne: 'plateaux-bento',
    nom_fr: 'Plateaux & Bento',
    description_fr: 'À partager ou à savourer seul : assortiments du chef, bentos complets et poke bowls colorés.',
    ordre_affichage: 5,
  },
  {
    code_interne: 'desserts-boissons',
    nom_fr: 'Desserts & Boissons',
    description_fr: 'Une note douce pour finir : mochis glacés, douceurs au matcha, thés japonais et limonades maison.',
    ordre_affichage: 6,
  },
];
