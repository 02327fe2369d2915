/** The access gate's password form: react-hook-form with core's VerifyAccessInput, the server's refusal under the field. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_GATE_MESSAGES } from '@core/schemas/access-gate';
import { stubApi } from '../../../test/api-stub';
import { renderInShop } from '../../../test/render';
import { AccessGateScreen } from './access-gate-screen';

const data = { nom_restaurant: 'Sakura', message_bientot_disponible: '' };

describe('AccessGateScreen', () => {
  it('asks for the password in French before sending anything', async () => {
    const api = stubApi({});
    renderInShop(<AccessGateScreen data={data} reload={vi.fn()} />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Accéder' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ACCESS_GATE_MESSAGES.passwordRequired);
    expect(api.requests).toEqual([]);
  });

  it("shows the server's refusal, empties the field and counts the attempt", async () => {
    stubApi({ 'POST /api/verify-access': { status: 401, body: { error: { code: 'ACCESS_DENIED', message: 'Mot de passe incorrect' } } } });
    renderInShop(<AccessGateScreen data={data} reload={vi.fn()} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Mot de passe'), 'faux');
    await user.click(screen.getByRole('button', { name: 'Accéder' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Mot de passe incorrect');
    expect((screen.getByLabelText('Mot de passe') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(screen.getByText(ACCESS_GATE_MESSAGES.failedAttempts(1))).toBeTruthy());
  });
});
