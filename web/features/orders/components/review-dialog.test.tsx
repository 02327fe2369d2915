/** 'Noter cette commande': react-hook-form with core's ReviewInput; its French errors before anything is sent. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAX_COMMENT_LENGTH } from '@core/limits';
import { FIELD_MESSAGES } from '@core/schemas/fields';
import { stubApi } from '../../../test/api-stub';
import { renderInShop } from '../../../test/render';
import type { OrderView } from '../api/order-view';
import { ReviewDialog } from './review-dialog';

// Only what the dialog reads of an order.
const order = { id: 'o-1', numero_commande: 'SK-1', statut_commande: 'Livre', has_review: false, customer: { id: 1 } } as unknown as OrderView;

async function openReview() {
  const user = userEvent.setup({ delay: null });
  renderInShop(<ReviewDialog order={order} />, { route: '/orders/SK-1?avis=1' });
  await screen.findByRole('dialog');
  return user;
}

describe('ReviewDialog', () => {
  it('sends the note chosen (5 by default) and the comment trimmed', async () => {
    const api = stubApi({ 'POST /api/orders/o-1/review': { status: 201, body: { ok: true } } });
    const user = await openReview();
    await user.click(screen.getByRole('radio', { name: '4 sur 5' }));
    await user.type(screen.getByLabelText('Commentaire (optionnel)'), '  Très bon  ');
    await user.click(screen.getByTestId('review-submit'));
    await waitFor(() => expect(api.sent('POST', '/api/orders/o-1/review')[0]?.body).toEqual({ note: 4, commentaire: 'Très bon' }));
  });

  it('refuses a comment over the limit in French, sending nothing', async () => {
    const api = stubApi({});
    const user = await openReview();
    await user.click(screen.getByLabelText('Commentaire (optionnel)'));
    await user.paste('a'.repeat(MAX_COMMENT_LENGTH + 1));
    await user.click(screen.getByTestId('review-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(FIELD_MESSAGES.tooLong(MAX_COMMENT_LENGTH));
    expect(api.requests).toEqual([]);
  });
});
