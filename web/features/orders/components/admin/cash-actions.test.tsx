/** The board's cash actions: each reason is react-hook-form checked by its endpoint's core schema, in French, before anything is sent. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CASH_MESSAGES, MAX_CASH_MOTIF_LENGTH } from '@core/cash';
import type { MeView } from '@core/api-views';
import { stubApi } from '../../../../test/api-stub';
import { renderInShop } from '../../../../test/render';
import type { OrderView } from '../../api/order-view';
import { CashActions } from './cash-actions';

// Only what the actions read of an order: a delivery out, its customer not blacklisted.
const order = {
  id: 'o-1',
  numero_commande: 'SK-1',
  type_commande: 'Livraison',
  statut_commande: 'En_livraison',
  especes: { livraison_refusee: false, client_blackliste: false },
} as unknown as OrderView;
const admin: MeView = { user: { id: 'staff-1', email: 'chef@example.tn' }, userType: 'admin_user', role: 'admin', customer: null, needsOnboarding: false };

async function open(testId: string, routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ 'GET /api/me': { body: admin }, ...routes });
  const user = userEvent.setup({ delay: null });
  renderInShop(<CashActions order={order} />, { route: '/admin/orders' });
  await user.click(await screen.findByTestId(`${testId}-open`));
  await screen.findByRole('dialog');
  return { api, user };
}

const sentBodies = (api: ReturnType<typeof stubApi>) => api.requests.filter((r) => r.method === 'POST').map((r) => r.body);

describe('CashActions', () => {
  it('blacklisting asks for a motif, in French, sending nothing; then sends it trimmed', async () => {
    const { api, user } = await open('blacklist', { 'POST /api/admin/orders/o-1/blacklist': { body: { order } } });
    await user.type(screen.getByTestId('blacklist-motif'), ' x ');
    await user.click(screen.getByTestId('blacklist-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(CASH_MESSAGES.motifRequired);
    expect(sentBodies(api)).toEqual([]);

    await user.type(screen.getByTestId('blacklist-motif'), 'Refus répétés');
    await user.click(screen.getByTestId('blacklist-submit'));
    await waitFor(() => expect(api.sent('POST', '/api/admin/orders/o-1/blacklist')[0]?.body).toEqual({ motif: 'x Refus répétés' }));
  });

  it('a refused delivery may go without a motif (sent as null), but not with one over the limit', async () => {
    const { api, user } = await open('delivery-refused', { 'POST /api/admin/orders/o-1/delivery-refused': { body: { order } } });
    const motif = screen.getByTestId('delivery-refused-motif');
    motif.removeAttribute('maxlength');
    await user.click(motif);
    await user.paste('a'.repeat(MAX_CASH_MOTIF_LENGTH + 1));
    await user.click(screen.getByTestId('delivery-refused-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(CASH_MESSAGES.motifTooLong);
    expect(sentBodies(api)).toEqual([]);

    await user.clear(motif);
    await user.click(screen.getByTestId('delivery-refused-submit'));
    await waitFor(() => expect(api.sent('POST', '/api/admin/orders/o-1/delivery-refused')[0]?.body).toEqual({ motif: null }));
  });
});
