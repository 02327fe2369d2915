/** The back-office 'Avis': the list with its filters, and the answer to a low rating sent and shown with who and when. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminReviewView } from '@core/schemas/review';
import { stubApi } from '../../../test/api-stub';
import { renderInShop } from '../../../test/render';
import { ReviewsPage } from './reviews-page';

const low: AdminReviewView = {
  id: 7,
  order_id: 'o-7',
  numero_commande: 'SK-0007',
  client: 'Amel Ben Salah',
  email: 'amel@example.tn',
  note: 2,
  commentaire: 'Sushis trop secs',
  cree_le: '2026-12-02T12:00:00.000Z',
  a_repondre: true,
  reponse: null,
  repondu_par: null,
  repondu_le: null,
};
const good: AdminReviewView = { ...low, id: 8, numero_commande: 'SK-0008', client: 'Karim', note: 5, commentaire: null, a_repondre: false };
const answered: AdminReviewView = {
  ...low,
  a_repondre: false,
  reponse: 'Toutes nos excuses',
  repondu_par: 'operateur@sakura.tn',
  repondu_le: '2026-12-02T13:00:00.000Z',
};

describe('ReviewsPage', () => {
  it('lists the ratings, answers a low one (not a good one) and shows the answer with who and when', async () => {
    let current = [low, good];
    const api = stubApi({
      'GET /api/admin/reviews': () => ({ body: { avis: current } }),
      'POST /api/admin/reviews/7/answer': () => {
        current = [answered, good];
        return { body: answered };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderInShop(<ReviewsPage />);
    const cards = await screen.findAllByTestId('review-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Sushis trop secs')).toBeTruthy();
    expect(within(cards[0]!).getByText('À répondre')).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button', { name: 'Répondre' })).toBeNull();

    await user.click(within(cards[0]!).getByRole('button', { name: 'Répondre' }));
    expect(await within(cards[0]!).findByText('Écrivez une réponse')).toBeTruthy();
    expect(api.sent('POST', '/api/admin/reviews/7/answer')).toEqual([]);
    await user.type(within(cards[0]!).getByLabelText('Votre réponse (envoyée par e-mail au client)'), 'Toutes nos excuses');
    await user.click(within(cards[0]!).getByRole('button', { name: 'Répondre' }));
    await waitFor(() => expect(api.sent('POST', '/api/admin/reviews/7/answer')[0]?.body).toEqual({ reponse: 'Toutes nos excuses' }));
    expect(await screen.findByText(/Réponse de operateur@sakura\.tn le/)).toBeTruthy();
    expect(screen.getByText('Répondu')).toBeTruthy();
  });

  it('asks the server for the filter chosen', async () => {
    const api = stubApi({ 'GET /api/admin/reviews': { body: { avis: [] } } });
    const user = userEvent.setup({ delay: null });
    renderInShop(<ReviewsPage />);
    expect(await screen.findByTestId('reviews-empty')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'À répondre' }));
    await waitFor(() => expect(api.fetch.mock.calls.map(([url]) => String(url))).toContainEqual(expect.stringContaining('filtre=a_repondre')));
    await user.click(screen.getByRole('tab', { name: 'Répondus' }));
    await waitFor(() => expect(api.fetch.mock.calls.map(([url]) => String(url))).toContainEqual(expect.stringContaining('filtre=repondus')));
  });
});
