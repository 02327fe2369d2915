import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES, type AdminSettingsView } from '@core/schemas/settings';
import { stubApi } from '../../../test/api-stub';
import { renderInShop } from '../../../test/render';
import { PaymentsSection } from './service-sections';

const payments: AdminSettingsView['paiements'] = {
  modes_paiement: {
    konnect: { actif: true, description: 'Carte ou e-dinar' },
    especes: { actif: true, description: 'À la livraison' },
    carte: { actif: false, description: '' },
  },
  konnect_wallet_id: 'wallet-1',
  konnect_base_url: 'https://api.sandbox.konnect.network/api/v2',
  especes_plafond_premiere_commande: null,
  especes_refus_max: 3,
  especes_code_premiere_commande: false,
};

describe('PaymentsSection', () => {
  it("refuses a cash ceiling that is not an amount with the server's French message, sending nothing; then saves it in millimes", async () => {
    const api = stubApi({ 'PUT /api/admin/settings/paiements': { body: {} } });
    renderInShop(<PaymentsSection initial={payments} keySet />, { route: '/admin/settings' });
    const user = userEvent.setup({ delay: null });
    const ceiling = screen.getByTestId('cash-ceiling');
    await user.type(ceiling, 'cent');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SETTINGS_MESSAGES.invalidAmount);
    expect(ceiling.getAttribute('aria-invalid')).toBe('true');
    expect(api.requests).toHaveLength(0);

    await user.clear(ceiling);
    await user.type(ceiling, '80,5');
    await user.clear(screen.getByTestId('cash-refusals'));
    const key = screen.getByLabelText('Clé API Konnect');
    await user.type(key, 'sk_live_1');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.sent('PUT', '/api/admin/settings/paiements')).toHaveLength(1));
    expect(api.sent('PUT', '/api/admin/settings/paiements')[0]!.body).toEqual({
      ...payments,
      konnect_api_key: 'sk_live_1',
      especes_plafond_premiere_commande: 80_500,
      especes_refus_max: null,
    });
    expect(screen.queryByRole('alert')).toBeNull();
    // the secret typed is never shown back once saved
    await waitFor(() => expect((key as HTMLInputElement).value).toBe(''));
    expect(api.unexpected).toEqual([]);
  });

  it("says the cash confirmation code goes by the customer's channel, WhatsApp or SMS, else by e-mail", () => {
    stubApi({});
    renderInShop(<PaymentsSection initial={payments} keySet />, { route: '/admin/settings' });
    const hint = screen.getByText(/saisisse le code reçu/).textContent;
    expect(hint).toBe(
      'La commande attend « En vérification » que le client saisisse le code reçu : par WhatsApp ou SMS s’il a choisi ce canal (configuré), par e-mail sinon.',
    );
  });
});
