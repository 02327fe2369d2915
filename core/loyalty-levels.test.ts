import { describe, expect, it } from 'vitest';
import { vipLevelForSpending, vipProgress, vipRemainingText } from './loyalty-levels';

const levels = [
  { id: 4, level_name: 'Or', min_spent: 800_000, points_multiplier: 1.5 },
  { id: 1, level_name: 'Standard', min_spent: 0, points_multiplier: 1 },
  { id: 3, level_name: 'Argent', min_spent: 300_000, points_multiplier: 1.25 },
  { id: 2, level_name: 'Bronze', min_spent: 100_000, points_multiplier: 1.1 },
];

describe('vipLevelForSpending', () => {
  it('is the highest level whose threshold is reached, thresholds included', () => {
    expect(vipLevelForSpending(levels, 0)?.level_name).toBe('Standard');
    expect(vipLevelForSpending(levels, 99_999)?.level_name).toBe('Standard');
    expect(vipLevelForSpending(levels, 100_000)?.level_name).toBe('Bronze');
    expect(vipLevelForSpending(levels, 799_999)?.level_name).toBe('Argent');
    expect(vipLevelForSpending(levels, 5_000_000)?.level_name).toBe('Or');
  });
  it('is none (Aucun) when no threshold is reached', () => {
    expect(
      vipLevelForSpending(
        levels.filter((l) => l.min_spent > 0),
        50_000,
      ),
    ).toBeNull();
    expect(vipLevelForSpending([], 50_000)).toBeNull();
  });
});

describe('vipProgress', () => {
  it('tells what is left to the next level', () => {
    const p = vipProgress(levels, 715_000);
    expect(p.current?.level_name).toBe('Argent');
    expect(p.next?.level_name).toBe('Or');
    expect(p.remaining).toBe(85_000);
    expect(p.percent).toBe(83);
    expect(vipRemainingText(p)).toBe('encore 85.000 TND pour Or');
  });
  it('has nothing left at the top level', () => {
    const p = vipProgress(levels, 900_000);
    expect(p).toMatchObject({ next: null, remaining: 0, percent: 100 });
    expect(vipRemainingText(p)).toBeNull();
  });
});
