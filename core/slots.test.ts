import { afterEach, describe, expect, it, vi } from 'vitest';
import { sameHoursEveryDay } from './catalog';
import {
  NO_CAPACITY_LIMIT,
  dayLabel,
  findSlot,
  firstFreeSlot,
  hasRoom,
  isOnMenuAt,
  keptSlot,
  kitchenWindowOf,
  listSlots,
  nextSlotWithRoom,
  orderWeight,
  scheduledCancelDeadline,
  serviceOf,
  slotLabel,
  type SlotSettings,
  type WindowLoad,
} from './slots';

/** Lunch 12:00–15:00 and dinner 19:00–23:00 every day; Tunis is UTC+1 all year (no DST). */
function settings(overrides: Partial<SlotSettings> = {}): SlotSettings {
  return {
    horaires_reguliers: sameHoursEveryDay({ ouvert: true, ouverture: '12:00', fermeture: '15:00', ouverture_2: '19:00', fermeture_2: '23:00' }),
    derniere_cmd_livraison: 30,
    derniere_cmd_emporter: 15,
    jours_feries: [],
    fermetures_temporaires: [],
    service_livraison_actif: true,
    commandes_en_pause: false,
    commandes_reprise_a: null,
    delai_preparation_base: 15,
    jours_commande_avance: 6,
    ...overrides,
  };
}
// 2026-11-23 is a Monday.
const at = (iso: string) => new Date(iso);
const times = (slots: { day: string; time: string }[], day: string) => slots.filter((s) => s.day === day).map((s) => s.time);

describe('listSlots', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('offers 15-minute pickup slots from opening plus preparation to the last order plus preparation', () => {
    const slots = listSlots({ settings: settings(), now: at('2026-11-23T08:00:00+01:00'), typeCommande: 'A_emporter' });
    const monday = times(slots, '2026-11-23');
    // Fire from 12:00 to 14:45 (last order 15 minutes before closing), slot = fire + 15.
    expect(monday.slice(0, 3)).toEqual(['12:15', '12:30', '12:45']);
    expect(monday).toContain('15:00');
    expect(monday).not.toContain('15:15');
    expect(monday).toContain('19:15');
    expect(monday.at(-1)).toBe('23:00');
    expect(slots[0]!.at).toEqual(at('2026-11-23T12:15:00+01:00'));
    expect(slots[0]!.fireAt).toEqual(at('2026-11-23T12:00:00+01:00'));
    expect(slots[0]!.service).toBe('midi');
    expect(findSlot(slots, at('2026-11-23T19:15:00+01:00'))!.service).toBe('soir');
  });

  it("adds the zone's travel time for delivery and keeps the delivery margin", () => {
    const slots = listSlots({ settings: settings(), now: at('2026-11-23T08:00:00+01:00'), typeCommande: 'Livraison', tempsLivraison: 30 });
    const monday = times(slots, '2026-11-23');
    expect(monday[0]).toBe('12:45');
    // Last delivery order at 14:30 → delivered at 15:15.
    expect(monday).toContain('15:15');
    expect(monday).not.toContain('15:30');
  });

  it('never offers a slot whose preparation would start in the past, rounding up to the grid', () => {
    const slots = listSlots({ settings: settings(), now: at('2026-11-23T12:07:00+01:00'), typeCommande: 'A_emporter' });
    expect(slots[0]!.time).toBe('12:30');
    expect(slots[0]!.fireAt.getTime()).toBeGreaterThanOrEqual(at('2026-11-23T12:07:00+01:00').getTime());
  });

  it('covers today and the next jours_commande_avance days, in Tunis time whatever the process time zone', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    const slots = listSlots({ settings: settings({ jours_commande_avance: 2 }), now: at('2026-11-23T23:30:00+01:00'), typeCommande: 'A_emporter' });
    expect([...new Set(slots.map((s) => s.day))]).toEqual(['2026-11-24', '2026-11-25']);
    expect(slots[0]!.time).toBe('12:15');
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    const again = listSlots({ settings: settings({ jours_commande_avance: 2 }), now: at('2026-11-23T23:30:00+01:00'), typeCommande: 'A_emporter' });
    expect(again).toEqual(slots);
  });

  it('keeps a service running past midnight on its own day and stops at the look-ahead', () => {
    const late = settings({ horaires_reguliers: sameHoursEveryDay({ ouvert: true, ouverture: '19:00', fermeture: '01:00' }), jours_commande_avance: 0 });
    const slots = listSlots({ settings: late, now: at('2026-11-23T18:00:00+01:00'), typeCommande: 'A_emporter' });
    // Monday's service runs to 01:00 (last order 00:45) but Tuesday is beyond the look-ahead of 0 days.
    expect(slots.at(-1)!.day).toBe('2026-11-23');
    expect(slots.at(-1)!.time).toBe('23:45');
  });

  it('skips holidays, closed weekdays, temporary closures and a pause', () => {
    const now = at('2026-11-23T08:00:00+01:00');
    const holiday = listSlots({ settings: settings({ jours_feries: [{ date: '2026-11-24', nom: 'Fête' }] }), now, typeCommande: 'A_emporter' });
    expect(times(holiday, '2026-11-24')).toEqual([]);
    expect(times(holiday, '2026-11-25').length).toBeGreaterThan(0);

    const hours = sameHoursEveryDay({ ouvert: true, ouverture: '12:00', fermeture: '15:00' });
    const closedSunday = listSlots({
      settings: settings({ horaires_reguliers: { ...hours, dimanche: { ...hours.dimanche, ouvert: false } } }),
      now,
      typeCommande: 'A_emporter',
    });
    expect(times(closedSunday, '2026-11-29')).toEqual([]);

    const closure = listSlots({
      settings: settings({ fermetures_temporaires: [{ debut: '2026-11-23T12:00', fin: '2026-11-23T13:00', motif: 'Travaux' }] }),
      now,
      typeCommande: 'A_emporter',
    });
    expect(times(closure, '2026-11-23')[0]).toBe('13:15');

    const paused = listSlots({
      settings: settings({ commandes_en_pause: true, commandes_reprise_a: '2026-11-23T12:30:00+01:00' }),
      now: at('2026-11-23T12:00:00+01:00'),
      typeCommande: 'A_emporter',
    });
    expect(paused[0]!.time).toBe('12:45');
    expect(listSlots({ settings: settings({ commandes_en_pause: true }), now, typeCommande: 'A_emporter' })).toEqual([]);
    expect(listSlots({ settings: settings({ service_livraison_actif: false }), now, typeCommande: 'Livraison' })).toEqual([]);
  });
});

