/**
 * Service controls in the browser. The tracking page shows the server's estimated ready or
 * delivery time. The board's overdue alert: an order still Recu after delai_alerte_recu minutes is
 * highlighted and the chime plays again every 30 s until someone accepts it; no chime once none is
 * overdue. The order is built with an old created_at, the page's clock is Playwright's (no real wait),
 * and a stand-in AudioContext counts the chimes.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, restaurantSettings } from '../server/db/schema/index';
import { buildOrder } from '../server/test/factories';
import { expectNoSeriousViolations } from './support/axe';
import { openRestaurant, signedInPage } from './support/orders-page';
import { DESKTOP, PHONE, useShop } from './support/shop';

const shop = useShop();

/** Counts the oscillators the chime starts (two per chime) in window.__chimeTones. */
const COUNT_CHIMES = () => {
  const w = window as unknown as { __chimeTones: number; AudioContext: unknown };
  w.__chimeTones = 0;
  const param = { value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} };
  const node = { connect: () => node, start() {}, stop() {}, frequency: param, gain: param, type: 'sine' };
  w.AudioContext = class {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume() {
      return Promise.resolve();
    }
    createOscillator() {
      w.__chimeTones += 1;
      return node;
    }
    createGain() {
      return node;
    }
  };
};

describe('overdue orders on the board', () => {
  it('highlights an order still Recu after delai_alerte_recu minutes and chimes every 30 s until it is accepted', async () => {
    // No acceptance reminder in this test: its sweep would mark the 12-minute-old order as reminded
    // at a moment of its own, and the chime would turn loud (three tones) in the middle of the count.
    await shop.db.update(restaurantSettings).set({ relance_acceptation_minutes: null });
    const old = await buildOrder(shop.db, { statut_commande: 'Recu', created_at: new Date(Date.now() - 12 * 60_000) });
    const fresh = await buildOrder(shop.db, { statut_commande: 'Recu' });

    for (const viewport of [PHONE, undefined]) {
      const staff = await signedInPage(shop, { role: 'operator' }, viewport);
      await staff.page.addInitScript(COUNT_CHIMES);
      await staff.page.clock.install();
      await staff.page.goto(`${shop.url}/admin/orders`);
      const row = staff.page.getByTestId(`admin-order-${old.numero_commande}`);
      await row.waitFor();
      expect(await row.getAttribute('data-overdue')).toBe('true');
      expect(await row.textContent()).toContain('En attente depuis 12 min');
      expect(await staff.page.getByTestId(`admin-order-${fresh.numero_commande}`).getAttribute('data-overdue')).toBeNull();
      expect(await staff.page.getByTestId('overdue-count').textContent()).toBe('1 en attente depuis plus de 5 min');
      if (viewport) {
        await staff.page.close();
        continue;
      }
      await expectNoSeriousViolations(staff.page, '/admin/orders (overdue)');

      // The first click unlocks audio; every 30 s one more chime (two tones) while the order waits.
      await staff.page.getByRole('heading', { name: 'Commandes' }).click();
      const tones = () => staff.page.evaluate(() => (window as unknown as { __chimeTones: number }).__chimeTones);
      const before = await tones();
      await staff.page.clock.fastForward(30_000);
      await expect.poll(tones).toBe(before + 2);
      await staff.page.clock.fastForward(30_000);
      await expect.poll(tones).toBe(before + 4);

      // Accepted: no longer highlighted, and the chime stops.
      await row.click();
      await staff.page.getByTestId('status-En_preparation').click();
      await expect.poll(() => row.getAttribute('data-overdue')).toBeNull();
      await expect.poll(() => staff.page.getByTestId('overdue-count').count()).toBe(0);
      const settled = await tones();
      await staff.page.clock.fastForward(30_000);
      await staff.page.clock.fastForward(30_000);
      // The fresh order is still Recu (its clock runs) but not yet overdue: no chime.
      expect(await tones()).toBe(settled);
    }
  });
});

