/** 'Rembourser': react-hook-form checked by core's refundOrderForm; its French errors before anything is sent, the server's under the amount. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatTND } from '@core/money';
import { ORDER_MESSAGES } from '@core/order-messages';
import { STAFF_ORDER_MESSAGES } from '@core/staff-orders';
import { stubApi } from '../../../../test/api-stub';
import { renderInShop } from '../../../../test/render';
import type { OrderView } from '../../api/order-view';
import { RefundOrderDialog } from './refund-order-dialog';

// Only what the dialog reads of an order.
const order = {
  id: 'o-1',
  numero_commande: 'SK-1',
  statut_commande: 'Livre',
  payment_status: 'paye',
  total_ttc: 30_000,
  montant_remise: 0,
  items: [
    { id: 41, product_name: 'Maki saumon', unit_price: 6_000, quantity: 2, total_price: 12_000, remise: 0 },
    { id: 42, product_name: 'Soupe miso', unit_price: 4_000, quantity: 1, total_price: 4_000, remise: 0 },
  ],
} as unknown as OrderView;
const REFUND = 'POST /api/admin/orders/o-1/refund';

async function openRefund() {
  const user = userEvent.setup({ delay: null });
  renderInShop(<RefundOrderDialog order={order} />, { route: '/admin/orders' });
  await user.click(screen.getByTestId('refund-open'));
  await screen.findByRole('dialog');
  return user;
}

const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);

describe('RefundOrderDialog', () => {
  it('refuses an amount above the total, or not an amount, and a missing motif, in French, sending nothing', async () => {
    const api = stubApi({});
    const user = await openRefund();
    expect((screen.getByTestId('refund-montant') as HTMLInputElement).value).toBe('30.000');
    await user.clear(screen.getByTestId('refund-montant'));
    await user.type(screen.getByTestId('refund-montant'), '31');
    await user.click(screen.getByTestId('refund-submit'));
    await waitFor(() => expect(alerts()).toEqual([ORDER_MESSAGES.refundTooHigh(30_000), ORDER_MESSAGES.refundMotifRequired]));
    await user.clear(screen.getByTestId('refund-montant'));
    await user.type(screen.getByTestId('refund-montant'), 'beaucoup');
    await user.click(screen.getByTestId('refund-submit'));
    await waitFor(() => expect(alerts()).toContain(ORDER_MESSAGES.refundAmountInvalid));
    expect(api.requests).toEqual([]);
  });

  it('sends the amount typed in millimes with the motif trimmed', async () => {
    const api = stubApi({ [REFUND]: { status: 201, body: { order } } });
    const user = await openRefund();
    await user.clear(screen.getByTestId('refund-montant'));
    await user.type(screen.getByTestId('refund-montant'), '12,5');
    await user.type(screen.getByTestId('refund-motif'), '  Commande froide  ');
    await user.click(screen.getByTestId('refund-submit'));
    await waitFor(() => expect(api.sent('POST', '/api/admin/orders/o-1/refund')[0]?.body).toEqual({ montant: 12_500, motif: 'Commande froide' }));
  });

  it('by lines: none chosen, or more than ordered, is refused in French; the lines chosen are sent with the amount shown', async () => {
    const api = stubApi({ [REFUND]: { status: 201, body: { order } } });
    const user = await openRefund();
    await user.click(screen.getByTestId('refund-by-lines'));
    await user.type(screen.getByTestId('refund-motif'), 'Oubli');
    await user.click(screen.getByTestId('refund-submit'));
    await waitFor(() => expect(alerts()).toEqual([STAFF_ORDER_MESSAGES.refundNothing]));
    const maki = screen.getByLabelText('Quantité remboursée de Maki saumon (sur 2)');
    await user.type(maki, '3');
    await user.click(screen.getByTestId('refund-submit'));
    await waitFor(() => expect(alerts()).toEqual([STAFF_ORDER_MESSAGES.refundLineQuantity('Maki saumon', 2)]));
    expect(api.requests).toEqual([]);

    await user.clear(maki);
    await user.type(maki, '2');
    expect(screen.getByRole('dialog').textContent).toContain(`Montant : ${formatTND(12_000)}`);
    await user.click(screen.getByTestId('refund-submit'));
    await waitFor(() => expect(api.sent('POST', '/api/admin/orders/o-1/refund')[0]?.body).toEqual({ lignes: [{ item_id: 41, quantity: 2 }], motif: 'Oubli' }));
  });

  it("shows the server's refusal of the amount under it", async () => {
    stubApi({ [REFUND]: { status: 409, body: { error: { code: 'REFUND_ABOVE_PAID', message: STAFF_ORDER_MESSAGES.refundAboveProvided(20_000) } } } });
    const user = await openRefund();
    await user.type(screen.getByTestId('refund-motif'), 'Commande froide');
    await user.click(screen.getByTestId('refund-submit'));
    await waitFor(() => expect(alerts()).toEqual([STAFF_ORDER_MESSAGES.refundAboveProvided(20_000)]));
  });
});
