import { describe, expect, it } from 'vitest';
import { isE2eRunDue, nextE2eRun } from './e2e-schedule';

// Africa/Tunis is UTC+1 all year.
const at = (iso: string) => new Date(iso);
const interval = (minutes: number) => ({ schedule_enabled: true, schedule_minutes: minutes, schedule_time: null });
const daily = (time: string) => ({ schedule_enabled: true, schedule_minutes: null, schedule_time: time });

describe('nextE2eRun', () => {
  it('is null when the schedule is off', () => {
    expect(nextE2eRun({ schedule_enabled: false, schedule_minutes: 30, schedule_time: null }, null, at('2026-03-02T10:00:00Z'))).toBeNull();
  });

  it('runs an interval at once the first time, then every N minutes after the last run', () => {
    const now = at('2026-03-02T10:00:00Z');
    expect(nextE2eRun(interval(30), null, now)).toEqual(now);
    expect(nextE2eRun(interval(30), at('2026-03-02T09:45:00Z'), now)).toEqual(at('2026-03-02T10:15:00Z'));
    expect(isE2eRunDue(interval(30), at('2026-03-02T09:45:00Z'), now)).toBe(false);
    // Overdue (the server was down): now.
    expect(nextE2eRun(interval(30), at('2026-03-02T08:00:00Z'), now)).toEqual(now);
    expect(isE2eRunDue(interval(30), at('2026-03-02T08:00:00Z'), now)).toBe(true);
  });

  it('runs a daily schedule at HH:MM on the restaurant clock, once', () => {
    // 07:00 in Tunis is 06:00 UTC.
    expect(nextE2eRun(daily('07:00'), null, at('2026-03-02T05:00:00Z'))).toEqual(at('2026-03-02T06:00:00Z'));
    expect(isE2eRunDue(daily('07:00'), null, at('2026-03-02T06:00:00Z'))).toBe(true);
    expect(isE2eRunDue(daily('07:00'), null, at('2026-03-02T06:10:00Z'))).toBe(true);
    // Played today: tomorrow.
    expect(nextE2eRun(daily('07:00'), at('2026-03-02T06:00:05Z'), at('2026-03-02T06:10:00Z'))).toEqual(at('2026-03-03T06:00:00Z'));
    // Missed by more than the grace: tomorrow, not late.
    expect(nextE2eRun(daily('07:00'), null, at('2026-03-02T09:00:00Z'))).toEqual(at('2026-03-03T06:00:00Z'));
  });

  it('knows the restaurant day: 00:30 in Tunis is still the previous day in UTC', () => {
    // 2026-03-02 23:50 UTC is 00:50 on the 3rd in Tunis: the 00:30 slot of the 3rd has just passed.
    expect(nextE2eRun(daily('00:30'), null, at('2026-03-02T23:50:00Z'))).toEqual(at('2026-03-02T23:50:00Z'));
    expect(nextE2eRun(daily('00:30'), at('2026-03-02T23:30:10Z'), at('2026-03-02T23:50:00Z'))).toEqual(at('2026-03-03T23:30:00Z'));
  });
});