describe('capacity', () => {
  const product = (category_id: number, nombre_pieces: number | null, comptabiliser_pieces: boolean) => ({ category_id, nombre_pieces, comptabiliser_pieces });

  it('weighs an order in pieces, leaving out excluded categories', () => {
    const weight = orderWeight(
      [
        { quantity: 2, product: product(1, 8, true) },
        { quantity: 1, product: product(1, null, false) },
        { quantity: 3, product: product(9, null, false) },
      ],
      [9],
    );
    expect(weight).toEqual({ counts: true, pieces: 17 });
    expect(orderWeight([{ quantity: 3, product: product(9, null, false) }], [9])).toEqual({ counts: false, pieces: 0 });
  });

  it('fits orders and pieces under the limits; an order alone or a drinks-only order always fits', () => {
    const one = { commandes: 1, pieces: null };
    expect(hasRoom(undefined, one, { counts: true, pieces: 5 })).toBe(true);
    expect(hasRoom({ orders: 1, pieces: 5 }, one, { counts: true, pieces: 5 })).toBe(false);
    expect(hasRoom({ orders: 1, pieces: 5 }, one, { counts: false, pieces: 0 })).toBe(true);
    const pieces = { commandes: null, pieces: 40 };
    expect(hasRoom({ orders: 2, pieces: 30 }, pieces, { counts: true, pieces: 10 })).toBe(true);
    expect(hasRoom({ orders: 2, pieces: 30 }, pieces, { counts: true, pieces: 11 })).toBe(false);
    expect(hasRoom({ orders: 1, pieces: 0 }, pieces, { counts: true, pieces: 100 })).toBe(false);
    expect(hasRoom({ orders: 0, pieces: 0 }, pieces, { counts: true, pieces: 100 })).toBe(true);
  });

  it('offers the next slot whose kitchen window has room', () => {
    const slots = listSlots({ settings: settings(), now: at('2026-11-23T08:00:00+01:00'), typeCommande: 'A_emporter' });
    const s1230 = findSlot(slots, at('2026-11-23T12:30:00+01:00'))!;
    const loads = new Map<number, WindowLoad>([[kitchenWindowOf(s1230.fireAt).getTime(), { orders: 1, pieces: 8 }]]);
    const capacity = { ...NO_CAPACITY_LIMIT, midi: { commandes: 1, pieces: null } };
    const next = nextSlotWithRoom(slots, loads, capacity, { counts: true, pieces: 8 }, at('2026-11-23T12:15:00+01:00'));
    expect(next!.time).toBe('12:45');
    expect(serviceOf(at('2026-11-23T16:59:00+01:00'))).toBe('midi');
    expect(serviceOf(at('2026-11-23T17:00:00+01:00'))).toBe('soir');
  });
});

