import { describe, expect, it } from 'vitest';
import { AdminOrdersQuery, IdempotencyKeyHeader, KonnectWebhookQuery, OrderStatusInput } from './orders';

describe('order endpoint payloads', () => {
  it('needs a uuid Idempotency-Key', () => {
    expect(IdempotencyKeyHeader.safeParse('7d444840-9dc0-11d1-b245-5ffdce74fad2').success).toBe(true);
    const bad = IdempotencyKeyHeader.safeParse('abc');
    expect(bad.success === false && bad.error.issues[0]!.message).toBe('En-tête Idempotency-Key manquant ou invalide');
    expect(IdempotencyKeyHeader.safeParse(undefined).success).toBe(false);
  });

  it('accepts only known statuses', () => {
    expect(OrderStatusInput.parse({ statut_commande: 'Pret' })).toEqual({ statut_commande: 'Pret' });
    const bad = OrderStatusInput.safeParse({ statut_commande: 'Perdu' });
    expect(bad.success === false && bad.error.issues[0]!.message).toBe('Statut de commande invalide');
  });

  it('reads the board filters, blank meaning absent', () => {
    expect(AdminOrdersQuery.parse({ statut: '', date: '', q: '  ' })).toEqual({ statut: undefined, date: undefined, q: undefined });
    expect(AdminOrdersQuery.parse({ statut: 'Recu', date: '2026-11-22', q: ' SK-12 ' })).toEqual({ statut: 'Recu', date: '2026-11-22', q: 'SK-12' });
    const bad = AdminOrdersQuery.safeParse({ date: '22/11/2026' });
    expect(bad.success === false && bad.error.issues[0]!.message).toBe('Date invalide (AAAA-MM-JJ)');
  });

  it("needs a payment reference of Konnect's 24-hex form on the webhook", () => {
    expect(KonnectWebhookQuery.safeParse({}).success).toBe(false);
    const ref = '5f0c2a9e1b3d4c5e6f708192';
    expect(KonnectWebhookQuery.parse({ payment_ref: ref })).toEqual({ payment_ref: ref });
    for (const payment_ref of ['abc', '../x', `${ref}/..`, 'g'.repeat(24)]) {
      const bad = KonnectWebhookQuery.safeParse({ payment_ref });
      expect(bad.success === false && bad.error.issues[0]!.message).toBe('Référence de paiement invalide');
    }
  });
});
