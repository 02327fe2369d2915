import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderInShop } from '../../../test/render';
import { buildCustomerView, signedIn } from '../../../test/session';
import { ProfileTab } from './profile-tab';

describe("the account's profile tab", () => {
  it("says 'Une erreur inattendue s'est produite' when the page itself fails on the answer (customer-shop §8)", async () => {
    const api = stubApi({
      'GET /api/me': { body: signedIn() },
      // A 200 without the profile answer (a proxy's empty reply): no server error to show, the page's own
      // code fails on it.
      'PATCH /api/me/profile': { status: 200 },
    });
    renderInShop(<ProfileTab customer={buildCustomerView()} accountEmail="amira@example.tn" />, { route: '/account' });

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText("Une erreur inattendue s'est produite")).toBeTruthy();
    expect(api.sent('PATCH', '/api/me/profile')).toHaveLength(1);
    expect(screen.queryByText('Erreur lors de la sauvegarde du profil')).toBeNull();
    expect(screen.queryByText('Profil mis à jour')).toBeNull();
  });
});
