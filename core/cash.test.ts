import { describe, expect, it } from 'vitest';
import { cashRefusedForRefusals, changeToBring, exceedsFirstOrderCeiling, paieraAvecIssue, paieraAvecText } from './cash';
import type { Millimes } from './money';
import { canQueueOffline, isQueuedOrderStale, OFFLINE_ORDER_MAX_AGE_MS } from './offline-order';

const m = (n: number) => n as Millimes;

describe('cash rules', () => {
  it("'Je paierai avec' is optional, cash only, and at least the total", () => {
    expect(paieraAvecIssue({ paieraAvec: null, total: m(13_000), modePaiement: 'especes' })).toBeNull();
    expect(paieraAvecIssue({ paieraAvec: m(13_000), total: m(13_000), modePaiement: 'especes' })).toBeNull();
    expect(paieraAvecIssue({ paieraAvec: m(12_999), total: m(13_000), modePaiement: 'especes' })).toBe(
      'Le montant « Je paierai avec » doit être au moins égal au total de la commande (13.000 TND)',
    );
    expect(paieraAvecIssue({ paieraAvec: m(20_000), total: m(13_000), modePaiement: 'carte' })).toBe(
      'Le montant « Je paierai avec » ne concerne que le paiement en espèces',
    );
    expect(changeToBring(m(50_000), m(37_500))).toBe(12_500);
    expect(paieraAvecText(m(50_000), m(37_500))).toBe('Paiera avec 50.000 TND (monnaie : 12.500 TND)');
  });

  it('the ceiling and the refusals limit are off when null', () => {
    expect(exceedsFirstOrderCeiling({ total: m(99_000), ceiling: null })).toBe(false);
    expect(exceedsFirstOrderCeiling({ total: m(10_000), ceiling: m(10_000) })).toBe(false);
    expect(exceedsFirstOrderCeiling({ total: m(10_001), ceiling: m(10_000) })).toBe(true);
    expect(cashRefusedForRefusals({ refusals: 9, max: null })).toBe(false);
    expect(cashRefusedForRefusals({ refusals: 1, max: 2 })).toBe(false);
    expect(cashRefusedForRefusals({ refusals: 2, max: 2 })).toBe(true);
  });

  it('only cash and card on site wait for the network, for two hours at most', () => {
    expect(canQueueOffline('especes')).toBe(true);
    expect(canQueueOffline('carte')).toBe(true);
    expect(canQueueOffline('konnect')).toBe(false);
    expect(canQueueOffline(null)).toBe(false);
    expect(isQueuedOrderStale(0, OFFLINE_ORDER_MAX_AGE_MS)).toBe(false);
    expect(isQueuedOrderStale(0, OFFLINE_ORDER_MAX_AGE_MS + 1)).toBe(true);
  });
});
