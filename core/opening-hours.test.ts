import { describe, expect, it } from 'vitest';
import { sameHoursEveryDay, type HorairesReguliers } from './catalog';
import { OPENING_MESSAGES, fromLocalMs, getOrderingStatus, toLocalMs, type OpeningSettings } from './opening-hours';
import { openingHoursLines } from './service-hours';

const jour = { ouvert: true, ouverture: '11:00', fermeture: '23:00' };
const everyDay: HorairesReguliers = sameHoursEveryDay(jour);

function settings(overrides: Partial<OpeningSettings> = {}): OpeningSettings {
  return {
    horaires_reguliers: everyDay,
    derniere_cmd_livraison: 30,
    derniere_cmd_emporter: 15,
    jours_feries: [],
    fermetures_temporaires: [],
    service_livraison_actif: true,
    ...overrides,
  };
}

/** Tunis is UTC+1 all year: the offsets below are the restaurant's wall clock. */
const at = (iso: string) => new Date(iso);
// 2026-11-23 is a Monday.
const MONDAY = '2026-11-23';

describe('getOrderingStatus', () => {
  it('is open during service and gives the last order time per type', () => {
    const status = getOrderingStatus({ settings: settings(), now: at(`${MONDAY}T12:00:00+01:00`), typeCommande: 'Livraison' });
    expect(status).toEqual({ open: true, lastOrderAt: at(`${MONDAY}T22:30:00+01:00`) });
    const pickup = getOrderingStatus({ settings: settings(), now: at(`${MONDAY}T12:00:00+01:00`), typeCommande: 'A_emporter' });
    expect(pickup).toEqual({ open: true, lastOrderAt: at(`${MONDAY}T22:45:00+01:00`) });
  });

  it('accepts an order exactly at the cut-off and refuses one a second later', () => {
    const s = settings();
    expect(getOrderingStatus({ settings: s, now: at(`${MONDAY}T22:30:00+01:00`), typeCommande: 'Livraison' }).open).toBe(true);
    const late = getOrderingStatus({ settings: s, now: at(`${MONDAY}T22:30:01+01:00`), typeCommande: 'Livraison' });
    expect(late).toEqual({
      open: false,
      reason: 'Dernière commande en livraison à 22:30',
      message: 'Commandes fermées — réouverture demain à 11:00',
      reopensAt: at('2026-11-24T11:00:00+01:00'),
    });
    // Pickup keeps going until 22:45.
    expect(getOrderingStatus({ settings: s, now: at(`${MONDAY}T22:40:00+01:00`), typeCommande: 'A_emporter' }).open).toBe(true);
    const pickupLate = getOrderingStatus({ settings: s, now: at(`${MONDAY}T22:45:01+01:00`), typeCommande: 'A_emporter' });
    expect(pickupLate.open === false && pickupLate.reason).toBe('Dernière commande à emporter à 22:45');
  });

  it('opens exactly at the opening time and says when before it', () => {
    const s = settings();
    expect(getOrderingStatus({ settings: s, now: at(`${MONDAY}T11:00:00+01:00`), typeCommande: 'A_emporter' }).open).toBe(true);
    const early = getOrderingStatus({ settings: s, now: at(`${MONDAY}T09:15:00+01:00`), typeCommande: 'A_emporter' });
    expect(early).toEqual({
      open: false,
      reason: 'Le restaurant ouvre à 11:00',
      message: "Commandes fermées — réouverture aujourd'hui à 11:00",
      reopensAt: at(`${MONDAY}T11:00:00+01:00`),
    });
  });

  it('uses the restaurant clock whatever the UTC date (23:30 UTC is 00:30 in Tunis)', () => {
    const status = getOrderingStatus({ settings: settings(), now: at(`${MONDAY}T23:30:00Z`), typeCommande: 'A_emporter' });
    expect(status.open === false && status.message).toBe("Commandes fermées — réouverture aujourd'hui à 11:00");
    expect(status.open === false && status.reopensAt).toEqual(at('2026-11-24T11:00:00+01:00'));
  });

  it('skips a closed weekday and names the day it reopens', () => {
    const closedMonTue = { ...everyDay, lundi: { ...jour, ouvert: false }, mardi: { ...jour, ouvert: false } };
    const status = getOrderingStatus({
      settings: settings({ horaires_reguliers: closedMonTue }),
      now: at(`${MONDAY}T12:00:00+01:00`),
      typeCommande: 'Livraison',
    });
    expect(status).toEqual({
      open: false,
      reason: "Le restaurant est fermé aujourd'hui",
      message: 'Commandes fermées — réouverture mercredi à 11:00',
      reopensAt: at('2026-11-25T11:00:00+01:00'),
    });
  });

  it('runs a service past midnight into the next day', () => {
    const night = { ...everyDay, lundi: { ouvert: true, ouverture: '18:00', fermeture: '02:00' }, mardi: { ...jour, ouvert: false } };
    const s = settings({ horaires_reguliers: night });
    // Tuesday 01:00 belongs to Monday's service; last delivery order at 01:30.
    expect(getOrderingStatus({ settings: s, now: at('2026-11-24T01:00:00+01:00'), typeCommande: 'Livraison' })).toEqual({
      open: true,
      lastOrderAt: at('2026-11-24T01:30:00+01:00'),
    });
    const after = getOrderingStatus({ settings: s, now: at('2026-11-24T01:40:00+01:00'), typeCommande: 'Livraison' });
    expect(after.open === false && after.reason).toBe('Dernière commande en livraison à 01:30');
    // Already Tuesday on the clock: Wednesday is tomorrow.
    expect(after.open === false && after.message).toBe('Commandes fermées — réouverture demain à 11:00');
  });

  it('closes on a public holiday', () => {
    const s = settings({ jours_feries: [{ date: MONDAY, nom: 'Fête de la République' }] });
    expect(getOrderingStatus({ settings: s, now: at(`${MONDAY}T12:00:00+01:00`), typeCommande: 'A_emporter' })).toEqual({
      open: false,
      reason: "Fermé aujourd'hui (Fête de la République)",
      message: 'Commandes fermées — réouverture demain à 11:00',
      reopensAt: at('2026-11-24T11:00:00+01:00'),
    });
  });

  it('closes during a temporary closure and reopens when it ends', () => {
    const s = settings({ fermetures_temporaires: [{ debut: `${MONDAY}T14:00:00+01:00`, fin: `${MONDAY}T18:30:00+01:00`, motif: 'Inventaire' }] });
    expect(getOrderingStatus({ settings: s, now: at(`${MONDAY}T13:59:00+01:00`), typeCommande: 'A_emporter' }).open).toBe(true);
    expect(getOrderingStatus({ settings: s, now: at(`${MONDAY}T15:00:00+01:00`), typeCommande: 'A_emporter' })).toEqual({
      open: false,
      reason: 'Fermeture temporaire : Inventaire',
      message: "Commandes fermées — réouverture aujourd'hui à 18:30",
      reopensAt: at(`${MONDAY}T18:30:00+01:00`),
    });
    expect(getOrderingStatus({ settings: s, now: at(`${MONDAY}T18:30:00+01:00`), typeCommande: 'A_emporter' }).open).toBe(true);
  });

  it('reads a closure without a time zone as the restaurant clock', () => {
    const s = settings({ fermetures_temporaires: [{ debut: `${MONDAY}T10:00`, fin: '2026-11-30T10:00', motif: '' }] });
    const status = getOrderingStatus({ settings: s, now: at(`${MONDAY}T12:00:00+01:00`), typeCommande: 'A_emporter' });
    expect(status.open === false && status.reason).toBe('Fermeture temporaire');
    expect(status.open === false && status.message).toBe('Commandes fermées — réouverture le 30/11 à 11:00');
  });

  it('refuses delivery when the delivery service is off, pickup stays open', () => {
    const s = settings({ service_livraison_actif: false });
    expect(getOrderingStatus({ settings: s, now: at(`${MONDAY}T12:00:00+01:00`), typeCommande: 'Livraison' })).toEqual({
      open: false,
      reason: OPENING_MESSAGES.deliveryOff,
      message: 'Commandes fermées — la livraison est momentanément indisponible',
      reopensAt: null,
    });
    expect(getOrderingStatus({ settings: s, now: at(`${MONDAY}T12:00:00+01:00`), typeCommande: 'A_emporter' }).open).toBe(true);
  });

  it('says closed without a date when no service is found in the next two weeks', () => {
    const never = Object.fromEntries(Object.entries(everyDay).map(([k, v]) => [k, { ...v, ouvert: false }])) as HorairesReguliers;
    expect(getOrderingStatus({ settings: settings({ horaires_reguliers: never }), now: at(`${MONDAY}T12:00:00+01:00`), typeCommande: 'A_emporter' })).toEqual({
      open: false,
      reason: "Le restaurant est fermé aujourd'hui",
      message: 'Commandes fermées',
      reopensAt: null,
    });
  });

  describe('two services a day (lunch and dinner)', () => {
    const twoServices = { ouvert: true, ouverture: '12:00', fermeture: '15:00', ouverture_2: '19:00', fermeture_2: '23:00' };
    const week: HorairesReguliers = { ...everyDay, lundi: twoServices, mardi: twoServices };
    const s = settings({ horaires_reguliers: week });

    it('is open in each service with that service’s last order', () => {
      expect(getOrderingStatus({ settings: s, now: at(`${MONDAY}T13:00:00+01:00`), typeCommande: 'Livraison' })).toEqual({
        open: true,
        lastOrderAt: at(`${MONDAY}T14:30:00+01:00`),
      });
      expect(getOrderingStatus({ settings: s, now: at(`${MONDAY}T20:00:00+01:00`), typeCommande: 'A_emporter' })).toEqual({
        open: true,
        lastOrderAt: at(`${MONDAY}T22:45:00+01:00`),
      });
    });

    it('applies the last-order margin before the end of lunch', () => {
      const late = getOrderingStatus({ settings: s, now: at(`${MONDAY}T14:31:00+01:00`), typeCommande: 'Livraison' });
      expect(late).toEqual({
        open: false,
        reason: 'Dernière commande en livraison à 14:30',
        message: "Commandes fermées — réouverture aujourd'hui à 19:00",
        reopensAt: at(`${MONDAY}T19:00:00+01:00`),
      });
      expect(getOrderingStatus({ settings: s, now: at(`${MONDAY}T14:40:00+01:00`), typeCommande: 'A_emporter' }).open).toBe(true);
    });

    it('is closed between the services and says when dinner opens', () => {
      expect(getOrderingStatus({ settings: s, now: at(`${MONDAY}T16:00:00+01:00`), typeCommande: 'A_emporter' })).toEqual({
        open: false,
        reason: 'Le restaurant ouvre à 19:00',
        message: "Commandes fermées — réouverture aujourd'hui à 19:00",
        reopensAt: at(`${MONDAY}T19:00:00+01:00`),
      });
      expect(getOrderingStatus({ settings: s, now: at(`${MONDAY}T19:00:00+01:00`), typeCommande: 'A_emporter' }).open).toBe(true);
    });

    it('after dinner reopens at the next lunch', () => {
      const status = getOrderingStatus({ settings: s, now: at(`${MONDAY}T23:10:00+01:00`), typeCommande: 'A_emporter' });
      expect(status.open === false && status.message).toBe('Commandes fermées — réouverture demain à 12:00');
    });

    it('lets the dinner service run past midnight', () => {
      const night = { ...everyDay, lundi: { ...twoServices, fermeture_2: '01:00' }, mardi: { ...jour, ouvert: false } };
      const n = settings({ horaires_reguliers: night });
      expect(getOrderingStatus({ settings: n, now: at('2026-11-24T00:20:00+01:00'), typeCommande: 'Livraison' })).toEqual({
        open: true,
        lastOrderAt: at('2026-11-24T00:30:00+01:00'),
      });
    });

    it('is closed on a holiday and during a closure over dinner', () => {
      const holiday = settings({ horaires_reguliers: week, jours_feries: [{ date: MONDAY, nom: '' }] });
      expect(getOrderingStatus({ settings: holiday, now: at(`${MONDAY}T20:00:00+01:00`), typeCommande: 'A_emporter' }).open).toBe(false);
      const closure = settings({
        horaires_reguliers: week,
        fermetures_temporaires: [{ debut: `${MONDAY}T18:00:00+01:00`, fin: `${MONDAY}T21:00:00+01:00`, motif: 'Coupure' }],
      });
      expect(getOrderingStatus({ settings: closure, now: at(`${MONDAY}T20:00:00+01:00`), typeCommande: 'A_emporter' })).toEqual({
        open: false,
        reason: 'Fermeture temporaire : Coupure',
        message: "Commandes fermées — réouverture aujourd'hui à 21:00",
        reopensAt: at(`${MONDAY}T21:00:00+01:00`),
      });
    });

    it('keeps a stored one-service day (no second-service fields) as it was', () => {
      const stored = { ouvert: true, ouverture: '11:00', fermeture: '23:00', ouverture_2: null, fermeture_2: null };
      const one = settings({ horaires_reguliers: { ...everyDay, lundi: stored } });
      expect(getOrderingStatus({ settings: one, now: at(`${MONDAY}T16:00:00+01:00`), typeCommande: 'A_emporter' }).open).toBe(true);
    });
  });

  it('lists the hours for the footer, grouping days with the same services', () => {
    expect(openingHoursLines(everyDay)).toEqual([{ days: 'Tous les jours', hours: '11:00 – 23:00' }]);
    const allDay = Object.fromEntries(Object.keys(everyDay).map((k) => [k, { ouvert: true, ouverture: '00:00', fermeture: '00:00' }])) as HorairesReguliers;
    expect(openingHoursLines(allDay)).toEqual([{ days: 'Tous les jours', hours: '24 h/24' }]);
    const week: HorairesReguliers = {
      ...everyDay,
      lundi: { ...jour, ouverture_2: null, fermeture_2: null, ouverture: '12:00', fermeture: '15:00' },
      mardi: { ouvert: true, ouverture: '12:00', fermeture: '15:00', ouverture_2: '19:00', fermeture_2: '23:00' },
      mercredi: { ouvert: true, ouverture: '12:00', fermeture: '15:00', ouverture_2: '19:00', fermeture_2: '23:00' },
      dimanche: { ...jour, ouvert: false },
    };
    expect(openingHoursLines(week)).toEqual([
      { days: 'Lundi', hours: '12:00 – 15:00' },
      { days: 'Mardi – Mercredi', hours: '12:00 – 15:00 · 19:00 – 23:00' },
      { days: 'Jeudi – Samedi', hours: '11:00 – 23:00' },
      { days: 'Dimanche', hours: 'Fermé' },
    ]);
  });

  it('converts between instants and the restaurant clock both ways', () => {
    const instant = at(`${MONDAY}T22:30:00.250Z`);
    expect(new Date(toLocalMs(instant)).toISOString()).toBe('2026-11-23T23:30:00.250Z');
    expect(fromLocalMs(toLocalMs(instant))).toEqual(instant);
  });
});
