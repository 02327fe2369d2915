import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MINIMUM_COMMANDE,
  DEFAULT_MINIMUM_GRATUITE,
  DEFAULT_ZONE,
  canOrder,
  computeDeliveryFee,
  deliveryHint,
  findZone,
  orderButtonLabel,
  orderDeliveryFee,
  zoneName,
} from './delivery';
import { sampleZone } from './testing/builders';

const centre = sampleZone({ code: 'centre', frais_livraison: 5000, minimum_commande: 15000, minimum_gratuite: 50000 });
const nord = sampleZone({ id: 2, code: 'nord', frais_livraison: 8000, minimum_commande: 25000, minimum_gratuite: 80000 });
const ferme = sampleZone({ id: 3, code: 'ferme', actif: false });
const zones = [centre, nord, ferme];

describe('constants', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_MINIMUM_COMMANDE).toBe(15000);
    expect(DEFAULT_MINIMUM_GRATUITE).toBe(50000);
    expect(DEFAULT_ZONE).toBe('centre');
  });
});

describe('findZone', () => {
  it('finds an active zone by code', () => {
    expect(findZone(zones, 'nord')).toBe(nord);
  });

  it('ignores unknown, empty and inactive codes', () => {
    expect(findZone(zones, 'sud')).toBeUndefined();
    expect(findZone(zones, '')).toBeUndefined();
    expect(findZone(zones, null)).toBeUndefined();
    expect(findZone(zones, undefined)).toBeUndefined();
    expect(findZone(zones, 'ferme')).toBeUndefined();
  });

  it('accepts zones without an actif flag', () => {
    expect(findZone([{ code: 'x' }], 'x')).toEqual({ code: 'x' });
  });
});

describe('computeDeliveryFee', () => {
  it('charges the zone fee below the free threshold', () => {
    expect(computeDeliveryFee(49999, centre)).toBe(5000);
    expect(computeDeliveryFee(0, centre)).toBe(5000);
  });

  it('is free exactly at and above the threshold', () => {
    expect(computeDeliveryFee(50000, centre)).toBe(0);
    expect(computeDeliveryFee(50001, centre)).toBe(0);
    expect(computeDeliveryFee(79999, nord)).toBe(8000);
    expect(computeDeliveryFee(80000, nord)).toBe(0);
  });

  it('uses the defaults when amounts are missing (fee 0, free from 50)', () => {
    expect(computeDeliveryFee(10000, undefined)).toBe(0);
    expect(computeDeliveryFee(10000, { frais_livraison: 3000 })).toBe(3000);
    expect(computeDeliveryFee(50000, { frais_livraison: 3000 })).toBe(0);
    expect(computeDeliveryFee(49999, { frais_livraison: 3000, minimum_gratuite: null })).toBe(3000);
    expect(computeDeliveryFee(10000, { frais_livraison: null })).toBe(0);
  });
});

describe('orderDeliveryFee', () => {
  it('is 0 for pickup and dine-in', () => {
    expect(orderDeliveryFee({ typeCommande: 'A_emporter', zoneCode: 'centre', zones, subtotal: 1000 })).toBe(0);
    expect(orderDeliveryFee({ typeCommande: 'Sur_place', zoneCode: 'centre', zones, subtotal: 1000 })).toBe(0);
  });

  it("uses the selected zone's fee for delivery", () => {
    expect(orderDeliveryFee({ typeCommande: 'Livraison', zoneCode: 'nord', zones, subtotal: 30000 })).toBe(8000);
    expect(orderDeliveryFee({ typeCommande: 'Livraison', zoneCode: 'inconnue', zones, subtotal: 30000 })).toBe(0);
  });
});

