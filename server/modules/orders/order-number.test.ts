import { describe, expect, it } from 'vitest';
import { ORDER_NUMBER_PATTERN, generateOrderNumber } from './order-number';

describe('generateOrderNumber', () => {
  it('reads SK-XXXXX-XXXXX in Crockford base32, without I, L, O or U', () => {
    for (let i = 0; i < 200; i += 1) {
      const numero = generateOrderNumber();
      expect(numero).toMatch(ORDER_NUMBER_PATTERN);
      expect(numero.slice(3)).not.toMatch(/[ILOU]/);
    }
  });

  it('carries 50 random bits: no repeat in 20,000 draws and every character used', () => {
    const seen = new Set<string>();
    const chars = new Set<string>();
    for (let i = 0; i < 20_000; i += 1) {
      const numero = generateOrderNumber();
      seen.add(numero);
      for (const c of numero.slice(3).replace('-', '')) chars.add(c);
    }
    expect(seen.size).toBe(20_000);
    expect(chars.size).toBe(32);
  });
});
