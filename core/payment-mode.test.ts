import { describe, expect, it } from 'vitest';
import type { ModesPaiement } from './catalog';
import {
  DEFAULT_PAYMENT_MODE,
  PAYMENT_MODES,
  PAYMENT_MODE_LABELS,
  activePaymentModes,
  isOnlinePayment,
  isPaymentMode,
  normalizePaymentMode,
  offeredPaymentModes,
  paymentModeLabel,
} from './payment-mode';

describe('normalizePaymentMode', () => {
  it('keeps known modes', () => {
    for (const mode of PAYMENT_MODES) expect(normalizePaymentMode(mode)).toBe(mode);
  });

  it('lower-cases and trims', () => {
    expect(normalizePaymentMode('ESPECES')).toBe('especes');
    expect(normalizePaymentMode(' Carte ')).toBe('carte');
    expect(normalizePaymentMode('Konnect')).toBe('konnect');
  });

  it.each(['', 'cash', 'paypal', 'espèces', null, undefined, 42, {}, ['carte']])('maps the unknown value %j to konnect', (value) => {
    expect(normalizePaymentMode(value)).toBe('konnect');
  });

  it('defaults to konnect', () => {
    expect(DEFAULT_PAYMENT_MODE).toBe('konnect');
  });
});

describe('payment mode helpers', () => {
  it('checks exact codes', () => {
    expect(isPaymentMode('carte')).toBe(true);
    expect(isPaymentMode('CARTE')).toBe(false);
    expect(isPaymentMode(null)).toBe(false);
  });

  it('has a French label for every mode and for unknown values', () => {
    expect(Object.keys(PAYMENT_MODE_LABELS).sort()).toEqual([...PAYMENT_MODES].sort());
    expect(paymentModeLabel('especes')).toBe('Espèces');
    expect(paymentModeLabel('bitcoin')).toBe(PAYMENT_MODE_LABELS.konnect);
  });

  it('only konnect is online', () => {
    expect(isOnlinePayment('konnect')).toBe(true);
    expect(isOnlinePayment('especes')).toBe(false);
    expect(isOnlinePayment('carte')).toBe(false);
  });
});

const all: ModesPaiement = {
  konnect: { description: 'En ligne', actif: true },
  especes: { description: 'Espèces', actif: true },
  carte: { description: 'Carte', actif: true },
};

describe('activePaymentModes', () => {
  it('returns the active modes in a fixed order', () => {
    expect(activePaymentModes(all)).toEqual(['konnect', 'especes', 'carte']);
    expect(activePaymentModes({ carte: all.carte, especes: all.especes })).toEqual(['especes', 'carte']);
  });

  it('skips inactive and missing entries', () => {
    expect(activePaymentModes({ ...all, konnect: { description: '', actif: false } })).toEqual(['especes', 'carte']);
    expect(activePaymentModes({})).toEqual([]);
    expect(activePaymentModes(null)).toEqual([]);
    expect(activePaymentModes(undefined)).toEqual([]);
  });
});

describe('offeredPaymentModes (Paiement en ligne obligatoire)', () => {
  it('offers every active mode while the setting is off', () => {
    expect(offeredPaymentModes({ modes_paiement: all, paiement_obligatoire: false })).toEqual(['konnect', 'especes', 'carte']);
  });

  it('offers only online payment while it is on, and nothing when online payment is off too', () => {
    expect(offeredPaymentModes({ modes_paiement: all, paiement_obligatoire: true })).toEqual(['konnect']);
    expect(offeredPaymentModes({ modes_paiement: { ...all, konnect: { description: '', actif: false } }, paiement_obligatoire: true })).toEqual([]);
  });
});
