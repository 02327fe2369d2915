/**
 * What the menu shows of the running offers (issue 33, "What customers see"): a badge on each product and each
 * category an offer names ('-20 %', '2e à -50 %'), saying when it runs if not at the moment the menu is read
 * ('-20 % · mardi'), and the offers of the home page's strip. Pure and zod-free: the home page's chunk reads it.
 */
import { promotionBadge, timeRefusal, inTarget, type PromotionRule } from './promotions';

/** A badge of the menu: its text and the offer it comes from (its name is the badge's title). */
export interface MenuBadge {
  id: number;
  text: string;
  nom: string;
}

export interface MenuBadges {
  products: ReadonlyMap<number, readonly MenuBadge[]>;
  categories: ReadonlyMap<number, readonly MenuBadge[]>;
}

/** Whether the offer is within its dates at `at` (the shop drops one whose end passes while the page is open). */
export function promotionRunning(rule: PromotionRule, at: Date): boolean {
  const { debut, fin } = rule.conditions;
  return !(debut && at.getTime() < Date.parse(debut)) && !(fin && at.getTime() >= Date.parse(fin));
}

/** The kinds that name products wear badges; order-wide and delivery offers are told by the strip. */
export function promotionTouches(rule: PromotionRule, product: { id: number; category_id: number }): boolean {
  if (rule.kind === 'items_percent' || rule.kind === 'items_amount' || rule.kind === 'free_product') return inTarget(rule.cible, product);
  if (rule.kind === 'buy_x_get_y') return inTarget(rule.cible, product) || (rule.offert !== null && inTarget(rule.offert, product));
  return false;
}

function touchesCategory(rule: PromotionRule, categoryId: number): boolean {
  if (rule.kind === 'items_percent' || rule.kind === 'items_amount' || rule.kind === 'free_product') return rule.cible.categories.includes(categoryId);
  if (rule.kind === 'buy_x_get_y') return rule.cible.categories.includes(categoryId) || (rule.offert?.categories.includes(categoryId) ?? false);
  return false;
}

/**
 * When the offer runs, if not at `at`: its days ('mardi', 'samedi, dimanche') or its hours ('12:00–15:00'); null
 * when it runs at `at`. An offer of Tuesdays read on a Monday still shows (a slot may be on Tuesday), with its day.
 */
export function promotionWhen(rule: PromotionRule, at: Date): string | null {
  const { jours, heure_debut, heure_fin } = rule.conditions;
  if (jours.length && timeRefusal({ ...rule.conditions, heure_debut: null, heure_fin: null }, at)) return jours.join(', ');
  if (heure_debut && heure_fin && timeRefusal({ ...rule.conditions, jours: [] }, at)) return `${heure_debut}–${heure_fin}`;
  return null;
}

/** The badge's text: '-20 %', or '-20 % · mardi' out of its days. */
export function menuBadgeText(rule: PromotionRule, at: Date): string {
  const when = promotionWhen(rule, at);
  return when ? `${promotionBadge(rule)} · ${when}` : promotionBadge(rule);
}

/** The badges of every product and category the running offers name, in the offers' order. */
export function menuBadges(
  rules: readonly PromotionRule[],
  menu: { categories: readonly { id: number }[]; produits: readonly { id: number; category_id: number }[] },
  at: Date,
): MenuBadges {
  const products = new Map<number, MenuBadge[]>();
  const categories = new Map<number, MenuBadge[]>();
  const add = (map: Map<number, MenuBadge[]>, id: number, badge: MenuBadge) => map.set(id, [...(map.get(id) ?? []), badge]);
  for (const rule of rules) {
    if (!rule.automatique || !promotionRunning(rule, at)) continue;
    const badge = { id: rule.id, text: menuBadgeText(rule, at), nom: rule.nom };
    for (const produit of menu.produits) if (promotionTouches(rule, produit)) add(products, produit.id, badge);
    for (const categorie of menu.categories) if (touchesCategory(rule, categorie.id)) add(categories, categorie.id, badge);
  }
  return { products, categories };
}

/** The offers of the home page's strip: the automatic ones running at `at`. */
export function stripOffers<T extends PromotionRule>(rules: readonly T[], at: Date): T[] {
  return rules.filter((rule) => rule.automatique && promotionRunning(rule, at));
}
