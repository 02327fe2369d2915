import { describe, expect, it } from 'vitest';
import { compareWithLastWeek, dayStart, isIsoDay, resolvePeriod, spanDays, todayWindows, waitingMinutes } from './dashboard';

describe('dashboard calendar', () => {
  it('reads real days only', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-3-1')).toBe(false);
    expect(spanDays('2026-03-01', '2026-03-01')).toBe(1);
    expect(spanDays('2025-01-01', '2025-12-31')).toBe(365);
  });

  it('starts a restaurant day at midnight in Tunis (23:00 UTC the day before)', () => {
    expect(dayStart('2026-03-11').toISOString()).toBe('2026-03-10T23:00:00.000Z');
  });

  it('resolves presets ending today, on the restaurant calendar even just after midnight', () => {
    const justAfterMidnight = new Date('2026-03-10T23:30:00Z'); // 00:30 on the 11th in Tunis
    expect(resolvePeriod({ period: 'today' }, justAfterMidnight)).toMatchObject({ from: '2026-03-11', to: '2026-03-11' });
    const week = resolvePeriod({ period: '7d' }, justAfterMidnight);
    expect(week).toMatchObject({ from: '2026-03-05', to: '2026-03-11' });
    expect(week.startsAt.toISOString()).toBe('2026-03-04T23:00:00.000Z');
    expect(week.endsAt.toISOString()).toBe('2026-03-11T23:00:00.000Z');
    expect(resolvePeriod({ period: '30d' }, justAfterMidnight).from).toBe('2026-02-10');
    expect(resolvePeriod({ period: 'custom', from: '2026-01-01', to: '2026-01-02' }, justAfterMidnight)).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-02',
    });
  });

  it('compares today up to now with the same weekday last week up to the same time', () => {
    const w = todayWindows(new Date('2026-03-11T11:00:00Z'));
    expect(w.lastWeekDay).toBe('2026-03-04');
    expect(w.lastWeek.startsAt.toISOString()).toBe('2026-03-03T23:00:00.000Z');
    expect(w.lastWeek.endsAt.toISOString()).toBe('2026-03-04T11:00:00.000Z');
  });

  it('says in French how a figure moved', () => {
    expect(compareWithLastWeek(12, 10)).toEqual({ direction: 'up', percent: 20, text: 'En hausse de 20 % par rapport à la semaine dernière' });
    expect(compareWithLastWeek(5, 10)).toEqual({ direction: 'down', percent: 50, text: 'En baisse de 50 % par rapport à la semaine dernière' });
    expect(compareWithLastWeek(3, 3).text).toBe('Stable par rapport à la semaine dernière');
    expect(compareWithLastWeek(3, 0)).toEqual({ direction: 'up', percent: null, text: 'En hausse (aucune la semaine dernière)' });
  });

  it('counts whole minutes of waiting', () => {
    expect(waitingMinutes('2026-03-11T10:00:00Z', new Date('2026-03-11T10:07:59Z'))).toBe(7);
  });
});
