import { describe, expect, it } from 'vitest';
import { daysLabel, isDishOnMenuAt, menuHoursBadge, nextMenuChange, normaliseMenuHours, offMenuLines } from './menu-hours';
import { isOnMenuAt } from './slots';

/** Tunis is UTC+1 all year (no DST); 2026-11-23 is a Monday. */
const at = (iso: string) => new Date(iso);
const dinner = { services_disponibles: ['soir'] };
const lunch = { services_disponibles: ['midi'] };
const weekend = { jours_disponibles: ['samedi', 'dimanche'] };

describe('the menu at a moment (Africa/Tunis)', () => {
  it('turns from lunch to dinner at 17:00 in Tunis, whatever the UTC clock says', () => {
    expect(isOnMenuAt(dinner, at('2026-11-23T16:59:00+01:00'))).toBe(false);
    expect(isOnMenuAt(dinner, at('2026-11-23T17:00:00+01:00'))).toBe(true);
    expect(isOnMenuAt(lunch, at('2026-11-23T16:59:59+01:00'))).toBe(true);
    expect(isOnMenuAt(lunch, at('2026-11-23T17:00:00+01:00'))).toBe(false);
    // 16:30 UTC is already 17:30 in Tunis: dinner.
    expect(isOnMenuAt(dinner, at('2026-11-23T16:30:00Z'))).toBe(true);
    expect(isOnMenuAt(lunch, at('2026-11-23T16:30:00Z'))).toBe(false);
  });

  it('reads the weekday on the restaurant clock: Saturday starts at 00:00 Tunis, 23:00 UTC on Friday', () => {
    expect(isOnMenuAt(weekend, at('2026-11-27T23:59:00+01:00'))).toBe(false);
    expect(isOnMenuAt(weekend, at('2026-11-27T23:00:00Z'))).toBe(true);
    expect(isOnMenuAt(weekend, at('2026-11-29T23:59:00+01:00'))).toBe(true);
    expect(isOnMenuAt(weekend, at('2026-11-30T00:00:00+01:00'))).toBe(false);
  });

  it('needs both the dish and its category on the menu; no limit means always', () => {
    const monday = at('2026-11-23T20:00:00+01:00');
    expect(isDishOnMenuAt({}, dinner, monday)).toBe(true);
    expect(isDishOnMenuAt(lunch, dinner, monday)).toBe(false);
    expect(isDishOnMenuAt({}, weekend, monday)).toBe(false);
    expect(isDishOnMenuAt({ services_disponibles: [], jours_disponibles: [] }, null, monday)).toBe(true);
  });
});

describe('nextMenuChange', () => {
  it('is the next 17:00 during lunch and the next midnight during dinner, in Tunis time', () => {
    expect(nextMenuChange(at('2026-11-23T12:30:00+01:00')).toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(nextMenuChange(at('2026-11-23T16:59:59+01:00')).toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(nextMenuChange(at('2026-11-23T17:00:00+01:00')).toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(nextMenuChange(at('2026-11-23T23:30:00+01:00')).toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(nextMenuChange(at('2026-11-24T00:00:00+01:00')).toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });
});

describe('the back-office badge', () => {
  it('names one service, the days as a range or a list, and nothing for an unlimited row', () => {
    expect(menuHoursBadge(lunch)).toBe('Midi seulement');
    expect(menuHoursBadge(dinner)).toBe('Soir seulement');
    expect(menuHoursBadge(weekend)).toBe('Sam–Dim');
    expect(menuHoursBadge({ services_disponibles: ['soir'], jours_disponibles: ['vendredi', 'lundi', 'mardi', 'mercredi', 'jeudi'] })).toBe('Soir · Lun–Ven');
    expect(menuHoursBadge({ jours_disponibles: ['lundi', 'mercredi', 'vendredi'] })).toBe('Lun, Mer, Ven');
    expect(menuHoursBadge({ jours_disponibles: ['mardi'] })).toBe('Mar');
    expect(menuHoursBadge({})).toBeNull();
    expect(menuHoursBadge({ services_disponibles: ['midi', 'soir'] })).toBeNull();
    expect(daysLabel(['dimanche', 'lundi'])).toBe('Lun, Dim');
  });

  it('reads every value ticked as no limit and drops unknown ones', () => {
    expect(normaliseMenuHours({ services_disponibles: ['soir', 'midi'], jours_disponibles: ['dimanche', 'samedi', 'samedi', 'x'] })).toEqual({
      services_disponibles: [],
      jours_disponibles: ['samedi', 'dimanche'],
    });
  });
});

describe('offMenuLines', () => {
  it('lists the lines whose dish or category is not served at the moment, leaving unknown dishes alone', () => {
    const catalog = {
      categories: [
        { id: 1, services_disponibles: ['soir'] },
        { id: 2, services_disponibles: [] },
      ],
      produits: [
        { id: 10, category_id: 1 },
        { id: 20, category_id: 2, jours_disponibles: ['samedi', 'dimanche'] },
        { id: 30, category_id: 2 },
      ],
    };
    const lines = [10, 20, 30, 99].map((id) => ({ product: { id } }));
    expect(offMenuLines(lines, catalog, at('2026-11-23T12:30:00+01:00')).map((l) => l.product.id)).toEqual([10, 20]);
    expect(offMenuLines(lines, catalog, at('2026-11-28T19:30:00+01:00')).map((l) => l.product.id)).toEqual([]);
  });
});
