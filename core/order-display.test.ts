import { describe, expect, it } from 'vitest';
import {
  formatOrderDate,
  formatOrderTime,
  helpMessage,
  orderSubtotal,
  paymentStatusText,
  refundedToCustomer,
  restaurantDay,
  telHref,
  whatsappHref,
} from './order-display';

describe('order display', () => {
  it('derives the subtotal from the total and the fee', () => {
    expect(orderSubtotal({ total_ttc: 42_500, frais_livraison: 5_000 })).toBe(37_500);
    expect(orderSubtotal({ total_ttc: 37_500, frais_livraison: 5_000, montant_remise: 5_000 })).toBe(37_500);
  });

  it('writes dates in French on the restaurant clock (UTC+1)', () => {
    expect(formatOrderDate('2026-11-22T14:04:00.000Z')).toBe('22 novembre 2026 à 15:04');
    expect(formatOrderTime('2026-11-22T23:30:00.000Z')).toBe('00:30');
    expect(formatOrderDate('pas une date')).toBe('');
    expect(restaurantDay(new Date('2026-11-22T23:30:00.000Z'))).toBe('2026-11-23');
  });

  it('links a Tunisian number in international form', () => {
    expect(telHref('71 960 123')).toBe('tel:+21671960123');
    expect(telHref('+216 71 960 123')).toBe('tel:+21671960123');
  });

  it('prefills the WhatsApp message with the order number', () => {
    const href = whatsappHref('22960123', 'SK-7F3K9Q');
    expect(href.startsWith('https://wa.me/21622960123?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1]!)).toBe(helpMessage('SK-7F3K9Q'));
    expect(helpMessage('SK-7F3K9Q')).toContain('SK-7F3K9Q');
  });
});

describe('the payment state for staff', () => {
  it('says a partial refund is one, with the amount given back; a full refund stays Remboursée', () => {
    expect(paymentStatusText({ payment_status: 'rembourse', total_ttc: 20_500, montant_rembourse: 5_000 })).toBe('Remboursée en partie (5.000 TND)');
    expect(paymentStatusText({ payment_status: 'rembourse', total_ttc: 20_500, montant_rembourse: 20_500 })).toBe('Remboursée');
    expect(paymentStatusText({ payment_status: 'paye', total_ttc: 20_500 })).toBe('Payée');
    const refunds = [
      { reason: 'remboursement_client', montant: 5_000, refunded_at: '2026-11-26T20:00:00Z' },
      { reason: 'commande_annulee', montant: 9_000, refunded_at: null },
    ];
    expect(refundedToCustomer(refunds)).toBe(5_000);
  });
});
