/**
 * 'Comment était votre commande ?': the card at Livre for the owner, react-hook-form with core's ReviewInput,
 * its French errors before anything is sent, and the Google invitation only when the server offers the link.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAX_COMMENT_LENGTH } from '@core/limits';
import { FIELD_MESSAGES } from '@core/schemas/fields';
import { stubApi } from '../../../test/api-stub';
import { renderInShop } from '../../../test/render';
import type { OrderView } from '../api/order-view';
import { ReviewCard } from './review-card';

// Only what the card reads of an order.
const order = { id: 'o-1', numero_commande: 'SK-1', statut_commande: 'Livre', has_review: false, customer: { id: 1 } } as unknown as OrderView;
const GOOGLE = 'https://g.page/r/sakura/review';

function showCard(shown: OrderView = order) {
  const user = userEvent.setup({ delay: null });
  renderInShop(<ReviewCard order={shown} />, { route: '/orders/SK-1?avis=1' });
  return user;
}

describe('ReviewCard', () => {
  it('is shown at once at Livre, not before, and not without the owner', () => {
    const { unmount } = renderInShop(<ReviewCard order={{ ...order, statut_commande: 'En_livraison' } as OrderView} />);
    expect(screen.queryByTestId('review-card')).toBeNull();
    unmount();
    const second = renderInShop(<ReviewCard order={{ ...order, customer: null } as unknown as OrderView} />);
    expect(screen.queryByTestId('review-card')).toBeNull();
    second.unmount();
    showCard();
    expect(screen.getByRole('heading', { name: 'Comment était votre commande ?' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 sur 5' }).getAttribute('aria-checked')).toBe('true');
  });

  it('sends the note chosen and the comment trimmed; 4 stars with the link set offer the Google review in a new tab', async () => {
    const api = stubApi({ 'POST /api/orders/o-1/review': { status: 200, body: { ok: true, lien_avis_google: GOOGLE } } });
    const user = showCard();
    await user.click(screen.getByRole('radio', { name: '4 sur 5' }));
    await user.type(screen.getByLabelText('Commentaire (optionnel)'), '  Très bon  ');
    await user.click(screen.getByTestId('review-submit'));
    await waitFor(() => expect(api.sent('POST', '/api/orders/o-1/review')[0]?.body).toEqual({ note: 4, commentaire: 'Très bon' }));
    const google = await screen.findByTestId('review-google');
    expect(google.getAttribute('href')).toBe(GOOGLE);
    expect(google.getAttribute('target')).toBe('_blank');
    expect(google.getAttribute('rel')).toContain('noopener');
  });

  it('says thanks without any Google invitation when the server gives no link (a low rating, or no link set)', async () => {
    stubApi({ 'POST /api/orders/o-1/review': { status: 200, body: { ok: true, lien_avis_google: null } } });
    const user = showCard();
    await user.click(screen.getByRole('radio', { name: '2 sur 5' }));
    expect(screen.getByText('Moyen')).toBeTruthy();
    await user.click(screen.getByTestId('review-submit'));
    await screen.findByTestId('review-thanks');
    expect(screen.queryByTestId('review-google')).toBeNull();
  });

  it('refuses a comment over the limit in French, sending nothing', async () => {
    const api = stubApi({});
    const user = showCard();
    await user.click(screen.getByLabelText('Commentaire (optionnel)'));
    await user.paste('a'.repeat(MAX_COMMENT_LENGTH + 1));
    await user.click(screen.getByTestId('review-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(FIELD_MESSAGES.tooLong(MAX_COMMENT_LENGTH));
    expect(api.requests).toEqual([]);
  });
});