describe('estimated time on the tracking page', () => {
  it('shows the estimate the server computed while the order is in progress, and none once ready', async () => {
    const order = await buildOrder(shop.db, { statut_commande: 'En_preparation' });
    const delivery = await buildOrder(shop.db, { statut_commande: 'En_livraison', type_commande: 'Livraison' });
    const answer = (numero: string) =>
      shop.app.inject({ method: 'GET', url: `/api/orders/by-number/${numero}` }).then((r) => r.json().order.estimation.texte as string);
    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await shop.openPage(viewport);
      await page.goto(`${shop.url}/order-tracking/${order.numero_commande}`);
      const estimate = page.getByTestId('tracking-estimate');
      await estimate.waitFor();
      expect(await estimate.textContent()).toBe(await answer(order.numero_commande));
      expect(await estimate.textContent()).toMatch(/^Prête vers \d\d:\d\d$/);
      if (viewport === PHONE) await expectNoSeriousViolations(page, '/order-tracking (estimate)');
      await page.goto(`${shop.url}/order-tracking/${delivery.numero_commande}`);
      await estimate.waitFor();
      expect(await estimate.textContent()).toMatch(/^Livraison estimée vers \d\d:\d\d$/);
    }
    await shop.db.update(orders).set({ statut_commande: 'Pret' }).where(eq(orders.id, order.id));
    const { page } = await shop.openPage(PHONE);
    await page.goto(`${shop.url}/order-tracking/${order.numero_commande}`);
    await page.getByTestId('tracking-status').waitFor();
    expect(await page.getByTestId('tracking-estimate').count()).toBe(0);
  });
});

describe('settings screens of the service', () => {
  it('Horaires: adds a dinner service to a day and saves it; E-mail: secrets shown only as set', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await signedInPage(shop, { role: 'admin' }, viewport);
      await page.goto(`${shop.url}/admin/settings`);
      await page.getByRole('tab', { name: 'Horaires' }).click();
      if (viewport === PHONE) {
        await page.getByLabel('Fermeture mardi', { exact: true }).fill('15:00');
        await page.getByRole('button', { name: 'Ajouter un second service mardi' }).click();
        await page.getByLabel('Ouverture du second service mardi').fill('19:00');
        await page.getByLabel('Fermeture du second service mardi').fill('23:00');
        const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/api/admin/settings/horaires'));
        await page.getByRole('button', { name: 'Enregistrer' }).click();
        expect((await saved).status()).toBe(200);
      }
      await page.getByLabel('Ouverture du second service mardi').waitFor();
      expect(await page.getByLabel('Ouverture du second service mardi').inputValue()).toBe('19:00');
      await expectNoSeriousViolations(page, `/admin/settings Horaires (${viewport.width})`);

      await page.getByRole('tab', { name: 'E-mail' }).click();
      if (viewport === PHONE) {
        await page.getByLabel('Serveur (hôte)').fill('smtp.exemple.tn');
        await page.getByLabel('Mot de passe SMTP').fill('mot-de-passe-smtp');
        const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/api/admin/settings/email'));
        await page.getByRole('button', { name: 'Enregistrer' }).click();
        expect((await saved).status()).toBe(200);
        await expect.poll(() => page.getByLabel('Mot de passe SMTP').inputValue()).toBe('');
      }
      const card = page.getByRole('tabpanel');
      await expect.poll(() => card.textContent()).toContain('Actuellement : Défini');
      expect(await card.textContent()).not.toContain('mot-de-passe-smtp');
      expect(await page.getByLabel('Serveur (hôte)').inputValue()).toBe('smtp.exemple.tn');
      await expectNoSeriousViolations(page, `/admin/settings E-mail (${viewport.width})`);
    }
    // The shop's footer lists the two services of that day.
    const { page } = await shop.openPage(DESKTOP);
    await page.goto(shop.url);
    expect(await page.locator('footer').textContent()).toContain('00:00 – 15:00 · 19:00 – 23:00');
    await openRestaurant(shop);
  });
});
