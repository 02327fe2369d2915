/**
 * TVA: the one rule that splits an order's TTC amounts into base and TVA per rate, to the millime.
 * Prices are TTC (the spec); a rate is in hundredths of a percent (1900 = 19 %), set by the owner per category
 * with a product's own rate first (settings 'Fiscalité'); null when none is set (the shop assumes no rate).
 *
 * The rounding rule (docs/decisions.md "TVA"):
 * 1. Each line counts for what it cost after its own offers (`order_items.remise`).
 * 2. The order-wide discount (a voucher) is spread over the lines in proportion to what they cost, with the
 *    shared `allocate` of core/promotion-pricing.ts (floors, then the largest remainders get a millime).
 * 3. The delivery fee follows the principal supply: it is spread over the rates in proportion to the lines'
 *    amounts after discounts (the same `allocate`), so it has no rate of its own.
 * 4. Per rate, TTC is the sum of its shares; TVA = TTC × rate / (100 % + rate), rounded half up to the millime
 *    once per rate (never per line); base HT = TTC − TVA. So base + TVA = TTC for each rate and the rates' TTC add
 *    up to the order's total exactly.
 * A refund or a credit note is split over the invoice's rates the same way (`splitAmount`).
 */
import type { Millimes } from './money';
import { allocate } from './promotion-pricing';

/** Hundredths of a percent: 700 = 7 %, 1900 = 19 %. */
export type TaxRate = number;
export const MAX_TAX_RATE: TaxRate = 10_000;

export interface TaxPart {
  /** null: no rate was set for these lines when the order was placed. */
  taux: TaxRate | null;
  ttc: Millimes;
  base: Millimes;
  tva: Millimes;
}

interface TaxLine {
  /** What the line costs after its own offers. */
  ttc: Millimes;
  taux: TaxRate | null;
}

export interface TaxInput {
  lines: readonly TaxLine[];
  /** The delivery fee after its offers. */
  delivery: Millimes;
  /** An order-wide discount taken off the lines (the voucher), at most what they cost. */
  discount: Millimes;
}

/** The TVA inside a TTC amount at `taux`, rounded half up to the millime. */
export function vatOf(ttc: Millimes, taux: TaxRate | null): Millimes {
  if (!taux || ttc === 0) return 0;
  const sign = ttc < 0 ? -1 : 1;
  const divisor = MAX_TAX_RATE + taux;
  return sign * Math.floor((Math.abs(ttc) * taux * 2 + divisor) / (2 * divisor));
}

const keyOf = (taux: TaxRate | null) => (taux === null ? 'none' : String(taux));

/** One part per rate from TTC amounts per rate, rates ascending, the unset rate last; empty rates left out. */
function partsOf(byRate: Map<string, { taux: TaxRate | null; ttc: Millimes }>): TaxPart[] {
  return [...byRate.values()]
    .filter((p) => p.ttc !== 0)
    .sort((a, b) => (a.taux ?? Infinity) - (b.taux ?? Infinity))
    .map(({ taux, ttc }) => {
      const tva = vatOf(ttc, taux);
      return { taux, ttc, base: ttc - tva, tva };
    });
}

/** The order's TTC split per rate (the rule above): the parts' `ttc` add up to Σ lines − discount + delivery. */
export function splitOrderTax({ lines, delivery, discount }: TaxInput): TaxPart[] {
  const gross = lines.map((l) => l.ttc);
  const discounts = allocate(discount, gross);
  const net = gross.map((g, i) => g - discounts[i]!);
  const byRate = new Map<string, { taux: TaxRate | null; ttc: Millimes }>();
  const add = (taux: TaxRate | null, amount: Millimes) => {
    const key = keyOf(taux);
    const part = byRate.get(key) ?? { taux, ttc: 0 };
    part.ttc += amount;
    byRate.set(key, part);
  };
  lines.forEach((line, i) => add(line.taux, net[i]!));
  if (delivery > 0) {
    const weights = net.some((n) => n > 0) ? net : gross;
    if (weights.some((w) => w > 0)) {
      // allocate gives each weight at most itself: spread in rounds until the whole fee is placed
      let left = delivery;
      const total = weights.reduce((a, b) => a + b, 0);
      const shares = new Array<Millimes>(weights.length).fill(0);
      while (left > 0) {
        const round = allocate(Math.min(left, total), weights);
        round.forEach((s, i) => (shares[i]! += s));
        left -= round.reduce((a, b) => a + b, 0);
      }
      lines.forEach((line, i) => add(line.taux, shares[i]!));
    } else {
      add(null, delivery);
    }
  }
  return partsOf(byRate);
}

/** Splits `amount` (a refund, a credit note) over `parts` in proportion to their TTC; each share then has its own base and TVA. */
export function splitAmount(amount: Millimes, parts: readonly TaxPart[]): TaxPart[] {
  const shares = allocate(
    amount,
    parts.map((p) => p.ttc),
  );
  return partsOf(new Map(parts.map((p, i) => [keyOf(p.taux), { taux: p.taux, ttc: shares[i]! }])));
}

/** The totals of parts: Σ base, Σ TVA, Σ TTC. */
export function taxTotals(parts: readonly TaxPart[]): { base: Millimes; tva: Millimes; ttc: Millimes } {
  return parts.reduce((t, p) => ({ base: t.base + p.base, tva: t.tva + p.tva, ttc: t.ttc + p.ttc }), { base: 0, tva: 0, ttc: 0 });
}

/** '19 %', '7 %', '13,5 %'; 'non renseigné' for no rate. */
export function formatTaxRate(taux: TaxRate | null): string {
  if (taux === null) return 'non renseigné';
  return `${(taux / 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 }).replace(/\u202f|\u00a0/g, ' ')} %`;
}

/** The rates the owner set: a product's own first, else its category's, else none. */
export interface TaxRates {
  categories: Record<string, TaxRate>;
  produits: Record<string, TaxRate>;
}

export function rateOf(rates: TaxRates, product: { id: number | null; category_id: number | null }): TaxRate | null {
  if (product.id !== null && rates.produits[String(product.id)] !== undefined) return rates.produits[String(product.id)]!;
  if (product.category_id !== null && rates.categories[String(product.category_id)] !== undefined) return rates.categories[String(product.category_id)]!;
  return null;
}

/** An order as stored: its lines (price, offers' share), its voucher and its total; the fee is what the lines do not explain. */
export interface TaxedOrder {
  total_ttc: Millimes;
  montant_remise: Millimes;
  items: readonly { total_price: Millimes; remise: Millimes; taux: TaxRate | null }[];
}

/** The input of `splitOrderTax` for a stored order: the delivery share is the total less the lines after the voucher, so the parts add up to total_ttc. */
export function taxInputOfOrder(order: TaxedOrder): TaxInput {
  const lines = order.items.map((i) => ({ ttc: i.total_price - i.remise, taux: i.taux }));
  const linesTotal = lines.reduce((s, l) => s + l.ttc, 0);
  let discount = Math.min(order.montant_remise, linesTotal);
  let delivery = order.total_ttc - (linesTotal - discount);
  if (delivery < 0) {
    discount = Math.min(linesTotal, discount - delivery);
    delivery = 0;
  }
  return { lines, delivery, discount };
}

/** What an order stores when placed (orders.tva): its parts, and each line's rate by order_items.id. */
export interface OrderTax {
  parts: TaxPart[];
  lignes: { item_id: number; taux: TaxRate | null }[];
}
