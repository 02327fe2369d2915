import { describe, expect, it } from 'vitest';
import { VoucherExchangeInput } from './voucher';
import { issuesOf } from '../testing/issues';

describe('VoucherExchangeInput', () => {
  it('accepts a positive integer', () => {
    expect(VoucherExchangeInput.parse({ points: 150 })).toEqual({ points: 150 });
  });

  it.each([0, -5, 100.5, '100', null, undefined])("refuses %j with 'Conditions d'échange non remplies'", (points) => {
    expect(issuesOf(VoucherExchangeInput, { points })).toEqual({ points: ["Conditions d'échange non remplies"] });
  });
});
