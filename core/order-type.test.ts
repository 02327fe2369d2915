import { describe, expect, it } from 'vitest';
import { CART_ORDER_TYPES, ORDER_TYPES, ORDER_TYPE_LABELS, isDelivery, isOrderType, orderTypeLabel } from './order-type';

describe('order types', () => {
  it('lists the three types of the spec', () => {
    expect(ORDER_TYPES).toEqual(['Livraison', 'A_emporter', 'Sur_place']);
    expect(CART_ORDER_TYPES).toEqual(['Livraison', 'A_emporter']);
  });

  it('has the French labels verbatim', () => {
    expect(ORDER_TYPE_LABELS).toEqual({ Livraison: 'Livraison', A_emporter: 'À emporter', Sur_place: 'Sur place' });
    expect(orderTypeLabel('A_emporter')).toBe('À emporter');
  });

  it('recognises only exact type codes', () => {
    expect(isOrderType('Livraison')).toBe(true);
    expect(isOrderType('livraison')).toBe(false);
    expect(isOrderType(undefined)).toBe(false);
    expect(isOrderType(1)).toBe(false);
  });

  it('knows delivery', () => {
    expect(isDelivery('Livraison')).toBe(true);
    expect(isDelivery('A_emporter')).toBe(false);
    expect(isDelivery('Sur_place')).toBe(false);
  });
});
