import { describe, expect, it } from 'vitest';
import { formatHistoryEvent, historyEventLabel, UNKNOWN_HISTORY_EVENT } from './order-history';

describe('an order history line', () => {
  it('says a refund in French: payment states by their labels, spending in TND, never millimes', () => {
    const line = formatHistoryEvent('payment.refunded', {
      montant: 5_000,
      motif: 'Plat oublié',
      before: { payment_status: 'non_requis', montant_total_depense: 20_500, current_points_balance: 40 },
      after: { payment_status: 'rembourse', montant_total_depense: 15_500, current_points_balance: 30 },
    });
    expect(line.title).toBe('Remboursement');
    expect(line.changes).toEqual([
      { field: 'Paiement', before: 'À encaisser', after: 'Remboursée' },
      { field: 'Dépenses', before: '20.500 TND', after: '15.500 TND' },
      { field: 'Solde de points', before: '40', after: '30' },
    ]);
    expect(line.note).toBe('5.000 TND · « Plat oublié »');
  });

  it('names every event the shop records for an order, a print too, and an unknown one in French', () => {
    expect(formatHistoryEvent('print.printed', { imprimante: 'Cuisine', print_event: 'acceptation' })).toEqual({
      title: 'Ticket imprimé',
      changes: [],
      note: 'Imprimante « Cuisine »',
    });
    for (const event of [
      'order.created',
      'order.status_changed',
      'order.corrected',
      'order.fired',
      'order.auto_accepted',
      'order.acceptance_reminder',
      'order.acceptance_cancelled',
      'order.delivery_refused',
      'order.reprint_requested',
      'kitchen.line_done',
      'kitchen.line_undone',
      'print.printed',
      'print.retried',
      'print.failed',
      'payment.refunded',
      'payment.started',
      'payment.completed',
      'payment.failed',
      'payment.refund_due',
      'payment.supplement_started',
      'payment.supplement_paid',
      'notification.sent',
      'notification.failed',
      'customer.created_by_staff',
    ]) {
      expect(historyEventLabel(event)).not.toBe(UNKNOWN_HISTORY_EVENT);
      expect(historyEventLabel(event)).not.toContain('.');
    }
    expect(historyEventLabel('something.new')).toBe('Autre événement');
  });

  it('shows statuses, a completed payment, amounts of a correction and a dish done by their words', () => {
    expect(formatHistoryEvent('order.status_changed', { before: { statut_commande: 'Recu' }, after: { statut_commande: 'En_preparation' } }).changes).toEqual([
      { field: 'Statut', before: 'Reçue', after: 'En préparation' },
    ]);
    expect(formatHistoryEvent('payment.completed', { before: 'en_attente', after: 'paye' }).changes).toEqual([
      { field: 'Paiement', before: 'Paiement en attente', after: 'Payée' },
    ]);
    expect(formatHistoryEvent('order.corrected', { before: { total_ttc: 20_500 }, after: { total_ttc: 15_500 } }).changes).toEqual([
      { field: 'Total', before: '20.500 TND', after: '15.500 TND' },
    ]);
    const done = formatHistoryEvent('kitchen.line_done', { product_name: 'Maki saumon', before: { done: false }, after: { done: true } });
    expect(done).toEqual({ title: 'Plat prêt en cuisine', changes: [{ field: 'Plat', before: 'À préparer', after: 'Prêt' }], note: 'Maki saumon' });
    expect(formatHistoryEvent('notification.sent', { channel: 'whatsapp' }).note).toBe('WhatsApp');
  });
});
