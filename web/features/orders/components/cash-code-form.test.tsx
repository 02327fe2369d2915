/** The confirmation code of a first cash order: react-hook-form checked by core's CashCodeInput; the server's refusal under the code. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CASH_MESSAGES } from '@core/cash';
import { stubApi } from '../../../test/api-stub';
import { renderInShop } from '../../../test/render';
import type { OrderView } from '../api/order-view';
import { CashCodeForm } from './cash-code-form';

// Only what the form reads of an order.
const order = { id: 'o-1', numero_commande: 'SK-1', code_confirmation_canal: 'sms' } as unknown as OrderView;
const CONFIRM = 'POST /api/orders/o-1/confirmation-code';

function renderForm() {
  renderInShop(<CashCodeForm order={order} />, { route: '/orders/SK-1' });
  return userEvent.setup({ delay: null });
}

describe('CashCodeForm', () => {
  it('keeps only digits and refuses a code shorter than six, in French, sending nothing', async () => {
    const api = stubApi({});
    const user = renderForm();
    await user.type(screen.getByTestId('cash-code-input'), '12a3');
    expect((screen.getByTestId('cash-code-input') as HTMLInputElement).value).toBe('123');
    await user.click(screen.getByTestId('cash-code-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(CASH_MESSAGES.codeInvalidFormat);
    expect(api.requests).toEqual([]);
  });

  it("sends the six digits and shows the server's refusal under the code", async () => {
    const api = stubApi({ [CONFIRM]: { status: 422, body: { error: { code: 'CASH_CODE_WRONG', message: CASH_MESSAGES.codeWrong(2) } } } });
    const user = renderForm();
    await user.type(screen.getByTestId('cash-code-input'), '123456');
    await user.click(screen.getByTestId('cash-code-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(CASH_MESSAGES.codeWrong(2));
    await waitFor(() => expect(api.sent('POST', '/api/orders/o-1/confirmation-code')[0]?.body).toEqual({ code: '123456' }));
  });
});
