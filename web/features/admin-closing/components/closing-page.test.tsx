/** The closing page: a day's figures, the difference as the cash counted is typed, a French error with nothing sent, and the closing sent in millimes. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatTND } from '@core/money';
import { serviceDayOf } from '@core/opening-hours';
import { CLOSING_FORM_MESSAGES, type ClosingDayView } from '@core/schemas/closing';
import type { MeView } from '@core/api-views';
import { stubApi } from '../../../test/api-stub';
import { renderInShop } from '../../../test/render';
import { ClosingPage } from './closing-page';

const jour = serviceDayOf({}, new Date());
const PATH = `/api/admin/closings/${jour}`;
const total = (commandes: number, t: number) => ({ commandes, total: t });
const open: ClosingDayView = {
  jour,
  figures: {
    commandes: 3,
    total_ttc: 71_500,
    par_mode: { konnect: total(1, 30_000), especes: total(2, 41_500), carte: total(0, 0) },
    en_cours: 0,
    remises: { offres: 5_000, bons: 0 },
    frais_livraison: 3_000,
    tva: [{ taux: 700, ttc: 71_500, base: 66_822, tva: 4_678 }],
    hors_tva: 0,
    annulees: total(1, 12_000),
    remboursements: total(0, 0),
    net: 71_500,
    especes_attendues: 41_500,
  },
  cloture: null,
  apres_cloture: [],
};
const closed: ClosingDayView = {
  ...open,
  cloture: { especes_attendues: 41_500, especes_comptees: 39_500, ecart: -2_000, note: null, closed_by: 'Amira', closed_at: new Date().toISOString() },
};

function renderPage() {
  renderInShop(<ClosingPage />, { route: '/admin/cloture' });
  return userEvent.setup({ delay: null });
}

describe('ClosingPage', () => {
  it('shows the figures, the difference as typed, refuses a bad amount in French and closes with the amount in millimes', async () => {
    const api = stubApi({ [`GET ${PATH}`]: { body: open }, [`POST ${PATH}`]: { status: 201, body: closed } });
    const user = renderPage();
    expect(await screen.findByText('Espèces (2 commandes)')).toBeTruthy();
    expect(screen.getByText('7 %')).toBeTruthy();
    const counted = screen.getByLabelText('Espèces comptées (TND)');
    await user.type(counted, 'abc');
    await user.click(screen.getByRole('button', { name: 'Clôturer la journée' }));
    expect(await screen.findByText(CLOSING_FORM_MESSAGES.cashInvalid)).toBeTruthy();
    expect(api.sent('POST', PATH)).toEqual([]);
    await user.clear(counted);
    await user.type(counted, '39,5');
    expect(screen.getByText(formatTND(-2_000))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clôturer la journée' }));
    await waitFor(() => expect(api.sent('POST', PATH).map((r) => r.body)).toEqual([{ especes_comptees: 39_500 }]));
    expect(await screen.findByText(/Clôturée par Amira/)).toBeTruthy();
    expect(screen.getByText('Aucun remboursement ni correction depuis la clôture.')).toBeTruthy();
  });

  it('offers the accountant’s month to admins only, downloading its three CSV files', async () => {
    const month = jour.slice(0, 7);
    const files = ['clotures', 'factures', 'avoirs'].map((name) => ({ filename: `${name}-${month}.csv`, csv: 'jour\r\n' }));
    const admin: MeView = { user: { id: 'staff-1', email: 'chef@example.tn' }, userType: 'admin_user', role: 'admin', customer: null, needsOnboarding: false };
    const api = stubApi({
      'GET /api/me': { body: admin },
      [`GET ${PATH}`]: { body: open },
      [`GET /api/admin/closings/export/${month}/csv`]: { body: { files } },
    });
    URL.createObjectURL = () => 'blob:csv';
    URL.revokeObjectURL = () => {};
    // jsdom cannot follow a download
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Télécharger en CSV' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(3));
    expect(api.sent('GET', `/api/admin/closings/export/${month}/csv`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Classeur Excel' }).getAttribute('href')).toBe(`/api/admin/closings/export/${month}/xlsx`);
  });

  it('shows no export to an operator', async () => {
    const operator: MeView = {
      user: { id: 'staff-2', email: 'op@example.tn' },
      userType: 'admin_user',
      role: 'operator',
      customer: null,
      needsOnboarding: false,
    };
    stubApi({ 'GET /api/me': { body: operator }, [`GET ${PATH}`]: { body: open } });
    renderPage();
    expect(await screen.findByText('Espèces (2 commandes)')).toBeTruthy();
    expect(screen.queryByText('Export comptable')).toBeNull();
  });

  it('prints a closed day through the printer queue with a French confirmation, says why when it cannot, and links its PDF', async () => {
    const api = stubApi({ [`GET ${PATH}`]: { body: closed }, [`POST ${PATH}/print`]: { body: { envoyes: 1 } } });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Imprimer' }));
    expect(await screen.findByText('Clôture envoyée à l’imprimante')).toBeTruthy();
    expect(api.sent('POST', `${PATH}/print`).map((r) => Object.keys(r.body as object))).toEqual([['demande_id']]);
    expect(screen.getByRole('link', { name: 'Télécharger le PDF' }).getAttribute('href')).toBe(`${PATH}/pdf`);
  });

  it('prints the situation of a day not closed, and shows the refusal when no printer is set', async () => {
    stubApi({
      [`GET ${PATH}`]: { body: open },
      [`POST ${PATH}/print`]: { status: 409, body: { error: { code: 'NO_NETWORK_PRINTER', message: 'Aucune imprimante réseau active n’est configurée' } } },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Imprimer la situation' }));
    expect(await screen.findByText('Aucune imprimante réseau active n’est configurée')).toBeTruthy();
  });
});
