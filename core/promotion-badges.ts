/**
 * What the menu shows of the running offers: a badge on each product and each
 * category an offer names ('-20 %', '2e à -50 %', the text the server wrote, core/promotions.ts promotionBadge),
 * saying when it runs if not at the moment the menu is read ('-20 % · mardi'), and the offers of the home page's
 * strip. Also the two rules of an offer's reach the pricing shares (a product in its target, its days and hours).
 * Pure, zod-free and without the offers' French messages: the home page's chunk reads it.
 */
import { toLocalMs } from './opening-hours';
import type { PromotionConditions, PromotionRule, PromotionTarget } from './promotions';
import { JOURS_SEMAINE } from './week-days';

/** An offer as the shop receives it: the rule and its badge's text. */
type ShownRule = PromotionRule & { badge: string };

/** Whether a product (of a category) is in a target. */
export function inTarget(target: PromotionTarget, product: { id: number; category_id: number }): boolean {
  return target.produits.includes(product.id) || target.categories.includes(product.category_id);
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function clockMinutes(text: string): number {
  const [h = '0', m = '0'] = text.split(':');
  return Number(h) * 60 + Number(m);
}

/**
 * Whether `at` falls outside the offer's days or hours on the restaurant's clock ('days', 'hours'); null inside
 * them. Hours: fin exclusive, a fin before debut crosses midnight.
 */
export function outsideTime(conditions: Pick<PromotionConditions, 'jours' | 'heure_debut' | 'heure_fin'>, at: Date): 'days' | 'hours' | null {
  const local = toLocalMs(at);
  if (conditions.jours.length) {
    const weekday = JOURS_SEMAINE[(new Date(local).getUTCDay() + 6) % 7]!;
    if (!conditions.jours.includes(weekday)) return 'days';
  }
  const { heure_debut: from, heure_fin: to } = conditions;
  if (from && to) {
    const minutes = Math.floor((local % DAY) / MINUTE);
    const start = clockMinutes(from);
    const end = clockMinutes(to);
    const inside = start <= end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
    if (!inside) return 'hours';
  }
  return null;
}

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
function promotionWhen(rule: PromotionRule, at: Date): string | null {
  const { jours, heure_debut, heure_fin } = rule.conditions;
  if (outsideTime({ jours, heure_debut: null, heure_fin: null }, at)) return jours.join(', ');
  if (outsideTime({ jours: [], heure_debut, heure_fin }, at)) return `${heure_debut}–${heure_fin}`;
  return null;
}

/** The badge's text: '-20 %', or '-20 % · mardi' out of its days. */
export function menuBadgeText(rule: ShownRule, at: Date): string {
  const when = promotionWhen(rule, at);
  return when ? `${rule.badge} · ${when}` : rule.badge;
}

/** The badges of every product and category the running offers name, in the offers' order. */
export function menuBadges(
  rules: readonly ShownRule[],
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