describe('labels, cancel deadline and menus by time of day', () => {
  it('names days and slots in French, in Tunis time', () => {
    const now = at('2026-11-23T10:00:00+01:00');
    expect(slotLabel(at('2026-11-23T12:30:00+01:00'), now)).toBe("aujourd'hui à 12:30");
    expect(slotLabel(at('2026-11-24T12:30:00+01:00'), now)).toBe('demain à 12:30');
    expect(dayLabel(at('2026-11-28T12:30:00+01:00'), now)).toBe('Samedi 28/11');
    // 23:30 UTC on the 23rd is already the 24th in Tunis.
    expect(dayLabel(at('2026-11-23T23:30:00Z'), now)).toBe('Demain');
  });

  it('closes cancelling delai_annulation minutes before the fire time', () => {
    expect(scheduledCancelDeadline(at('2026-11-24T12:00:00+01:00'), 5)).toEqual(at('2026-11-24T11:55:00+01:00'));
  });

  it('shows a dish only in its services and weekdays', () => {
    const lunchWeekdays = { services_disponibles: ['midi'] as const, jours_disponibles: ['lundi', 'mardi'] as const };
    expect(isOnMenuAt(lunchWeekdays, at('2026-11-23T12:30:00+01:00'))).toBe(true);
    expect(isOnMenuAt(lunchWeekdays, at('2026-11-23T20:00:00+01:00'))).toBe(false);
    expect(isOnMenuAt(lunchWeekdays, at('2026-11-25T12:30:00+01:00'))).toBe(false);
    expect(isOnMenuAt({ services_disponibles: [], jours_disponibles: null }, at('2026-11-25T20:00:00+01:00'))).toBe(true);
    expect(isOnMenuAt(null, at('2026-11-25T20:00:00+01:00'))).toBe(true);
  });
});

describe("the checkout's choice of a slot", () => {
  const slot = (at: string, complet = false) => ({ at, complet });
  const view = {
    jours: [
      { creneaux: [slot('2026-12-02T11:30:00.000Z'), slot('2026-12-02T11:45:00.000Z', true), slot('2026-12-02T12:00:00.000Z')] },
      { creneaux: [slot('2026-12-03T11:30:00.000Z'), slot('2026-12-03T11:45:00.000Z')] },
    ],
  };

  it('keeps a choice with room', () => {
    expect(keptSlot(view, '2026-12-02T11:30:00.000Z')).toBe('2026-12-02T11:30:00.000Z');
  });

  it('moves a full choice to the next free slot of its day, never to "Dès que possible"', () => {
    expect(keptSlot(view, '2026-12-02T11:45:00.000Z')).toBe('2026-12-02T12:00:00.000Z');
  });

  it('moves to the next day when the day has no free slot after the choice, and to the first free one when none comes after', () => {
    const full = { jours: [{ creneaux: [slot('2026-12-02T11:30:00.000Z'), slot('2026-12-02T11:45:00.000Z', true)] }, view.jours[1]!] };
    expect(keptSlot(full, '2026-12-02T11:45:00.000Z')).toBe('2026-12-03T11:30:00.000Z');
    expect(keptSlot(view, '2026-12-04T11:45:00.000Z')).toBe('2026-12-02T11:30:00.000Z');
    expect(keptSlot({ jours: [{ creneaux: [slot('2026-12-02T11:30:00.000Z', true)] }] }, '2026-12-02T11:30:00.000Z')).toBeNull();
  });

  it('gives the first free slot, or null', () => {
    expect(firstFreeSlot(view)).toBe('2026-12-02T11:30:00.000Z');
    expect(firstFreeSlot(undefined)).toBeNull();
  });
});
