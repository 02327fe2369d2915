import { describe, expect, it } from 'vitest';
import type { HorairesReguliers } from './catalog';
import { SOLD_OUT_MESSAGES, isSoldOut, soldOutEnd, soldOutUntilText, tonightClosing } from './sold-out';

const day = (ouvert: boolean, ouverture = '11:00', fermeture = '23:00') => ({ ouvert, ouverture, fermeture });
// Tuesday closes past midnight (01:30); Monday is closed.
const horaires: HorairesReguliers = {
  lundi: day(false),
  mardi: day(true, '18:00', '01:30'),
  mercredi: day(true),
  jeudi: day(true),
  vendredi: day(true),
  samedi: day(true),
  dimanche: day(true),
};

describe('isSoldOut', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('is off without the mark', () => {
    expect(isSoldOut({ rupture: false, rupture_jusqu_a: null }, now)).toBe(false);
    expect(isSoldOut({ rupture: false, rupture_jusqu_a: '2026-12-01T00:00:00Z' }, now)).toBe(false);
  });
  it('holds until further notice without an end', () => {
    expect(isSoldOut({ rupture: true, rupture_jusqu_a: null }, now)).toBe(true);
  });
  it('lifts itself when the end has passed', () => {
    expect(isSoldOut({ rupture: true, rupture_jusqu_a: new Date('2026-11-24T12:00:01Z') }, now)).toBe(true);
    expect(isSoldOut({ rupture: true, rupture_jusqu_a: new Date('2026-11-24T12:00:00Z') }, now)).toBe(false);
    expect(isSoldOut({ rupture: true, rupture_jusqu_a: '2026-11-23T12:00:00Z' }, now)).toBe(false);
  });
});

describe('tonightClosing (Africa/Tunis is UTC+1)', () => {
  it('is the end of today’s service', () => {
    // Wednesday 25 Nov 2026, 14:00 in Tunis -> 23:00 Tunis = 22:00 UTC
    expect(tonightClosing(horaires, new Date('2026-11-25T13:00:00Z')).toISOString()).toBe('2026-11-25T22:00:00.000Z');
  });
  it('runs past midnight when closing is before opening', () => {
    // Tuesday 24 Nov, 20:00 Tunis -> Wednesday 01:30 Tunis = 00:30 UTC
    expect(tonightClosing(horaires, new Date('2026-11-24T19:00:00Z')).toISOString()).toBe('2026-11-25T00:30:00.000Z');
  });
  it('after midnight, is the end of last night’s service still running', () => {
    // Wednesday 00:45 Tunis, Tuesday's service runs to 01:30
    expect(tonightClosing(horaires, new Date('2026-11-24T23:45:00Z')).toISOString()).toBe('2026-11-25T00:30:00.000Z');
  });
  it('at lunch on a day of two services, is the end of dinner', () => {
    const twoServices = { ...horaires, mercredi: { ouvert: true, ouverture: '12:00', fermeture: '15:00', ouverture_2: '19:00', fermeture_2: '23:30' } };
    // Wednesday 13:00 Tunis -> 23:30 Tunis = 22:30 UTC; also between the services.
    expect(tonightClosing(twoServices, new Date('2026-11-25T12:00:00Z')).toISOString()).toBe('2026-11-25T22:30:00.000Z');
    expect(tonightClosing(twoServices, new Date('2026-11-25T15:00:00Z')).toISOString()).toBe('2026-11-25T22:30:00.000Z');
  });
  it('is the coming midnight on a closed day or after closing', () => {
    // Monday 23 Nov, 12:00 Tunis: closed -> Tuesday 00:00 Tunis
    expect(tonightClosing(horaires, new Date('2026-11-23T11:00:00Z')).toISOString()).toBe('2026-11-23T23:00:00.000Z');
    // Wednesday 23:30 Tunis, after closing -> Thursday 00:00 Tunis
    expect(tonightClosing(horaires, new Date('2026-11-25T22:30:00Z')).toISOString()).toBe('2026-11-25T23:00:00.000Z');
  });
});

describe('soldOutUntilText (Africa/Tunis is UTC+1)', () => {
  // Wednesday 25 Nov 2026, 14:00 in Tunis
  const now = new Date('2026-11-25T13:00:00Z');
  it('says the time tonight, midnight as minuit, tomorrow and later with the day', () => {
    expect(soldOutUntilText('2026-11-25T22:00:00Z', now)).toBe('jusqu’à 23:00');
    // a shop open around the clock: tonight's closing is the coming midnight, never '00:00'
    expect(soldOutUntilText(tonightClosing(horaires, new Date('2026-11-23T11:00:00Z')), new Date('2026-11-23T11:00:00Z'))).toBe('jusqu’à minuit');
    expect(soldOutUntilText('2026-11-26T01:00:00Z', now)).toBe('jusqu’à demain 02:00');
    expect(soldOutUntilText('2026-11-28T13:00:00Z', now)).toBe('jusqu’au 28/11 à 14:00');
    expect(soldOutUntilText(null, now)).toBe('jusqu’à nouvel ordre');
  });
});

describe('soldOutEnd', () => {
  const now = new Date('2026-11-25T13:00:00Z');
  it('has no end until further notice', () => {
    expect(soldOutEnd({ duree: 'indefini', horaires, now })).toEqual({ ok: true, end: null });
  });
  it('ends at tonight’s closing', () => {
    expect(soldOutEnd({ duree: 'ce_soir', horaires, now })).toEqual({ ok: true, end: new Date('2026-11-25T22:00:00Z') });
  });
  it('ends at a future date, which is required', () => {
    expect(soldOutEnd({ duree: 'jusqu_a', jusqu_a: '2026-11-27T10:00:00Z', horaires, now })).toEqual({ ok: true, end: new Date('2026-11-27T10:00:00Z') });
    expect(soldOutEnd({ duree: 'jusqu_a', horaires, now })).toEqual({ ok: false, message: SOLD_OUT_MESSAGES.endRequired });
    expect(soldOutEnd({ duree: 'jusqu_a', jusqu_a: '2026-11-25T12:00:00Z', horaires, now })).toEqual({ ok: false, message: SOLD_OUT_MESSAGES.endInPast });
  });
});
