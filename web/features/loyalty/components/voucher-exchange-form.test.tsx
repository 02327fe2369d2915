import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VOUCHER_MESSAGES } from '@core/loyalty';
import type { LoyaltySummaryView } from '@core/schemas/loyalty';
import { stubApi } from '../../../test/api-stub';
import { renderInShop } from '../../../test/render';
import { VoucherExchangeForm } from './voucher-exchange-form';

const summary: LoyaltySummaryView = {
  enabled: true,
  balance: 500,
  pending_points: 0,
  total_points_earned: 500,
  total_points_redeemed: 0,
  montant_total_depense: 0,
  points_per_tnd: 1,
  min_redemption_points: 100,
  points_value_tnd: 10,
  voucher_validity_days: 30,
  vip: { current: null, next: null, remaining: 0, percent: 0 },
};

async function exchangeAnswered(answer: { status: number; body: unknown }) {
  stubApi({ 'POST /api/me/vouchers/exchange': answer });
  renderInShop(<VoucherExchangeForm summary={summary} />, { route: '/account' });
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Créer un bon d’achat' }));
}

const toastText = async () => (await screen.findByText((_, el) => el?.hasAttribute('data-sonner-toast') ?? false)).textContent;

describe('VoucherExchangeForm', () => {
  it("shows a refusal's reason under 'Impossible de créer le bon d'achat'", async () => {
    await exchangeAnswered({ status: 422, body: { error: { code: 'VOUCHER_INSUFFICIENT_BALANCE', message: 'Solde de points insuffisant' } } });
    await waitFor(async () => expect(await toastText()).toContain(VOUCHER_MESSAGES.createFailed));
    expect(await toastText()).toContain('Solde de points insuffisant');
  });

  it("shows a failure on our side as 'Erreur lors de la création du bon d'achat' and 'Échec de la création du voucher'", async () => {
    await exchangeAnswered({ status: 500, body: { error: { code: 'INTERNAL', message: 'Erreur interne du serveur' } } });
    await waitFor(async () => expect(await toastText()).toContain(VOUCHER_MESSAGES.createError));
    expect(await toastText()).toContain(VOUCHER_MESSAGES.voucherFailed);
    expect(screen.getByRole('alert').textContent).toBe(VOUCHER_MESSAGES.voucherFailed);
  });

  it.each([
    ['50', 'Minimum 100 points requis'],
    ['900', 'Solde insuffisant'],
    ['douze', "Conditions d'échange non remplies"],
  ])("refuses %s points in French before sending anything (core's rule)", async (typed, message) => {
    const api = stubApi({});
    renderInShop(<VoucherExchangeForm summary={summary} />, { route: '/account' });
    const user = userEvent.setup({ delay: null });
    const field = screen.getByLabelText('Points à échanger');
    await user.clear(field);
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Créer un bon d’achat' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(api.requests).toEqual([]);
  });

  it('sends the points typed and shows their value as you type', async () => {
    const api = stubApi({ 'POST /api/me/vouchers/exchange': { status: 201, body: { message: 'Bon créé' } } });
    renderInShop(<VoucherExchangeForm summary={summary} />, { route: '/account' });
    const user = userEvent.setup({ delay: null });
    const field = screen.getByLabelText('Points à échanger');
    await user.clear(field);
    await user.type(field, '250');
    expect(screen.getByText(/Valeur du bon/).textContent).toContain('2.500 TND');
    await user.click(screen.getByRole('button', { name: 'Créer un bon d’achat' }));
    await waitFor(() => expect(api.sent('POST', '/api/me/vouchers/exchange')[0]?.body).toEqual({ points: 250 }));
  });
});
