/**
 * Property tests of the TVA split (core/tax.ts) with fast-check: for any cart, discount, delivery fee and refund,
 * the parts add up to the total to the millime, each part's base and TVA add up to its TTC, and the TVA is the
 * rate's exact share rounded once (at most half a millime away).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitAmount, splitOrderTax, taxInputOfOrder, taxTotals, vatOf, type TaxPart } from './tax';

const rate = fc.constantFrom(null, 0, 700, 1300, 1900, 1250);
const line = fc.record({ ttc: fc.integer({ min: 0, max: 500_000 }), taux: rate });
const cart = fc
  .record({
    lines: fc.array(line, { minLength: 1, maxLength: 12 }),
    delivery: fc.integer({ min: 0, max: 20_000 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ lines, delivery, discountShare }) => {
    const linesTotal = lines.reduce((s, l) => s + l.ttc, 0);
    return { lines, delivery, discount: Math.floor(linesTotal * discountShare) };
  });

function expectCoherent(parts: TaxPart[], total: number) {
  expect(taxTotals(parts).ttc).toBe(total);
  for (const p of parts) {
    expect(p.base + p.tva).toBe(p.ttc);
    if (p.taux) expect(Math.abs(p.tva - (p.ttc * p.taux) / (10_000 + p.taux))).toBeLessThanOrEqual(0.5);
    else expect(p.tva).toBe(0);
  }
  expect(new Set(parts.map((p) => p.taux)).size).toBe(parts.length);
}

describe('splitOrderTax (property)', () => {
  it('adds up to lines − discount + delivery, to the millime, for any cart', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const total = input.lines.reduce((s, l) => s + l.ttc, 0) - input.discount + input.delivery;
        expectCoherent(splitOrderTax(input), total);
      }),
      { numRuns: 500 },
    );
  });

  it('splits any refund of an order over its rates so that refund and rest add up', () => {
    fc.assert(
      fc.property(cart, fc.double({ min: 0, max: 1, noNaN: true }), (input, share) => {
        const parts = splitOrderTax(input);
        const total = taxTotals(parts).ttc;
        const refund = Math.floor(total * share);
        const refunded = splitAmount(refund, parts);
        expectCoherent(refunded, refund);
        for (const r of refunded) expect(r.ttc).toBeLessThanOrEqual(parts.find((p) => p.taux === r.taux)!.ttc);
      }),
      { numRuns: 500 },
    );
  });

  it('reads a stored order (lines, their offers, the voucher, the total) back to parts adding up to its total', () => {
    const item = fc
      .record({ total_price: fc.integer({ min: 0, max: 300_000 }), share: fc.double({ min: 0, max: 1, noNaN: true }), taux: rate })
      .map(({ total_price, share, taux }) => ({ total_price, remise: Math.floor(total_price * share), taux }));
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 15_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (items, fee, voucher) => {
          const net = items.reduce((s, i) => s + i.total_price - i.remise, 0);
          const montant_remise = Math.min(voucher, net);
          const total_ttc = net - montant_remise + fee;
          expectCoherent(splitOrderTax(taxInputOfOrder({ total_ttc, montant_remise, items })), total_ttc);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('splitOrderTax (hand-computed)', () => {
  it('spreads the voucher and the delivery fee in proportion to the lines', () => {
    // 30.000 at 7 % and 10.000 at 19 %, a 4.000 voucher, a 6.000 fee:
    // voucher 3.000 / 1.000 → 27.000 / 9.000; fee 4.500 / 1.500 → 31.500 / 10.500
    const parts = splitOrderTax({
      lines: [
        { ttc: 30_000, taux: 700 },
        { ttc: 10_000, taux: 1900 },
      ],
      discount: 4_000,
      delivery: 6_000,
    });
    expect(parts).toEqual([
      { taux: 700, ttc: 31_500, tva: 2_061, base: 29_439 },
      { taux: 1900, ttc: 10_500, tva: 1_676, base: 8_824 },
    ]);
  });

  it('rounds half up once per rate', () => {
    expect(vatOf(107, 700)).toBe(7);
    expect(vatOf(1_000, 1900)).toBe(160); // 159.66…
    expect(vatOf(-1_000, 1900)).toBe(-160);
  });

  it('keeps lines with no rate apart, last', () => {
    expect(
      splitOrderTax({
        lines: [
          { ttc: 5_000, taux: null },
          { ttc: 5_000, taux: 700 },
        ],
        discount: 0,
        delivery: 0,
      }).map((p) => p.taux),
    ).toEqual([700, null]);
  });
});
