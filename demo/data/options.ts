/**
 * Option groups of the demo menu, by product slug: a required sauce and optional extras on
 * the poke bowl, extras on the bento. Prices in millimes; a price of 0 is free.
 */
export interface OptionGroupSeed {
  nom_fr: string;
  obligatoire: boolean;
  min_choix: number;
  max_choix: number;
  options: { nom_fr: string; prix: number }[];
}

export const optionGroupsSeed: Record<string, OptionGroupSeed[]> = {
  'poke-bowl-saumon': [
    {
      nom_fr: 'Sauce',
      obligatoire: true,
      min_choix: 1,
      max_choix: 1,
      options: [
        { nom_fr: 'Sésame', prix: 0 },
        { nom_fr: 'Spicy mayo', prix: 0 },
        { nom_fr: 'Teriyaki', prix: 1_000 },
      ],
    },
    {
      nom_fr: 'Suppléments',
      obligatoire: false,
      min_choix: 0,
      max_choix: 3,
      options: [
        { nom_fr: 'Avocat', prix: 3_000 },
        { nom_fr: 'Mangue', prix: 2_000 },
        { nom_fr: 'Edamame', prix: 2_000 },
        { nom_fr: 'Saumon en plus', prix: 6_000 },
      ],
    },
  ],
  'bento-poulet-teriyaki': [
    {
      nom_fr: 'Suppléments',
      obligatoire: false,
      min_choix: 0,
      max_choix: 2,
      options: [
        { nom_fr: 'Œuf mollet', prix: 1_500 },
        { nom_fr: 'Riz en plus', prix: 2_000 },
      ],
    },
  ],
};
