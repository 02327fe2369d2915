import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { KitchenTicketView, KitchenView } from '@core/schemas/kitchen';
import { stubApi, type ApiRequest } from '../../../test/api-stub';
import { renderInShop } from '../../../test/render';
import { KitchenDisplay } from './kitchen-display';

const NOW = new Date().toISOString();
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function ticket(overrides: Partial<KitchenTicketView> = {}): KitchenTicketView {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    numero_commande: 'SK-AAAAA-BBBBB',
    statut_commande: 'En_preparation',
    type_commande: 'A_emporter',
    created_at: minutesAgo(21.5),
    instructions_speciales: 'Sans wasabi',
    lines: [
      { id: 1, product_name: 'California saumon', quantity: 8, accompaniment_name: null, done: false, done_at: null },
      {
        id: 2,
        product_name: 'Maki thon',
        quantity: 2,
        accompaniment_name: 'Sauce soja sucrée',
        choix: [{ groupe: 'Cuisson', option: 'Flambé' }],
        done: false,
        done_at: null,
      },
    ],
    ...overrides,
  };
}

function view(tickets: KitchenTicketView[]): KitchenView {
  return { now: NOW, seuils: { orange: 10, rouge: 20 }, en_attente: 2, tickets };
}

const PUT_1 = 'PUT /api/admin/kitchen/orders/11111111-1111-4111-8111-111111111111/lines/1';
const PUT_2 = 'PUT /api/admin/kitchen/orders/11111111-1111-4111-8111-111111111111/lines/2';

function renderDisplay(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi(routes);
  const rendered = renderInShop(<KitchenDisplay boardHref="/admin/orders" />, { route: '/admin/kitchen' });
  return { ...rendered, api, user: userEvent.setup({ delay: null }) };
}

describe('KitchenDisplay', () => {
  it('shows each ticket with its age in red past the second threshold, its lines, options and instructions, and the per-dish sum', async () => {
    const second = ticket({
      id: '22222222-2222-4222-8222-222222222222',
      numero_commande: 'SK-CCCCC-DDDDD',
      created_at: minutesAgo(3),
      instructions_speciales: null,
      lines: [{ id: 3, product_name: 'California saumon', quantity: 4, accompaniment_name: null, done: false, done_at: null }],
    });
    renderDisplay({ 'GET /api/admin/kitchen': { body: view([ticket(), second]) } });
    const first = await screen.findByRole('article', { name: 'SK-AAAAA-BBBBB' });
    expect(first.getAttribute('data-age-level')).toBe('rouge');
    expect(within(first).getByTestId('ticket-age').textContent).toBe('21 min, très en retard');
    expect(first.textContent).toContain('Sans wasabi');
    expect(first.textContent).toContain('+ Sauce soja sucrée');
    expect(first.textContent).toContain('Cuisson : Flambé');
    expect(screen.getByRole('article', { name: 'SK-CCCCC-DDDDD' }).getAttribute('data-age-level')).toBe('normal');
    const sums = within(screen.getByTestId('dish-summary'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(sums).toEqual(['12 ×California saumon', '2 ×Maki thon']);
    expect(screen.getByTestId('kitchen-counts').textContent).toBe('2 en préparation · 2 reçues à accepter');
  });

  it('shows the slot of an order placed ahead, in Tunis time, and marks a phone order', async () => {
    const scheduled = ticket({ scheduled_for: '2026-11-28T11:30:00.000Z', fire_at: minutesAgo(1), source: 'telephone' });
    const asap = ticket({ id: '33333333-3333-4333-8333-333333333333', numero_commande: 'SK-EEEEE-FFFFF', source: 'boutique' });
    renderDisplay({ 'GET /api/admin/kitchen': { body: view([scheduled, asap]) } });
    const card = await screen.findByRole('article', { name: 'SK-AAAAA-BBBBB' });
    expect(within(card).getByTestId('kitchen-ticket-slot').textContent).toBe('Pour 12:30');
    expect(within(card).getByTestId('kitchen-ticket-phone').textContent).toBe('Commande téléphone');
    const other = screen.getByRole('article', { name: 'SK-EEEEE-FFFFF' });
    expect(within(other).queryByTestId('kitchen-ticket-slot')).toBeNull();
    expect(within(other).queryByTestId('kitchen-ticket-phone')).toBeNull();
  });

  it('ticks a line at once and sends the state wanted; a refusal puts it back and says why', async () => {
    const { user, api } = renderDisplay({
      'GET /api/admin/kitchen': { body: view([ticket()]) },
      [PUT_1]: {
        status: 422,
        body: {
          error: {
            code: 'KITCHEN_NOT_IN_PREPARATION',
            message: 'Cette commande n’est pas en préparation : ses lignes ne peuvent plus être cochées en cuisine.',
          },
        },
      },
    });
    const line = await screen.findByRole('button', { name: /California saumon/ });
    expect(line.getAttribute('aria-pressed')).toBe('false');
    await user.click(line);
    expect(await screen.findByText('Cette commande n’est pas en préparation : ses lignes ne peuvent plus être cochées en cuisine.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /California saumon/ }).getAttribute('aria-pressed')).toBe('false'));
    expect(api.sent('PUT', PUT_1.slice(4)).map((r: ApiRequest) => r.body)).toEqual([{ done: true }]);
  });

  it('takes a ticket off the screen with a toast when its last line makes it Prête', async () => {
    let served = view([ticket({ lines: ticket().lines.map((l) => (l.id === 1 ? { ...l, done: true, done_at: NOW } : l)) })]);
    const { user } = renderDisplay({
      'GET /api/admin/kitchen': () => ({ body: served }),
      [PUT_2]: () => {
        const ready = ticket({ statut_commande: 'Pret', lines: ticket().lines.map((l) => ({ ...l, done: true, done_at: NOW })) });
        served = view([]);
        return { body: { ticket: ready } };
      },
    });
    expect((await screen.findByRole('button', { name: /California saumon/ })).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: /Maki thon/ }));
    expect(await screen.findByText('Commande SK-AAAAA-BBBBB prête')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'SK-AAAAA-BBBBB' })).toBeNull());
    expect(screen.getByText('Aucune commande en préparation.')).toBeTruthy();
    expect(within(screen.getByTestId('dish-summary')).getByText('Rien à préparer.')).toBeTruthy();
  });
});
