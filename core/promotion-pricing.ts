// Over 400 lines: the one pricing rule of every kind of offer with the allocation it shares; split by kind, the kinds would reach into each other's internals.
/**
 * Prices a cart with offers, to the millime: the one rule the cart, the checkout and the server call
 * (the server with the caps it counted, the shop with what the public list and the code check said).
 *
 * Stacking (docs/decisions.md, 2026-12-02): at most one automatic offer, the one that saves the customer
 * the most (ties: the oldest offer); a code is added on top when it is cumulable, otherwise the better of
 * the two is kept and the code is refused with the reason. Offers are applied in that order, each on what
 * the previous left, so no line, fee or total can go below zero. A loyalty voucher comes last, on the
 * lines' amount after the offers (never on the delivery fee), capped at it.
 *
 * Each discount is spread over the lines it touches (an order-wide one in proportion to what each line
 * still costs), so a refund of one line gives back what was paid for it.
 */
import type { Millimes } from './money';
import { voucherDiscount } from './loyalty';
import type { ModePaiement } from './payment-mode';
import type { TypeCommande } from './order-type';
import { PROMOTION_MESSAGES, conditionRefusal, inTarget, promotionHint, type PromotionCustomer, type PromotionKind, type PromotionRule } from './promotions';

export interface PricingLine {
  /** Any id unique in the cart (the cart line's id, or the index on the server). */
  key: string;
  product_id: number;
  category_id: number;
  quantity: number;
  /** Price of one unit with its accompaniment and options. */
  unit_price: Millimes;
}

export interface PricingInput {
  lines: readonly PricingLine[];
  typeCommande: TypeCommande;
  zone: string | null;
  /** The delivery fee before offers (0 for pickup). */
  deliveryFee: Millimes;
  modePaiement: ModePaiement;
  /** The order's time: its slot when scheduled, else now. */
  at: Date;
  customer: PromotionCustomer | null;
  /** The automatic offers that may apply (the caller leaves out drafts, paused and ended ones). */
  automatic: readonly PromotionRule[];
  /** The offer behind the code the customer typed, when the code was found. */
  code: PromotionRule | null;
  /** A loyalty voucher's amount. */
  voucher: Millimes | null;
}

export interface AppliedPromotion {
  promotion_id: number;
  nom: string;
  kind: PromotionKind;
  /** Total saved by this offer (lines and delivery). */
  amount: Millimes;
  /** Saved on the delivery fee (part of amount). */
  delivery: Millimes;
  by_code: boolean;
}

interface PricedLine {
  key: string;
  total: Millimes;
  /** What the offers took off this line. */
  discount: Millimes;
  /** What the voucher took off this line. */
  voucher: Millimes;
  /** total - discount - voucher, never negative. */
  paid: Millimes;
}

export interface PricedCart {
  lines: PricedLine[];
  subtotal: Millimes;
  /** Offers' discounts on the lines. */
  itemsDiscount: Millimes;
  deliveryFee: Millimes;
  deliveryDiscount: Millimes;
  voucherDiscount: Millimes;
  total: Millimes;
  /** Everything saved: offers and voucher. */
  saved: Millimes;
  applied: AppliedPromotion[];
  /** Why the code was not applied; null when it was, or when none was given. */
  codeRefusal: string | null;
  /** The nearest automatic offer that only misses a minimum, in words. */
  hint: string | null;
}

interface Discounts {
  lines: Map<string, Millimes>;
  delivery: Millimes;
}

interface Outcome {
  rule: PromotionRule;
  lines: Map<string, Millimes>;
  delivery: Millimes;
  total: Millimes;
}

