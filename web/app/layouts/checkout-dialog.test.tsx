import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CASH_MESSAGES } from '@core/cash';
import { MAX_INSTRUCTIONS_LENGTH } from '@core/limits';
import { MESSAGES } from '@core/messages';
import { FIELD_MESSAGES } from '@core/schemas/fields';
import { cartReducer, initialCartState, type CartAction, type CartState } from '@core/cart';
import { toCartAccompaniment, toCartProduct } from '@core/cart-line';
import type { PaymentModeOption } from '@core/catalog';
import type { VoucherView } from '@core/schemas/loyalty';
import { sampleAccompagnement, sampleProduit, samplePublicSettings, sampleZone } from '@core/testing/builders';
import type { PromoQuoteView } from '@core/schemas/promotions';
import { stubApi, type ApiRequest } from '../../test/api-stub';
import { renderInShop } from '../../test/render';
import { signedIn } from '../../test/session';
import type { CheckoutFlow } from '../../features/checkout/hooks/use-checkout-flow';
// The dialog as the shop shows it: the checkout feature's, with the loyalty feature's voucher field in its slot.
import CheckoutDialog from './checkout-dialog';

const roll = sampleProduit({ id: 4, nom_fr: 'California Roll', prix: 12_000 });
const plateau = sampleProduit({ id: 9, nom_fr: 'Plateau Sakura', prix: 40_000, a_des_accompagnements: true });
const gingembre = sampleAccompagnement({ id: 3, nom_fr: 'Gingembre', prix: 1_000 });

/** Two California Rolls and a Plateau Sakura with ginger, to take away: 65.000 TND. */
function pickupCart(): CartState {
  const actions: CartAction[] = [
    { type: 'ADD_ITEM', product: toCartProduct(roll) },
    { type: 'ADD_ITEM', product: toCartProduct(roll) },
    { type: 'ADD_ITEM', product: toCartProduct(plateau), accompaniment: toCartAccompaniment(gingembre) },
  ];
  return actions.reduce(cartReducer, initialCartState([sampleZone()]));
}

const MODES: PaymentModeOption[] = [
  { key: 'especes', label: 'Espèces', description: 'À la livraison ou au retrait' },
  { key: 'carte', label: 'Carte bancaire', description: 'Sur place' },
];

function buildVoucher(overrides: Partial<VoucherView>): VoucherView {
  return {
    id: 1,
    code: 'SUSHI-ABCDEFGHJK',
    amount: 10_000,
    points_used: 1000,
    status: 'active',
    held: false,
    expires_at: null,
    used_at: null,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
const USED = buildVoucher({ id: 1, code: 'SUSHI-USEDUSEDUS', status: 'used', used_at: '2026-11-20T12:00:00.000Z' });
const ACTIVE = buildVoucher({ id: 2, code: 'SUSHI-MERC2345AB', amount: 10_000 });

function renderDialog(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/me': { body: signedIn() },
    'GET /api/payment-modes': { body: MODES },
    'GET /api/me/addresses': { body: { addresses: [] } },
    // open now: 'Dès que possible', no later slot offered
    'GET /api/slots': { body: { asap: true, message: null, jours: [] } },
    'GET /api/me/vouchers': { body: [USED, ACTIVE] },
    'GET /api/me/message-consent': { body: { canal: 'email', langue: 'fr', depuis: null, arrete_par_stop: false } },
    'PUT /api/me/message-consent': (request: ApiRequest) => ({
      body: { ...(request.body as object), langue: 'fr', depuis: '2026-11-26T10:00:00.000Z', arrete_par_stop: false },
    }),
    'POST /api/orders': (request: ApiRequest) => ({
      status: 201,
      // The fields of the answer the page reads.
      body: {
        order: { id: 'cmd-42', payment_status: 'en_attente', mode_paiement: (request.body as { mode_paiement: string }).mode_paiement },
        payUrl: null,
        points_preview: 55,
      },
    }),
    ...routes,
  });
  const flow: CheckoutFlow = { open: true, mounted: true, start: vi.fn(), onOpenChange: vi.fn(), onPlaced: vi.fn(), leaveForProfile: vi.fn() };
  const dispatch = vi.fn();
  const view = renderInShop(<CheckoutDialog flow={flow} cart={pickupCart()} dispatch={dispatch} settings={samplePublicSettings()} />);
  return { ...view, api, flow, dispatch, user: userEvent.setup({ delay: null }) };
}

const submitButton = () => screen.findByRole('button', { name: /^Confirmer la commande/ });

