import { describe, expect, it } from 'vitest';
import { formatDayFirst, parseDayFirst } from './day-first-date';

describe('day-first dates of the back-office', () => {
  it('shows ISO dates day first, with the time when asked', () => {
    expect(formatDayFirst('2026-11-26')).toBe('26/11/2026');
    expect(formatDayFirst('2026-11-26T19:30')).toBe('26/11/2026');
    expect(formatDayFirst('2026-11-26T19:30', { withTime: true })).toBe('26/11/2026 19:30');
    expect(formatDayFirst('')).toBe('');
  });

  it('reads what is typed day first, refuses month-first or impossible dates', () => {
    expect(parseDayFirst('26/11/2026')).toBe('2026-11-26');
    expect(parseDayFirst(' 2/3/2027 ')).toBe('2027-03-02');
    expect(parseDayFirst('26-11-2026')).toBe('2026-11-26');
    expect(parseDayFirst('11/26/2026')).toBeNull();
    expect(parseDayFirst('31/02/2026')).toBeNull();
    expect(parseDayFirst('2026-11-26')).toBeNull();
    expect(parseDayFirst('26/11/2026 19:30')).toBeNull();
    expect(parseDayFirst('26/11/2026 19:30', { withTime: true })).toBe('2026-11-26T19:30');
    expect(parseDayFirst('26/11/2026 7h05', { withTime: true })).toBe('2026-11-26T07:05');
    expect(parseDayFirst('26/11/2026 24:00', { withTime: true })).toBeNull();
    expect(parseDayFirst('26/11/2026', { withTime: true })).toBeNull();
  });
});
