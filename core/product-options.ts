/**
 * Option groups of a product: "Sauce : 1 au choix", "Suppléments : 0 à 3". One place for
 * the rules the shop's picker and the server's pricing share: how many options a group asks for, whether
 * a selection is valid (French refusals from the error catalogue), what it costs, and the snapshot an
 * order line keeps. The accompaniments (customer-shop §3) are not groups: they keep their own picker.
 */
import type { GroupeOptions, OptionProduit } from './catalog';
import { AppError } from './errors/index';
import { sumMillimes, type Millimes } from './money';

/** The options of an order line, as they were when ordered (order_items.choix). */
export interface ChoixLigne {
  groupe_id: number;
  groupe: string;
  option_id: number;
  option: string;
  /** Effective price, millimes (0 when gratuit). */
  prix: Millimes;
}

/** Most options one line can carry (the order payload's cap). */
export const MAX_OPTIONS_PER_LINE = 30;

export const OPTION_MESSAGES = {
  required: 'Obligatoire',
  optional: 'Facultatif',
  free: 'Gratuit',
  soldOut: 'Épuisé',
  add: 'Ajouter',
  cancel: 'Annuler',
  /** How many the group asks for, beside its name. */
  rule: (group: Pick<GroupeOptions, 'obligatoire' | 'min_choix' | 'max_choix'>): string => {
    const { min, max } = choiceBounds(group);
    if (min === max) return max === 1 ? '1 au choix' : `${max} au choix`;
    if (min === 0) return max === 1 ? '1 au plus' : `jusqu’à ${max}`;
    return `${min} à ${max}`;
  },
} as const;

/** A required group asks for at least one option (or min_choix when higher); an optional one for none. */
export function choiceBounds(group: Pick<GroupeOptions, 'obligatoire' | 'min_choix' | 'max_choix'>): { min: number; max: number } {
  const max = Math.max(1, group.max_choix);
  const min = group.obligatoire ? Math.min(max, Math.max(1, group.min_choix)) : 0;
  return { min, max };
}

/**
 * Ticks an option, or unticks it when it was chosen: in a group that takes one option at most, choosing another
 * replaces the one chosen (the shop's picker and the phone order's). The order of the choices is kept.
 */
export function toggleOption(
  chosen: readonly number[],
  group: Pick<GroupeOptions, 'obligatoire' | 'min_choix' | 'max_choix' | 'options'>,
  id: number,
): number[] {
  if (chosen.includes(id)) return chosen.filter((x) => x !== id);
  const others = choiceBounds(group).max === 1 ? chosen.filter((x) => !group.options.some((o) => o.id === x)) : chosen;
  return [...others, id];
}

/** An option's effective price: a free one costs nothing whatever its prix says ('Gratuit'). */
export function optionPrice(option: Pick<OptionProduit, 'prix' | 'gratuit'>): Millimes {
  return option.gratuit ? 0 : option.prix;
}

/** The groups of one product, in display order. */
export function groupsOfProduct(groups: readonly GroupeOptions[] | undefined, productId: number): GroupeOptions[] {
  return (groups ?? []).filter((g) => g.produit_id === productId).sort((a, b) => a.ordre_affichage - b.ordre_affichage || a.id - b.id);
}

/** Ids chosen once each, in ascending order: the same choices always make the same line. */
export function normalizeOptionIds(ids: readonly number[] | null | undefined): number[] {
  return [...new Set(ids ?? [])].sort((a, b) => a - b);
}

export type SelectionCheck = { ok: true; choices: ChoixLigne[]; price: Millimes } | { ok: false; error: AppError };

/**
 * Checks the chosen option ids against a product's groups, in this order: an option not offered with
 * the product (unknown, inactive or of another product), a sold-out one (unless already on the order
 * being corrected), then each group's minimum and maximum. Returns the snapshot in the groups' order.
 */
export function checkSelection({
  productName,
  groups,
  optionIds,
  allowSoldOut,
}: {
  productName: string;
  /** This product's groups (groupsOfProduct). */
  groups: readonly GroupeOptions[];
  optionIds: readonly number[];
  /** Options already on the order being corrected stay allowed once sold out. */
  allowSoldOut?: ReadonlySet<number>;
}): SelectionCheck {
  const chosen = new Set(optionIds);
  const offered = new Map(groups.flatMap((g) => g.options.map((o) => [o.id, { group: g, option: o }] as const)));
  for (const id of chosen) {
    const found = offered.get(id);
    if (!found) return { ok: false, error: new AppError('OPTION_UNKNOWN', { product: productName }) };
    if (found.option.rupture && !allowSoldOut?.has(id)) {
      return { ok: false, error: new AppError('OPTION_SOLD_OUT', { option: found.option.nom_fr, product: productName }) };
    }
  }
  const choices: ChoixLigne[] = [];
  for (const group of groups) {
    const picked = group.options.filter((o) => chosen.has(o.id));
    const { min, max } = choiceBounds(group);
    if (picked.length < min) return { ok: false, error: new AppError('OPTION_MISSING', { group: group.nom_fr, product: productName, min }) };
    if (picked.length > max) return { ok: false, error: new AppError('OPTION_TOO_MANY', { group: group.nom_fr, product: productName, max }) };
    for (const option of picked) {
      choices.push({ groupe_id: group.id, groupe: group.nom_fr, option_id: option.id, option: option.nom_fr, prix: optionPrice(option) });
    }
  }
  return { ok: true, choices, price: selectionPrice(choices) };
}

/** What the chosen options add to the product's price. */
export function selectionPrice(choices: readonly Pick<ChoixLigne, 'prix'>[]): Millimes {
  return sumMillimes(choices.map((c) => c.prix));
}

/** The names of a product's option groups in display order ('Sauce', 'Suppléments'): the menu card's hint. */
export function optionGroupNames(groups: readonly GroupeOptions[] | undefined, productId: number): string[] {
  return groupsOfProduct(groups, productId).map((group) => group.nom_fr);
}

/** Whether a product asks for choices before it can be added (it has at least one group). */
export function hasOptionGroups(groups: readonly GroupeOptions[] | undefined, productId: number): boolean {
  return (groups ?? []).some((g) => g.produit_id === productId);
}

/** The choices of a line by group, in the order they were made: [['Sauce', ['Spicy mayo']], ['Suppléments', ['Avocat', 'Cheddar']]]. */
export function groupChoices(choices: readonly Pick<ChoixLigne, 'groupe' | 'option'>[] | null | undefined): [string, string[]][] {
  const byGroup = new Map<string, string[]>();
  for (const c of choices ?? []) byGroup.set(c.groupe, [...(byGroup.get(c.groupe) ?? []), c.option]);
  return [...byGroup];
}

/** "Sauce : Soja sucrée · Suppléments : Avocat, Cheddar" — the choices of a line, grouped, for every display. */
export function formatChoices(choices: readonly Pick<ChoixLigne, 'groupe' | 'option'>[] | null | undefined): string {
  return groupChoices(choices)
    .map(([group, names]) => `${group} : ${names.join(', ')}`)
    .join(' · ');
}