/** Splits `amount` over `weights` in proportion (largest remainder), never more than a weight each. */
export function allocate(amount: Millimes, weights: readonly Millimes[]): Millimes[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || amount <= 0) return weights.map(() => 0);
  const capped = Math.min(amount, sum);
  const shares = weights.map((w) => Math.floor((capped * w) / sum));
  let left = capped - shares.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => ({ i, rest: (capped * w) % sum })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (shares[i]! < weights[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

function percentOf(amount: Millimes, percent: number): Millimes {
  return Math.round((amount * Math.min(100, Math.max(0, percent))) / 100);
}

function lineTotal(line: PricingLine): Millimes {
  return line.unit_price * line.quantity;
}

function remainingOf(line: PricingLine, taken: Discounts): Millimes {
  return lineTotal(line) - (taken.lines.get(line.key) ?? 0);
}

/** Units of the lines in a target, each with its line and what it still costs, dearest first. */
function unitsOf(lines: readonly PricingLine[], taken: Discounts, match: (line: PricingLine) => boolean) {
  const units: { key: string; price: Millimes }[] = [];
  for (const line of lines) {
    if (!match(line)) continue;
    const left = remainingOf(line, taken);
    const per = allocate(
      left,
      Array.from({ length: line.quantity }, () => line.unit_price),
    );
    for (const price of per) units.push({ key: line.key, price });
  }
  return units.sort((a, b) => b.price - a.price);
}

function addTo(map: Map<string, Millimes>, key: string, amount: Millimes) {
  if (amount > 0) map.set(key, (map.get(key) ?? 0) + amount);
}

/** The discount one offer gives on what is left after `taken`. */
function discountOf(rule: PromotionRule, input: PricingInput, taken: Discounts): Omit<Outcome, 'rule' | 'total'> {
  const lines = new Map<string, Millimes>();
  let delivery = 0;
  const product = (line: PricingLine) => ({ id: line.product_id, category_id: line.category_id });
  const spread = (amount: Millimes, over: readonly PricingLine[]) => {
    const shares = allocate(
      amount,
      over.map((l) => remainingOf(l, taken)),
    );
    over.forEach((line, i) => addTo(lines, line.key, shares[i]!));
  };
  switch (rule.kind) {
    case 'order_percent': {
      const base = input.lines.reduce((sum, l) => sum + remainingOf(l, taken), 0);
      spread(percentOf(base, rule.percent ?? 0), input.lines);
      break;
    }
    case 'order_amount':
      spread(rule.amount ?? 0, input.lines);
      break;
    case 'items_percent':
      for (const line of input.lines) if (inTarget(rule.cible, product(line))) addTo(lines, line.key, percentOf(remainingOf(line, taken), rule.percent ?? 0));
      break;
    case 'items_amount':
      for (const line of input.lines) {
        if (!inTarget(rule.cible, product(line))) continue;
        addTo(lines, line.key, Math.min(remainingOf(line, taken), (rule.amount ?? 0) * line.quantity));
      }
      break;
    case 'buy_x_get_y':
      buyXGetY(rule, input, taken, lines);
      break;
    case 'delivery': {
      const fee = input.deliveryFee - taken.delivery;
      delivery = Math.min(fee, rule.percent !== null ? percentOf(fee, rule.percent) : (rule.amount ?? 0));
      break;
    }
    case 'free_product': {
      // The cheapest eligible unit in the cart is the gift (the customer adds the one they pick).
      const units = unitsOf(input.lines, taken, (l) => inTarget(rule.cible, product(l)));
      const gift = units[units.length - 1];
      if (gift) addTo(lines, gift.key, gift.price);
      break;
    }
  }
  return { lines, delivery: Math.max(0, delivery) };
}

/**
 * X bought, Y offered or discounted, cheapest first. Same products: every group of X+Y units gives its
 * Y cheapest ones; other products: every X units give Y of the others. Once per order unless `repeter`.
 */
function buyXGetY(rule: PromotionRule, input: PricingInput, taken: Discounts, out: Map<string, Millimes>) {
  const buy = Math.max(1, rule.achete ?? 1);
  const get = Math.max(1, rule.offre ?? 1);
  const percent = rule.percent ?? 100;
  const product = (line: PricingLine) => ({ id: line.product_id, category_id: line.category_id });
  let rewarded: { key: string; price: Millimes }[];
  if (rule.offert === null) {
    const units = unitsOf(input.lines, taken, (l) => inTarget(rule.cible, product(l)));
    const groups = Math.floor(units.length / (buy + get));
    const count = (rule.repeter ? groups : Math.min(1, groups)) * get;
    rewarded = units.slice(units.length - count);
  } else {
    const offert = rule.offert;
    const bought = unitsOf(input.lines, taken, (l) => inTarget(rule.cible, product(l)) && !inTarget(offert, product(l))).length;
    const groups = Math.floor(bought / buy);
    const count = (rule.repeter ? groups : Math.min(1, groups)) * get;
    const units = unitsOf(input.lines, taken, (l) => inTarget(offert, product(l)));
    rewarded = count > 0 ? units.slice(Math.max(0, units.length - count)) : [];
  }
  for (const unit of rewarded) addTo(out, unit.key, percentOf(unit.price, percent));
}

function subtotalOf(lines: readonly PricingLine[]): Millimes {
  return lines.reduce((sum, l) => sum + lineTotal(l), 0);
}

/** The offer's condition context; a free product's minimum is reached without the gift. */
function refusalOf(rule: PromotionRule, input: PricingInput): string | null {
  let subtotal = subtotalOf(input.lines);
  if (rule.kind === 'free_product') {
    const gift = unitsOf(input.lines, { lines: new Map(), delivery: 0 }, (l) => inTarget(rule.cible, { id: l.product_id, category_id: l.category_id })).pop();
    if (gift) subtotal -= gift.price;
  }
  return conditionRefusal(rule, {
    at: input.at,
    subtotal,
    typeCommande: input.typeCommande,
    modePaiement: input.modePaiement,
    zone: input.zone,
    customer: input.customer,
  });
}

/** One offer applied on top of `taken`: its discount capped by its remaining budget. */
function outcomeOf(rule: PromotionRule, input: PricingInput, taken: Discounts): Outcome {
  const raw = discountOf(rule, input, taken);
  const keys = [...raw.lines.keys()];
  const parts = [...keys.map((k) => raw.lines.get(k)!), raw.delivery];
  let total = parts.reduce((a, b) => a + b, 0);
  const budget = rule.remaining?.budget;
  if (budget != null && total > budget) {
    const shares = allocate(Math.max(0, budget), parts);
    keys.forEach((k, i) => raw.lines.set(k, shares[i]!));
    raw.delivery = shares[keys.length]!;
    total = shares.reduce((a, b) => a + b, 0);
  }
  return { rule, lines: raw.lines, delivery: raw.delivery, total };
}

function merge(taken: Discounts, outcome: Outcome): Discounts {
  const lines = new Map(taken.lines);
  for (const [key, amount] of outcome.lines) addTo(lines, key, amount);
  return { lines, delivery: taken.delivery + outcome.delivery };
}

const NONE: Discounts = { lines: new Map(), delivery: 0 };

/** The best automatic offer alone: most saved, then the oldest. */
function bestAutomatic(input: PricingInput): Outcome | null {
  let best: Outcome | null = null;
  for (const rule of input.automatic) {
    if (refusalOf(rule, input) !== null) continue;
    const outcome = outcomeOf(rule, input, NONE);
    if (outcome.total <= 0) continue;
    if (!best || outcome.total > best.total || (outcome.total === best.total && rule.id < best.rule.id)) best = outcome;
  }
  return best;
}

/** The nearest automatic offer that only misses its minimum. */
function hintOf(input: PricingInput, applied: readonly Outcome[]): string | null {
  const subtotal = subtotalOf(input.lines);
  let nearest: { missing: Millimes; rule: PromotionRule } | null = null;
  for (const rule of input.automatic) {
    const minimum = rule.conditions.minimum;
    if (minimum === null || applied.some((o) => o.rule.id === rule.id)) continue;
    // Only the minimum is missing: it fails with it and applies without it.
    if (refusalOf(rule, input) === null) continue;
    if (refusalOf({ ...rule, conditions: { ...rule.conditions, minimum: null } }, input) !== null) continue;
    const missing = minimum - subtotal;
    if (missing > 0 && (!nearest || missing < nearest.missing)) nearest = { missing, rule };
  }
  return nearest ? promotionHint(nearest.rule, nearest.missing) : null;
}

/** Chooses the offers (stacking rule above) and prices the cart with them. */
export function priceWithPromotions(input: PricingInput): PricedCart {
  const automatic = bestAutomatic(input);
  const chosen: Outcome[] = [];
  let codeRefusal: string | null = null;
  if (input.code) {
    const code = input.code;
    const refusal = refusalOf(code, input);
    if (refusal) {
      codeRefusal = refusal;
      if (automatic) chosen.push(automatic);
    } else if (code.cumulable || !automatic) {
      if (automatic) chosen.push(automatic);
      const outcome = outcomeOf(code, input, automatic ? merge(NONE, automatic) : NONE);
      if (outcome.total > 0) chosen.push(outcome);
      else codeRefusal = PROMOTION_MESSAGES.nothingToDiscount;
    } else {
      const alone = outcomeOf(code, input, NONE);
      if (alone.total <= 0) {
        codeRefusal = PROMOTION_MESSAGES.nothingToDiscount;
        chosen.push(automatic);
      } else if (alone.total >= automatic.total) {
        chosen.push(alone);
      } else {
        codeRefusal = PROMOTION_MESSAGES.notCumulable(automatic.rule.nom);
        chosen.push(automatic);
      }
    }
  } else if (automatic) {
    chosen.push(automatic);
  }
  return finish(input, chosen, codeRefusal);
}

function finish(input: PricingInput, chosen: readonly Outcome[], codeRefusal: string | null): PricedCart {
  const taken = chosen.reduce(merge, NONE);
  const afterOffers = input.lines.map((l) => remainingOf(l, taken));
  const voucherTotal = input.voucher
    ? voucherDiscount(
        input.voucher,
        afterOffers.reduce((a, b) => a + b, 0),
      )
    : 0;
  const voucherShares = allocate(voucherTotal, afterOffers);
  const lines = input.lines.map((line, i): PricedLine => {
    const total = lineTotal(line);
    const discount = taken.lines.get(line.key) ?? 0;
    const voucher = voucherShares[i]!;
    return { key: line.key, total, discount, voucher, paid: total - discount - voucher };
  });
  const subtotal = subtotalOf(input.lines);
  const itemsDiscount = lines.reduce((sum, l) => sum + l.discount, 0);
  const deliveryDiscount = Math.min(taken.delivery, input.deliveryFee);
  const total = lines.reduce((sum, l) => sum + l.paid, 0) + input.deliveryFee - deliveryDiscount;
  return {
    lines,
    subtotal,
    itemsDiscount,
    deliveryFee: input.deliveryFee,
    deliveryDiscount,
    voucherDiscount: voucherTotal,
    total,
    saved: itemsDiscount + deliveryDiscount + voucherTotal,
    applied: chosen.map((o) => ({
      promotion_id: o.rule.id,
      nom: o.rule.nom,
      kind: o.rule.kind,
      amount: o.total,
      delivery: o.delivery,
      by_code: !o.rule.automatique,
    })),
    codeRefusal,
    hint: hintOf(input, chosen),
  };
}

/** The cart's lines as the rule reads them (the category comes from the menu). */
export function pricingLinesOfCart(
  items: readonly { id: string; product: { id: number }; quantity: number; unitPrice: Millimes }[],
  categoryOf: (productId: number) => number | undefined,
): PricingLine[] {
  return items.map((item) => ({
    key: item.id,
    product_id: item.product.id,
    category_id: categoryOf(item.product.id) ?? 0,
    quantity: item.quantity,
    unit_price: item.unitPrice,
  }));
}

/** An order's priced lines (the server's) as the rule reads them, keyed by their position. */
export function pricingLinesOfOrder(
  lines: readonly { product_id: number; quantity: number; unit_price: Millimes }[],
  categoryOf: (productId: number) => number | undefined,
): PricingLine[] {
  return lines.map((line, i) => ({
    key: String(i),
    product_id: line.product_id,
    category_id: categoryOf(line.product_id) ?? 0,
    quantity: line.quantity,
    unit_price: line.unit_price,
  }));
}

/**
 * What was paid for each line of an order (in the order of its lines, as they were priced): its total less
 * the offers' share (stored on the line) and the voucher's, spread over the lines after the offers as the
 * rule spread it.
 */
export function paidOfOrderLines(lines: readonly { total_price: Millimes; remise?: Millimes }[], voucher: Millimes): Millimes[] {
  const afterOffers = lines.map((line) => line.total_price - (line.remise ?? 0));
  const shares = allocate(voucher, afterOffers);
  return afterOffers.map((amount, i) => amount - shares[i]!);
}

/** What was paid for `quantity` units of a line that cost `paid` in all, spread over its units to the millime. */
export function paidForUnits(line: { paid: Millimes; quantity: number }, quantity: number): Millimes {
  if (quantity >= line.quantity) return line.paid;
  return Math.floor((line.paid * quantity) / line.quantity);
}