describe('CheckoutDialog', () => {
  it('places a pickup order with the chosen payment mode, the instructions and one Idempotency-Key', async () => {
    const { user, api, flow, dispatch, location } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Finaliser la commande' });
    expect((await submitButton()).textContent).toBe('Confirmer la commande - 65.000 TND');
    // Taking away: no address to give.
    expect(within(dialog).queryByLabelText(/Adresse/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: /Carte bancaire/ }));
    await user.type(screen.getByLabelText('Instructions spéciales'), '  Sans wasabi  ');
    await user.click(await submitButton());

    await waitFor(() => expect(api.sent('POST', '/api/orders')).toHaveLength(1));
    const [order] = api.sent('POST', '/api/orders');
    expect(order!.body).toEqual({
      type_commande: 'A_emporter',
      zone_livraison: null,
      adresse_livraison: null,
      ville_livraison: null,
      instructions_livraison: null,
      instructions_speciales: 'Sans wasabi',
      mode_paiement: 'carte',
      scheduled_for: null,
      items: [
        { product_id: 4, quantity: 2, accompaniment_id: null },
        { product_id: 9, quantity: 1, accompaniment_id: 3 },
      ],
      voucher_code: null,
      promo_code: null,
    });
    expect(order!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    expect(await screen.findByText('Commande créée')).toBeTruthy();
    expect(screen.getByText('Votre commande a été enregistrée avec succès')).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe('/order-success/cmd-42'));
    expect(dispatch).toHaveBeenCalledWith({ type: 'CLEAR_CART' });
    expect(flow.onPlaced).toHaveBeenCalledTimes(1);
    expect(api.unexpected).toEqual([]);
  });

  it('records the channel chosen for the order messages as soon as it is picked (WhatsApp, SMS or e-mail only)', async () => {
    const { user, api } = renderDialog();
    const choice = await screen.findByRole('radiogroup', { name: 'Être prévenu de ma commande par' });
    expect(
      within(choice)
        .getByRole('radio', { name: /E-mail uniquement/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await user.click(within(choice).getByRole('radio', { name: /^WhatsApp/ }));
    await waitFor(() => expect(api.sent('PUT', '/api/me/message-consent')).toHaveLength(1));
    expect(api.sent('PUT', '/api/me/message-consent')[0]!.body).toEqual({ canal: 'whatsapp', source: 'checkout' });
    await waitFor(() =>
      expect(
        within(choice)
          .getByRole('radio', { name: /^WhatsApp/ })
          .getAttribute('aria-checked'),
      ).toBe('true'),
    );
    expect(api.unexpected).toEqual([]);
  });

  it('refuses a used voucher code as it is typed, and takes a usable one off the total', async () => {
    const { user, api } = renderDialog();
    const field = await screen.findByLabelText('Bon d’achat');
    await waitFor(() => expect(api.sent('GET', '/api/me/vouchers')).toHaveLength(1));

    await user.type(field, 'sushi-usedusedus');
    expect(await screen.findByText('Ce bon d’achat n’est plus utilisable')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((await submitButton()).textContent).toBe('Confirmer la commande - 65.000 TND');

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'SUSHI-MERC2345AB · 10.000 TND' }));
    expect(await screen.findByText('Remise de 10.000 TND appliquée')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBeNull();
    await user.click(await submitButton());

    await waitFor(() => expect(api.sent('POST', '/api/orders')).toHaveLength(1));
    expect(api.sent('POST', '/api/orders')[0]!.body).toMatchObject({ voucher_code: 'SUSHI-MERC2345AB', mode_paiement: 'especes' });
  });

  it('sends one order for a double click', async () => {
    const { user, api } = renderDialog();
    await user.dblClick(await submitButton());
    await screen.findByText('Commande créée');
    expect(api.sent('POST', '/api/orders')).toHaveLength(1);
  });
});

describe('CheckoutDialog: the form’s French errors', () => {
  const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

  it('says under the field that the cash note is below the total or not an amount, and sends nothing until it is right', async () => {
    const { user, api } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: /Espèces/ }));
    const note = screen.getByLabelText('Je paierai avec (TND)');
    await user.type(note, '50');
    // Checked when the order is confirmed, not while it is first typed.
    expect(alerts()).toEqual([]);
    await user.click(await submitButton());
    expect(await screen.findByText(CASH_MESSAGES.paieraAvecTooLow(65_000))).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');

    await user.clear(note);
    await user.type(note, 'cinquante');
    expect(await screen.findByText(CASH_MESSAGES.paieraAvecInvalid)).toBeTruthy();
    await user.click(await submitButton());
    expect(api.sent('POST', '/api/orders')).toEqual([]);

    await user.clear(note);
    await user.type(note, '70,5');
    await waitFor(() => expect(alerts()).toEqual([]));
    expect(screen.getByText(`${CASH_MESSAGES.paieraAvecHint} Monnaie à rendre : 5.500 TND.`)).toBeTruthy();
    await user.click(await submitButton());
    await waitFor(() => expect(api.sent('POST', '/api/orders')).toHaveLength(1));
    expect(api.sent('POST', '/api/orders')[0]!.body).toMatchObject({ mode_paiement: 'especes', paiera_avec: 70_500 });
  });

  it('says under the instructions that they are too long, and sends nothing', async () => {
    const { user, api } = renderDialog();
    const instructions = await screen.findByLabelText('Instructions spéciales');
    await user.click(instructions);
    await user.paste('x'.repeat(MAX_INSTRUCTIONS_LENGTH + 1));
    await user.click(await submitButton());
    expect(await screen.findByText(FIELD_MESSAGES.tooLong(MAX_INSTRUCTIONS_LENGTH))).toBeTruthy();
    expect(instructions.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent('POST', '/api/orders')).toEqual([]);
  });

  it('shows the server’s refusal of the cash note under its field, not as a toast', async () => {
    const refusal = CASH_MESSAGES.paieraAvecTooLow(70_000);
    const { user, api } = renderDialog({
      'POST /api/orders': { status: 422, body: { error: { code: 'PAIERA_AVEC_TOO_LOW', message: refusal } } },
    });
    await user.click(await screen.findByRole('radio', { name: /Espèces/ }));
    await user.type(screen.getByLabelText('Je paierai avec (TND)'), '66');
    await user.click(await submitButton());
    await waitFor(() => expect(api.sent('POST', '/api/orders')).toHaveLength(1));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByLabelText('Je paierai avec (TND)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(MESSAGES.order.errorTitle)).toBeNull();
  });
});

