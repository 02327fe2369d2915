import { describe, expect, it } from 'vitest';
import { advanceMission, isCloseToCompletion, missionIncrement, missionPeriod, missionRunning } from './loyalty-missions';

const delivered = (total: number) => ({ kind: 'order_delivered' as const, total });

describe('missionIncrement', () => {
  it('counts delivered orders for order_count and first_order', () => {
    expect(missionIncrement({ mission_type: 'order_count', conditions: {} }, delivered(5000))).toBe(1);
    expect(missionIncrement({ mission_type: 'first_order', conditions: {} }, delivered(5000))).toBe(1);
    expect(missionIncrement({ mission_type: 'order_count', conditions: {} }, { kind: 'review', rating: 5 })).toBe(0);
  });
  it('counts an order from conditions.min_amount, inclusive', () => {
    const m = { mission_type: 'order_amount' as const, conditions: { min_amount: 80_000 } };
    expect(missionIncrement(m, delivered(79_999))).toBe(0);
    expect(missionIncrement(m, delivered(80_000))).toBe(1);
  });
  it('counts a review rated at least conditions.min_rating', () => {
    const m = { mission_type: 'review' as const, conditions: { min_rating: 4 } };
    expect(missionIncrement(m, { kind: 'review', rating: 3 })).toBe(0);
    expect(missionIncrement(m, { kind: 'review', rating: 4 })).toBe(1);
    expect(missionIncrement(m, delivered(100_000))).toBe(0);
  });
  it('adds whole TND spent for amount_spent', () => {
    expect(missionIncrement({ mission_type: 'amount_spent', conditions: {} }, delivered(45_999))).toBe(45);
  });
});

describe('missionPeriod (Africa/Tunis, UTC+1)', () => {
  it('keeps one-off missions in one period', () => {
    expect(missionPeriod('none', new Date('2025-06-14T10:00:00Z'))).toEqual({ key: 'none', endsAt: null });
  });
  it('cuts days at local midnight', () => {
    // 23:30 UTC on the 14th is 00:30 on the 15th in Tunis
    expect(missionPeriod('daily', new Date('2025-06-14T23:30:00Z'))).toEqual({ key: '2025-06-15', endsAt: new Date('2025-06-15T23:00:00Z') });
    expect(missionPeriod('daily', new Date('2025-06-14T22:59:00Z')).key).toBe('2025-06-14');
  });
  it('uses ISO weeks ending on Sunday night', () => {
    // Saturday 14 June 2025 is in week 24; it ends Monday 16 June 00:00 Tunis
    expect(missionPeriod('weekly', new Date('2025-06-14T10:00:00Z'))).toEqual({ key: '2025-W24', endsAt: new Date('2025-06-15T23:00:00Z') });
    expect(missionPeriod('weekly', new Date('2024-12-30T10:00:00Z')).key).toBe('2025-W01');
  });
  it('uses calendar months, December rolling into the next year', () => {
    expect(missionPeriod('monthly', new Date('2025-06-30T23:30:00Z'))).toEqual({ key: '2025-07', endsAt: new Date('2025-07-31T23:00:00Z') });
    expect(missionPeriod('monthly', new Date('2025-12-10T10:00:00Z')).endsAt).toEqual(new Date('2025-12-31T23:00:00Z'));
  });
});

describe('missionRunning', () => {
  const now = new Date('2025-06-14T10:00:00Z');
  it('needs the active flag and the window', () => {
    expect(missionRunning({ actif: true, starts_at: null, ends_at: null }, now)).toBe(true);
    expect(missionRunning({ actif: false, starts_at: null, ends_at: null }, now)).toBe(false);
    expect(missionRunning({ actif: true, starts_at: '2025-06-15T00:00:00Z', ends_at: null }, now)).toBe(false);
    expect(missionRunning({ actif: true, starts_at: null, ends_at: '2025-06-14T10:00:00Z' }, now)).toBe(false);
  });
});

describe('advanceMission', () => {
  it('caps at the target and completes there', () => {
    expect(advanceMission(1, 1, 3)).toEqual({ progress: 2, completed: false });
    expect(advanceMission(2, 5, 3)).toEqual({ progress: 3, completed: true });
  });
  it('flags customers from half the target as close', () => {
    expect(isCloseToCompletion(1, 3)).toBe(false);
    expect(isCloseToCompletion(2, 3)).toBe(true);
    expect(isCloseToCompletion(3, 3)).toBe(false);
  });
});
