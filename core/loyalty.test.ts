import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MIN_REDEMPTION_POINTS,
  DEFAULT_POINTS_VALUE,
  MISSION_RESET_PERIODS,
  VOUCHER_STATUS_LABELS,
  WELCOME_BONUS_POINTS,
  checkVoucherExchange,
  missionProgressPercent,
  missionState,
  pointsForOrder,
  voucherRefusal,
  voucherStatus,
  voucherValue,
} from './loyalty';

describe('constants', () => {
  it('has the spec values', () => {
    expect(WELCOME_BONUS_POINTS).toBe(100);
    expect(DEFAULT_MIN_REDEMPTION_POINTS).toBe(100);
    expect(DEFAULT_POINTS_VALUE).toBe(10);
    expect(MISSION_RESET_PERIODS).toEqual(['daily', 'weekly', 'monthly', 'none']);
  });
});

describe('pointsForOrder', () => {
  it('is floor(total TND × points per TND × multiplier)', () => {
    expect(pointsForOrder(45500, 1, 1)).toBe(45);
    expect(pointsForOrder(45999, 1)).toBe(45);
    expect(pointsForOrder(46000, 1)).toBe(46);
    expect(pointsForOrder(45500, 2, 1)).toBe(91);
    expect(pointsForOrder(45500, 1, 1.5)).toBe(68);
    expect(pointsForOrder(10000, 0.5, 2)).toBe(10);
  });

  it('has no floating-point error on decimal rates', () => {
    // 0.1 × 3 × 10 would be 2.9999999999999996 in floats
    expect(pointsForOrder(10000, 0.1, 3)).toBe(3);
    expect(pointsForOrder(3000, 1.1, 1)).toBe(3);
    expect(pointsForOrder(100000, 1.15, 1.2)).toBe(138);
    expect(pointsForOrder(1000, 0.7, 10)).toBe(7);
  });

  it('gives 0 for zero or negative totals and zero rates', () => {
    expect(pointsForOrder(0, 1, 1)).toBe(0);
    expect(pointsForOrder(-5000, 1, 1)).toBe(0);
    expect(pointsForOrder(5000, 0, 1)).toBe(0);
    expect(pointsForOrder(5000, 1, 0)).toBe(0);
    expect(pointsForOrder(999, 1, 1)).toBe(0);
  });

  it('handles tiny rates written in exponent notation', () => {
    expect(pointsForOrder(1000, 1e-7, 1)).toBe(0);
  });

  it('refuses invalid inputs', () => {
    expect(() => pointsForOrder(1.5, 1, 1)).toThrow(RangeError);
    expect(() => pointsForOrder(1000, -1, 1)).toThrow(RangeError);
    expect(() => pointsForOrder(1000, Number.NaN, 1)).toThrow(RangeError);
    expect(() => pointsForOrder(1000, 1, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('voucherValue', () => {
  it('is points × the value of a point (0.01 TND by default)', () => {
    expect(voucherValue(100)).toBe(1000);
    expect(voucherValue(250, 20)).toBe(5000);
    expect(voucherValue(0)).toBe(0);
  });

  it('refuses fractional points', () => {
    expect(() => voucherValue(1.5)).toThrow();
  });
});

describe('checkVoucherExchange', () => {
  it('accepts an integer between the minimum and the balance, both inclusive', () => {
    expect(checkVoucherExchange({ points: 100, balance: 100 })).toEqual({ ok: true });
    expect(checkVoucherExchange({ points: 150, balance: 300 })).toEqual({ ok: true });
    expect(checkVoucherExchange({ points: 200, minimum: 200, balance: 300 })).toEqual({ ok: true });
  });

  it('names the minimum', () => {
    expect(checkVoucherExchange({ points: 99, balance: 500 })).toEqual({ ok: false, message: 'Minimum 100 points requis' });
    expect(checkVoucherExchange({ points: 199, minimum: 200, balance: 500 })).toEqual({ ok: false, message: 'Minimum 200 points requis' });
  });

  it('refuses more than the balance', () => {
    expect(checkVoucherExchange({ points: 101, balance: 100 })).toEqual({ ok: false, message: 'Solde insuffisant' });
  });

  it.each([100.5, Number.NaN, 0, -100, Number.POSITIVE_INFINITY])('refuses %s as not meeting the conditions', (points) => {
    expect(checkVoucherExchange({ points, balance: 1000 })).toEqual({ ok: false, message: "Conditions d'échange non remplies" });
  });
});

describe('missionState', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const base = { is_completed: false, reward_claimed: false, expires_at: null };

  it('is active while not completed and not expired', () => {
    expect(missionState(base, now)).toBe('active');
    expect(missionState({ ...base, expires_at: '2025-06-02T00:00:00Z' }, now)).toBe('active');
  });

  it('is expired once expires_at has passed (or is now)', () => {
    expect(missionState({ ...base, expires_at: '2025-06-01T11:59:59Z' }, now)).toBe('expired');
    expect(missionState({ ...base, expires_at: new Date(now) }, now)).toBe('expired');
  });

  it('is completed with the reward waiting, even past the deadline', () => {
    expect(missionState({ ...base, is_completed: true }, now)).toBe('completed');
    expect(missionState({ ...base, is_completed: true, expires_at: '2025-01-01T00:00:00Z' }, now)).toBe('completed');
  });

  it('is claimed once the reward is taken', () => {
    expect(missionState({ ...base, is_completed: true, reward_claimed: true }, now)).toBe('claimed');
  });
});

describe('missionProgressPercent', () => {
  it.each([
    [0, 5, 0],
    [2, 5, 40],
    [1, 3, 33],
    [5, 5, 100],
    [7, 5, 100],
    [-1, 5, 0],
    [3, 0, 0],
  ])('%s of %s -> %s%%', (current, target, expected) => {
    expect(missionProgressPercent(current, target)).toBe(expected);
  });
});

describe('voucherStatus', () => {
  const now = new Date('2025-06-01T12:00:00Z');

  it('keeps used and expired', () => {
    expect(voucherStatus({ status: 'used', expires_at: null }, now)).toBe('used');
    expect(voucherStatus({ status: 'expired', expires_at: '2030-01-01' }, now)).toBe('expired');
  });

  it('reads an active voucher past its date as expired', () => {
    expect(voucherStatus({ status: 'active', expires_at: '2025-05-31T00:00:00Z' }, now)).toBe('expired');
    expect(voucherStatus({ status: 'active', expires_at: '2025-06-30T00:00:00Z' }, now)).toBe('active');
    expect(voucherStatus({ status: 'active', expires_at: null }, now)).toBe('active');
  });

  it('treats an unknown status as unusable', () => {
    expect(voucherStatus({ status: 'weird', expires_at: null }, now)).toBe('expired');
  });

  it('has French labels', () => {
    expect(VOUCHER_STATUS_LABELS).toEqual({ active: 'Actif', used: 'Utilisé', expired: 'Expiré' });
  });
});

describe('vouchers at checkout', () => {
  it('caps the discount at the subtotal', async () => {
    const { voucherDiscount, voucherExpiry, normalizeVoucherCode, VOUCHER_MESSAGES } = await import('./loyalty');
    expect(voucherDiscount(5000, 30_000)).toBe(5000);
    expect(voucherDiscount(50_000, 30_000)).toBe(30_000);
    expect(voucherExpiry(new Date('2025-01-01T00:00:00Z'), 90)).toEqual(new Date('2025-04-01T00:00:00Z'));
    expect(normalizeVoucherCode(' sushi-ab cd ')).toBe('SUSHI-ABCD');
    expect(VOUCHER_MESSAGES.created('SUSHI-X')).toBe("Bon d'achat SUSHI-X créé avec succès!");
  });
});

describe('voucherRefusal', () => {
  const now = new Date('2025-06-01T12:00:00Z');

  it('accepts an active voucher of the customer, not held by another order', () => {
    expect(voucherRefusal({ status: 'active', expires_at: '2025-06-30T00:00:00Z', held: false }, now)).toBeNull();
    expect(voucherRefusal({ status: 'active', expires_at: null }, now)).toBeNull();
  });

  it('names why a code cannot pay', () => {
    expect(voucherRefusal(undefined, now)).toBe('VOUCHER_UNKNOWN');
    expect(voucherRefusal({ status: 'active', expires_at: '2025-05-31T00:00:00Z' }, now)).toBe('VOUCHER_EXPIRED');
    expect(voucherRefusal({ status: 'expired', expires_at: null }, now)).toBe('VOUCHER_EXPIRED');
    expect(voucherRefusal({ status: 'used', expires_at: null }, now)).toBe('VOUCHER_NOT_USABLE');
    expect(voucherRefusal({ status: 'active', expires_at: null, held: true }, now)).toBe('VOUCHER_NOT_USABLE');
  });
});