describe('canOrder', () => {
  const delivery = (zoneCode: string | null, subtotal: number) => canOrder({ typeCommande: 'Livraison', zoneCode, zones, subtotal });

  it('needs the minimum of the zone, reached exactly', () => {
    expect(delivery('centre', 14999)).toBe(false);
    expect(delivery('centre', 15000)).toBe(true);
    expect(delivery('nord', 24999)).toBe(false);
    expect(delivery('nord', 25000)).toBe(true);
  });

  it('needs a zone that exists and is active', () => {
    expect(delivery('sud', 100000)).toBe(false);
    expect(delivery(null, 100000)).toBe(false);
    expect(delivery('ferme', 100000)).toBe(false);
    expect(canOrder({ typeCommande: 'Livraison', zoneCode: 'centre', zones: [], subtotal: 100000 })).toBe(false);
  });

  it('falls back to the 15 TND minimum when the zone has none', () => {
    const bare = [{ code: 'x', minimum_commande: null }];
    expect(canOrder({ typeCommande: 'Livraison', zoneCode: 'x', zones: bare, subtotal: 14999 })).toBe(false);
    expect(canOrder({ typeCommande: 'Livraison', zoneCode: 'x', zones: bare, subtotal: 15000 })).toBe(true);
  });

  it('always allows the other types', () => {
    expect(canOrder({ typeCommande: 'A_emporter', zoneCode: null, zones: [], subtotal: 0 })).toBe(true);
    expect(canOrder({ typeCommande: 'Sur_place', zoneCode: 'sud', zones, subtotal: 1 })).toBe(true);
  });
});

describe('deliveryHint', () => {
  const hint = (subtotal: number, zoneCode: string | null = 'centre') => deliveryHint({ typeCommande: 'Livraison', zoneCode, zones, subtotal });

  it('asks for the missing amount below the minimum', () => {
    expect(hint(0)).toBe('Ajoutez encore 15.000 TND pour pouvoir commander en livraison');
    expect(hint(12500)).toBe('Ajoutez encore 2.500 TND pour pouvoir commander en livraison');
    expect(hint(14999)).toBe('Ajoutez encore 0.001 TND pour pouvoir commander en livraison');
  });

  it('shows the distance to free delivery from the minimum', () => {
    expect(hint(15000)).toBe('Plus que 35.000 TND pour la livraison gratuite !');
    expect(hint(49999)).toBe('Plus que 0.001 TND pour la livraison gratuite !');
    expect(hint(30000, 'nord')).toBe('Plus que 50.000 TND pour la livraison gratuite !');
  });

  it('congratulates from the threshold', () => {
    expect(hint(50000)).toBe('Félicitations ! Livraison gratuite');
    expect(hint(120000)).toBe('Félicitations ! Livraison gratuite');
  });

  it('gives no hint for pickup, dine-in or an unknown zone', () => {
    expect(deliveryHint({ typeCommande: 'A_emporter', zoneCode: 'centre', zones, subtotal: 1000 })).toBeNull();
    expect(deliveryHint({ typeCommande: 'Sur_place', zoneCode: 'centre', zones, subtotal: 1000 })).toBeNull();
    expect(hint(1000, 'sud')).toBeNull();
    expect(hint(1000, null)).toBeNull();
  });
});

describe('orderButtonLabel', () => {
  const label = (over: Partial<Parameters<typeof orderButtonLabel>[0]>) =>
    orderButtonLabel({ typeCommande: 'Livraison', zoneCode: 'centre', zones, subtotal: 20000, total: 25000, itemCount: 2, ...over });

  it("reads 'Panier vide' on an empty cart, whatever the type", () => {
    expect(label({ itemCount: 0, subtotal: 0 })).toBe('Panier vide');
    expect(label({ itemCount: 0, typeCommande: 'A_emporter' })).toBe('Panier vide');
  });

  it("reads 'Sélectionner une zone' for delivery without a known zone", () => {
    expect(label({ zoneCode: null })).toBe('Sélectionner une zone');
    expect(label({ zoneCode: 'sud' })).toBe('Sélectionner une zone');
  });

  it('names the minimum when the subtotal is below it', () => {
    expect(label({ subtotal: 14999 })).toBe('Minimum 15.000 TND requis');
    expect(label({ zoneCode: 'nord', subtotal: 20000 })).toBe('Minimum 25.000 TND requis');
  });

  it('shows the total once orderable, exactly at the minimum too', () => {
    expect(label({ subtotal: 15000, total: 20000 })).toBe('Commander - 20.000 TND');
    expect(label({ typeCommande: 'A_emporter', zoneCode: null, subtotal: 3000, total: 3000 })).toBe('Commander - 3.000 TND');
  });
});

describe('zoneName', () => {
  const zones = [{ code: 'centre', nom: 'Tunis Centre' }];
  it('shows the zone’s name, its code when the zone is no longer listed, nothing without a zone', () => {
    expect(zoneName(zones, 'centre')).toBe('Tunis Centre');
    expect(zoneName(zones, 'ancienne')).toBe('ancienne');
    expect(zoneName(zones, null)).toBeNull();
  });
});
