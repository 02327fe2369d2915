/** The phone order: react-hook-form checked by core's PhoneOrderForm (the server's PhoneOrderInput); French errors under their fields, nothing sent. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@core/messages';
import { PHONE_MESSAGES } from '@core/phone';
import type { StaffCustomerView } from '@core/schemas/staff-orders';
import { sampleProduit, samplePublicCatalog } from '@core/testing/builders';
import { stubApi } from '../../../../test/api-stub';
import { renderInShop } from '../../../../test/render';
import { PhoneOrderDialog } from './phone-order-dialog';

const maki = sampleProduit({ id: 8, category_id: 1, nom_fr: 'Maki', prix: 20_000 });
const catalog = samplePublicCatalog({ produits: [maki] });
const leila: StaffCustomerView = {
  id: 31,
  prenom: 'Leila',
  nom: 'Mansour',
  telephone: '98765432',
  email: null,
  has_account: true,
  is_blacklisted: false,
  nombre_commandes: 2,
  current_points_balance: 40,
  adresses: [],
};
const PLACE = 'POST /api/admin/phone-orders';
const base = {
  'GET /api/slots': { body: { asap: true, message: null, jours: [] } },
  'GET /api/admin/phone-orders/customers': { body: { customers: [leila] } },
};

async function openWith(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ ...base, ...routes });
  const user = userEvent.setup({ delay: null });
  renderInShop(<PhoneOrderDialog catalog={catalog} />, { route: '/admin/orders' });
  await user.click(screen.getByTestId('phone-order-open'));
  return { api, user };
}

const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);

describe('PhoneOrderDialog', () => {
  it("refuses a new customer's missing name and wrong number in French, sending nothing", async () => {
    const { api, user } = await openWith();
    await user.type(screen.getByTestId('phone-order-search'), '12345');
    await user.click(await screen.findByTestId('phone-order-new-customer'));
    expect((screen.getByLabelText('Téléphone') as HTMLInputElement).value).toBe('12345');
    await user.click(screen.getByTestId('menu-add-8'));
    await user.click(screen.getByTestId('phone-order-submit'));
    await waitFor(() => expect(alerts()).toEqual(['Indiquez le prénom du client', 'Indiquez le nom du client', PHONE_MESSAGES.exactDigits]));
    expect(api.sent('POST', '/api/admin/phone-orders')).toEqual([]);
  });

  it('a delivery asks for its zone and address under them, sending nothing; then sends the order as the server reads it', async () => {
    const { api, user } = await openWith({
      [PLACE]: { status: 201, body: { order: { id: 'o-9', numero_commande: 'SK-9', total_ttc: 40_000 }, payUrl: null, points_preview: 0 } },
    });
    await user.type(screen.getByTestId('phone-order-search'), '98765');
    await user.click(await screen.findByTestId('phone-order-customer-31'));
    await user.click(screen.getByTestId('menu-add-8'));
    await user.click(screen.getByTestId('menu-add-8'));
    await user.click(screen.getByRole('radio', { name: 'Livraison' }));
    await user.click(screen.getByTestId('phone-order-submit'));
    await waitFor(() => expect(alerts()).toEqual([MESSAGES.checkout.zoneRequired, MESSAGES.checkout.addressIncomplete]));
    expect(api.sent('POST', '/api/admin/phone-orders')).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Zone de livraison'), 'centre');
    await user.click(screen.getByLabelText('Adresse'));
    await user.paste('12 rue de Marseille');
    await user.click(screen.getByLabelText('Ville'));
    await user.paste('Tunis');
    await waitFor(() => expect(screen.queryAllByRole('alert')).toEqual([]));
    await user.click(screen.getByRole('radio', { name: 'Carte sur place' }));
    await user.click(screen.getByTestId('phone-order-submit'));
    await waitFor(() => expect(api.sent('POST', '/api/admin/phone-orders')).toHaveLength(1));
    expect(api.sent('POST', '/api/admin/phone-orders')[0]!.body).toEqual({
      customer_id: 31,
      nouveau_client: null,
      commande: {
        type_commande: 'Livraison',
        zone_livraison: 'centre',
        adresse_livraison: '12 rue de Marseille',
        ville_livraison: 'Tunis',
        instructions_livraison: null,
        instructions_speciales: null,
        mode_paiement: 'carte',
        voucher_code: null,
        promo_code: null,
        paiera_avec: null,
        scheduled_for: null,
        items: [{ product_id: 8, accompaniment_id: null, options: [], quantity: 2 }],
      },
    });
    expect(await screen.findByText('Commande SK-9 enregistrée')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal of a new customer's number under it", async () => {
    const taken = 'Ce numéro appartient déjà à un client';
    const { user } = await openWith({ [PLACE]: { status: 409, body: { error: { code: 'CUSTOMER_PHONE_TAKEN', message: taken } } } });
    await user.type(screen.getByTestId('phone-order-search'), '22123456');
    await user.click(await screen.findByTestId('phone-order-new-customer'));
    await user.click(screen.getByLabelText('Prénom'));
    await user.paste('Sami');
    await user.click(screen.getByLabelText('Nom'));
    await user.paste('Trabelsi');
    await user.click(screen.getByTestId('menu-add-8'));
    await user.click(screen.getByTestId('phone-order-submit'));
    await waitFor(() => expect(alerts()).toEqual([taken]));
  });

  it("checks the customer's 'Code promo' with the staff quote, shows its refusal under the field, and places the order with it", async () => {
    const refusal = 'Ce code est réservé à une première commande';
    const quote = ({ body }: { body: unknown }) => {
      const code = (body as { code: string | null }).code;
      const applied =
        code === 'BIENVENUE' ? [{ promotion_id: 4, nom: 'Bienvenue', kind: 'order_percent', amount: 4_000, delivery: 0, by_code: true, code }] : [];
      const discount = applied.length ? 4_000 : 0;
      return {
        body: {
          subtotal: 20_000,
          items_discount: discount,
          delivery_fee: 0,
          delivery_discount: 0,
          voucher_discount: 0,
          total: 20_000 - discount,
          saved: discount,
          applied,
          code_refusal: code === 'NOPE' ? refusal : null,
          hint: null,
        },
      };
    };
    const { api, user } = await openWith({
      'POST /api/admin/phone-orders/quote': quote,
      [PLACE]: { status: 201, body: { order: { id: 'o-10', numero_commande: 'SK-10', total_ttc: 16_000 }, payUrl: null, points_preview: 0 } },
    });
    await user.type(screen.getByTestId('phone-order-search'), '98765');
    await user.click(await screen.findByTestId('phone-order-customer-31'));
    await user.click(screen.getByTestId('menu-add-8'));

    await user.type(screen.getByLabelText('Code promo'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(screen.getByTestId('promo-code-status').textContent).toBe(refusal));
    expect(api.sent('POST', '/api/admin/phone-orders/quote').at(-1)!.body).toMatchObject({ customer_id: 31, code: 'NOPE' });

    await user.click(screen.getByRole('button', { name: 'Retirer le code NOPE' }));
    await user.type(screen.getByLabelText('Code promo'), 'bienvenue');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('promo-code-status').textContent).toBe('Code BIENVENUE appliqué'));
    expect(api.sent('POST', '/api/admin/phone-orders')).toEqual([]);

    await user.click(screen.getByTestId('phone-order-submit'));
    await waitFor(() => expect(api.sent('POST', '/api/admin/phone-orders')).toHaveLength(1));
    expect(api.sent('POST', '/api/admin/phone-orders')[0]!.body).toMatchObject({ customer_id: 31, commande: { promo_code: 'BIENVENUE', voucher_code: null } });
  });
});
