import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES } from '@core/email';
import { stubApi } from '../../../test/api-stub';
import { renderInShop } from '../../../test/render';
import { StaffPanel } from './staff-panel';

describe('StaffPanel invite form', () => {
  it("refuses an address that is not one with the server's French message, sending nothing; then invites", async () => {
    const api = stubApi({
      'GET /api/admin/staff': { body: { staff: [] } },
      'POST /api/admin/staff': { status: 201, body: { userId: 'u1' } },
    });
    renderInShop(<StaffPanel />, { route: '/admin/users' });
    const user = userEvent.setup({ delay: null });
    const email = screen.getByLabelText('Adresse e-mail');
    await user.type(email, 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'Inviter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(EMAIL_MESSAGES.invalid);
    expect(api.sent('POST', '/api/admin/staff')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'chef@example.tn');
    await user.selectOptions(screen.getByLabelText('Rôle'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Inviter' }));
    await waitFor(() => expect(api.sent('POST', '/api/admin/staff')).toHaveLength(1));
    expect(api.sent('POST', '/api/admin/staff')[0]!.body).toEqual({ email: 'chef@example.tn', role: 'admin' });
    await waitFor(() => expect((email as HTMLInputElement).value).toBe(''));
  });
});