describe('CheckoutDialog: the promo code', () => {
  /** The server's quote: BIENVENUE takes 6.500 TND off when paid by card, refused otherwise; any other code is unknown. */
  function quote(request: ApiRequest): { body: PromoQuoteView } {
    const { code, mode_paiement } = request.body as { code: string | null; mode_paiement: string | null };
    const applies = code === 'BIENVENUE' && mode_paiement === 'carte';
    const refusal = !code ? null : code !== 'BIENVENUE' ? 'Code promo inconnu' : applies ? null : 'Offre réservée au paiement : Carte bancaire';
    const discount = applies ? 6_500 : 0;
    return {
      body: {
        subtotal: 65_000,
        items_discount: discount,
        delivery_fee: 0,
        delivery_discount: 0,
        voucher_discount: 0,
        total: 65_000 - discount,
        saved: discount,
        applied: applies ? [{ promotion_id: 5, nom: 'Bienvenue', kind: 'order_percent', amount: 6_500, delivery: 0, by_code: true, code: 'BIENVENUE' }] : [],
        code_refusal: refusal,
        hint: null,
      },
    };
  }

  it('says why a code is refused, applies another on its own line, names it when it stops applying, and the order carries it', async () => {
    const { user, api } = renderDialog({ 'POST /api/promotions/quote': quote });
    await screen.findByRole('dialog', { name: 'Finaliser la commande' });
    await user.click(await screen.findByRole('radio', { name: /Carte bancaire/ }));
    const field = within(screen.getByTestId('promo-code'));

    await user.type(field.getByLabelText('Code promo'), 'ramadan25');
    await user.click(field.getByRole('button', { name: 'Appliquer' }));
    expect(await field.findByText('Code promo inconnu')).toBeTruthy();
    expect((await submitButton()).textContent).toBe('Confirmer la commande - 65.000 TND');

    await user.click(field.getByRole('button', { name: 'Retirer le code RAMADAN25' }));
    await user.type(field.getByLabelText('Code promo'), 'bienvenue{Enter}');
    expect(await field.findByText('Code BIENVENUE appliqué')).toBeTruthy();
    const summary = within(screen.getByTestId('checkout-summary'));
    expect(summary.getByText('Bienvenue').nextElementSibling?.textContent).toBe('-6.500 TND');
    expect(summary.getByText('Vous économisez 6.500 TND')).toBeTruthy();
    await waitFor(async () => expect((await submitButton()).textContent).toBe('Confirmer la commande - 58.500 TND'));
    // Enter applied the code, it did not send the order
    expect(api.sent('POST', '/api/orders')).toEqual([]);

    // Paid in cash, the offer no longer applies: removed, and said so with the server's reason
    await user.click(screen.getByRole('radio', { name: /Espèces/ }));
    expect(await screen.findByText('L’offre « Bienvenue » ne s’applique plus : Offre réservée au paiement : Carte bancaire')).toBeTruthy();
    expect(summary.queryByText('Bienvenue')).toBeNull();
    expect((await submitButton()).textContent).toBe('Confirmer la commande - 65.000 TND');

    await user.click(screen.getByRole('radio', { name: /Carte bancaire/ }));
    expect(await field.findByText('Code BIENVENUE appliqué')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('promo-removed')).toBeNull());
    await user.click(await submitButton());
    await waitFor(() => expect(api.sent('POST', '/api/orders')).toHaveLength(1));
    expect(api.sent('POST', '/api/orders')[0]!.body).toMatchObject({ mode_paiement: 'carte', promo_code: 'BIENVENUE' });
    // every quote was asked with the cart as the order sends it
    expect(api.sent('POST', '/api/promotions/quote').at(-1)!.body).toMatchObject({
      type_commande: 'A_emporter',
      items: [
        { product_id: 4, quantity: 2 },
        { product_id: 9, quantity: 1 },
      ],
    });
  });
});
