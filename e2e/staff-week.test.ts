/**
 * What a week in a real restaurant finds on the staff's screens, in Chromium: no back-office page scrolls
 * sideways on a tablet (768, 800 and 1024 px) with long names, addresses and e-mails; a scheduled order is
 * not started a day early from the board; a partial refund and the order's history read in French with
 * amounts in TND; a free accompaniment reads 'Gratuit' on the phone order's tiles; the kitchen display wraps a
 * long dish name before the tick mark; the back-office's dates are typed and shown day first in an English
 * browser. Screenshots at 390, 800 and 1280 px in SHOTS_DIR.
 */
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDayFirst } from '../core/day-first-date';
import { restaurantDay } from '../core/order-display';
import { appEvents, orders } from '../server/db/schema/index';
import { buildAccompaniment, buildCategory, buildCustomer, buildOrder, buildProduct } from '../server/test/factories';
import { expectNoSeriousViolations } from './support/axe';
import { openRestaurant, signedInPage } from './support/orders-page';
import { DESKTOP, PHONE, useShop } from './support/shop';

const shop = useShop();
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-staff-week';
const TABLET = { width: 800, height: 1100 };
const WIDTHS = [768, 800, 1024];
const LONG_EMAIL = 'anne-sophie.ben-abdallah-el-mansouri.commandes-du-vendredi@restaurant-exemple-tunisie.com.tn';
const LONG_NAME = 'Mohamed-Amine Abdelkader Ben Abdallah El Mansouri';
const LONG_ADDRESS = 'Résidence Les Jardins du Lac, bloc B, escalier 4, appartement 12, rue du Lac Windermere, Les Berges du Lac 1';
/** Words longer than a kitchen ticket's line ('Croustillantissimes' has no place to break). */
const LONG_DISH = 'Uramaki Croustillantissimes Végétariens';

async function shoot(page: Page, name: string) {
  for (const [label, viewport] of [
    ['390', PHONE],
    ['800', TABLET],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
}

/** How far the page scrolls sideways, and the outermost elements that end past the screen (for the failure message). */
function sidewaysScroll(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.parentElement!.getBoundingClientRect().right <= width + 1)
      .slice(0, 4)
      .map((el) => `${el.tagName}.${String(el.className).slice(0, 80)} ${Math.round(el.getBoundingClientRect().right)}`);
    return { overflow: root.scrollWidth - width, culprits };
  });
}

let orderWithLongData: { id: string; numero_commande: string };

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await openRestaurant(shop);
  const category = await buildCategory(shop.db, { nom_fr: 'Plateaux à partager entre amis du vendredi soir' });
  const product = await buildProduct(shop.db, { category_id: category.id, nom_fr: LONG_DISH, prix: 48_500 });
  const customer = await buildCustomer(shop.db, {
    prenom: 'Mohamed-Amine',
    nom: 'Abdelkader Ben Abdallah El Mansouri',
    email: LONG_EMAIL,
    telephone: '98123456',
  });
  orderWithLongData = await buildOrder(shop.db, {
    customer_id: customer.id,
    type_commande: 'Livraison',
    adresse_livraison: LONG_ADDRESS,
    ville_livraison: 'La Marsa',
    instructions_livraison: 'Sonner à l’interphone « Ben Abdallah El Mansouri », deuxième porte à gauche après le gardien',
    statut_commande: 'En_preparation',
    items: [{ product, quantity: 2 }],
  });
  await shop.app.catalog.invalidate();
});

describe('the back-office on a tablet', () => {
  it('no page scrolls sideways at 768, 800 and 1024 px with long names, addresses and e-mails', async () => {
    const admin = await signedInPage(
      shop,
      { role: 'admin', email: `${LONG_NAME.toLowerCase().replace(/\W+/g, '.')}@restaurant-exemple-tunisie.com.tn` },
      TABLET,
    );
    const { page } = admin;
    // Every page and width is looked at before failing: the message lists them all.
    const scrolling: string[] = [];
    const visit = async (where: string, open: () => Promise<void>) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 1000 });
        await open();
        // Charts re-measure themselves after a resize (ResizeObserver): what counts is the page once settled.
        let seen = await sidewaysScroll(page);
        for (const until = Date.now() + 3_000; seen.overflow > 0 && Date.now() < until;) {
          await page.waitForTimeout(100);
          seen = await sidewaysScroll(page);
        }
        if (seen.overflow > 0) {
          scrolling.push(`${where} at ${width} px scrolls sideways by ${seen.overflow} px: ${seen.culprits.join(', ')}`);
          await page.screenshot({ path: `${SHOTS}/scrolls-${where.replace(/\W+/g, '-')}-${width}.png`, fullPage: true });
        }
      }
    };
    const go = (path: string, ready: () => Promise<unknown>) => async () => {
      if (new URL(page.url()).pathname !== path) await page.goto(`${shop.url}${path}`);
      await ready();
    };
    const heading = () => page.getByRole('heading', { level: 1 }).first().waitFor();
    for (const path of [
      '/admin/dashboard',
      '/admin/categories',
      '/admin/products',
      '/admin/accompagnements',
      '/admin/images',
      '/admin/loyalty',
      '/admin/events',
      '/admin/e2e-tests',
      '/admin/email-test',
      '/admin/users',
    ]) {
      await visit(path, go(path, heading));
    }
    // The board with the order open: its number, status, customer, phone and amounts in view.
    await visit('/admin/orders (order open)', async () => {
      if (new URL(page.url()).pathname !== '/admin/orders') await page.goto(`${shop.url}/admin/orders`);
      const detail = page
        .getByTestId('admin-order-detail')
        .filter({ hasText: LONG_EMAIL.slice(0, 20) })
        .first();
      // Narrower than 1024 px the order opens in a sheet over the list, and stays open across these widths.
      if (!(await detail.isVisible())) await page.getByTestId(`admin-order-${orderWithLongData.numero_commande}`).click();
      await detail.waitFor();
    });
    await visit(
      '/admin/kitchen',
      go('/admin/kitchen', () => page.getByTestId('dish-summary').waitFor()),
    );
    await page.goto(`${shop.url}/admin/settings`);
    for (const tab of await page.getByRole('tab').allTextContents()) {
      await visit(`/admin/settings (${tab})`, async () => {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await page.getByRole('tabpanel').first().waitFor();
      });
    }
    expect(scrolling).toEqual([]);
    await page.goto(`${shop.url}/admin/orders`);
    await page.getByTestId(`admin-order-${orderWithLongData.numero_commande}`).click();
    await page.getByTestId('admin-order-detail').first().waitFor();
    await shoot(page, 'board-long-data');
  });
});

describe('a scheduled order on the board', () => {
  it('before its fire time offers no En préparation: Préparer maintenant asks first', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    const order = await buildOrder(shop.db, {
      statut_commande: 'Recu',
      scheduled_for: tomorrow,
      fire_at: new Date(tomorrow.getTime() - 30 * 60_000),
    });
    const staff = await signedInPage(shop, { role: 'operator' }, TABLET);
    const { page } = staff;
    await page.goto(`${shop.url}/admin/orders`);
    await page.getByTestId(`scheduled-order-${order.numero_commande}`).click();
    const detail = page.getByTestId('admin-order-detail').first();
    await detail.getByTestId('fires-at').waitFor();
    const actions = detail.getByRole('group', { name: 'Changer le statut' }).or(detail.locator('[aria-label="Changer le statut"]'));
    expect(await actions.getByRole('button', { name: 'En préparation', exact: true }).count()).toBe(0);
    const prepare = detail.getByTestId('status-En_preparation');
    expect(await prepare.textContent()).toBe('Préparer maintenant');
    await shoot(page, 'scheduled-detail');
    await prepare.click();
    const confirm = page.getByRole('alertdialog', { name: 'Préparer cette commande maintenant ?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('imprime son ticket');
    await page.screenshot({ path: `${SHOTS}/scheduled-confirm-1280.png` });
    await expectNoSeriousViolations(page, 'Préparer maintenant (confirmation)');
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const statusOf = async () => (await shop.db.select({ s: orders.statut_commande }).from(orders).where(eq(orders.id, order.id)))[0]!.s;
    expect(await statusOf()).toBe('Recu');
    await prepare.click();
    await confirm.getByRole('button', { name: 'Préparer maintenant' }).click();
    await expect.poll(statusOf, { timeout: 10_000 }).toBe('En_preparation');
  });
});

describe('words of the board', () => {
  it('a partial refund reads as one, and the history is in French with amounts in TND', async () => {
    const product = await buildProduct(shop.db, { nom_fr: 'Maki saumon', prix: 10_250 });
    const order = await buildOrder(shop.db, { statut_commande: 'Livre', items: [{ product, quantity: 2 }] });
    const staff = await signedInPage(shop, { role: 'admin' }, DESKTOP);
    const refund = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund`,
      headers: staff.who.headers,
      payload: { montant: 5_000, motif: 'Plat oublié' },
    });
    expect(refund.statusCode).toBe(201);
    await shop.db.insert(appEvents).values({
      event: 'print.printed',
      context: { order_id: order.id, numero_commande: order.numero_commande, imprimante: 'Cuisine', print_event: 'acceptation', attempt: 1 },
    });
    const { page } = staff;
    await page.goto(`${shop.url}/admin/orders`);
    await page.getByLabel('Filtrer par statut').selectOption('Livre');
    await page.getByTestId(`admin-order-${order.numero_commande}`).click();
    const detail = page.getByTestId('admin-order-detail').first();
    await expect.poll(() => detail.textContent()).toContain('Espèces · Remboursée en partie (5.000 TND)');
    const history = detail.getByTestId('order-history');
    await expect.poll(() => history.textContent()).toContain('Ticket imprimé');
    const text = (await history.textContent())!;
    expect(text).toContain('Paiement : À encaisser → Remboursée');
    expect(text).not.toMatch(/non_requis|rembourse\b|print\.printed|\b\d{4,}\b → /);
    await history.scrollIntoViewIfNeeded();
    await shoot(page, 'partial-refund-history');
    await expectNoSeriousViolations(page, 'order detail after a partial refund');
  });

  it('a free accompaniment reads Gratuit on the phone order’s tiles, as in the shop', async () => {
    const category = await buildCategory(shop.db, { nom_fr: 'Bols chauds' });
    const product = await buildProduct(shop.db, { category_id: category.id, nom_fr: 'Ramen poulet', prix: 18_000 });
    await buildAccompaniment(shop.db, { nom_fr: 'Œuf mollet', gratuit: true, products: [product] });
    await shop.app.catalog.invalidate();
    const staff = await signedInPage(shop, { role: 'operator' }, TABLET);
    const { page } = staff;
    await page.goto(`${shop.url}/admin/orders`);
    await page.getByTestId('phone-order-open').click();
    await page.getByRole('button', { name: 'Bols chauds', exact: true }).click();
    const side = page.getByRole('button', { name: /avec Œuf mollet/ });
    expect(await side.textContent()).toBe('+ avec Œuf mollet (Gratuit)');
    await shoot(page, 'phone-order-free-side');
  });
});

describe('the kitchen display at 1280 × 800', () => {
  it('wraps a long dish name before the tick mark', async () => {
    const product = await buildProduct(shop.db, { nom_fr: LONG_DISH, prix: 30_000 });
    const order = await buildOrder(shop.db, { statut_commande: 'En_preparation', items: [{ product, quantity: 1 }] });
    const staff = await signedInPage(shop, { role: 'operator' }, DESKTOP);
    const { page } = staff;
    await page.goto(`${shop.url}/admin/kitchen`);
    const ticket = page.getByRole('article', { name: order.numero_commande });
    await ticket.waitFor();
    const fits = await ticket
      .getByRole('button')
      .first()
      .evaluate((button) => {
        const text = button.querySelector('[data-testid="kitchen-line-text"]')!;
        const tick = button.lastElementChild!;
        return { textRight: text.getBoundingClientRect().right, tickLeft: tick.getBoundingClientRect().left, overflow: text.scrollWidth - text.clientWidth };
      });
    expect(fits.overflow).toBeLessThanOrEqual(0);
    expect(fits.textRight).toBeLessThanOrEqual(fits.tickLeft);
    // The sum per dish beside the tickets keeps the name inside its box too.
    const summary = page.getByTestId('dish-summary');
    const inside = await summary
      .getByTestId('dish-summary-name')
      .filter({ hasText: LONG_DISH })
      .evaluate((name) => {
        const box = name.closest('[data-testid="dish-summary"]')!.getBoundingClientRect();
        return name.getBoundingClientRect().right <= box.right;
      });
    expect(inside).toBe(true);
    await shoot(page, 'kitchen-long-name');
  });
});

describe('dates in an English browser', () => {
  it('the board’s day filter shows and takes the day first', async () => {
    const context = await shop.browser.newContext({ viewport: DESKTOP, locale: 'en-US', timezoneId: 'Africa/Tunis', serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await shop.signIn(page, { role: 'operator' });
      const asked: string[] = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.pathname === '/api/admin/orders' && url.searchParams.get('date')) asked.push(url.searchParams.get('date')!);
      });
      await page.goto(`${shop.url}/admin/orders`);
      const day = page.getByLabel('Filtrer par date');
      await expect.poll(() => day.inputValue()).toBe(formatDayFirst(restaurantDay(new Date())));
      // 10 March, typed day first as a French restaurant does: the board asks for that day, not 3 October.
      await day.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('10/03/2026');
      await expect.poll(() => asked.at(-1)).toBe('2026-03-10');
      await page.screenshot({ path: `${SHOTS}/date-filter-en-US-1280.png` });
      await page.goto(`${shop.url}/admin/dashboard`);
      await page.getByRole('button', { name: 'Du… au…' }).click();
      await page.getByLabel('Du', { exact: true }).pressSequentially('10/03/2026');
      await page.getByLabel('Au', { exact: true }).pressSequentially('12/03/2026');
      await page.getByRole('button', { name: 'Afficher' }).click();
      await page.getByText('Du 10 mars 2026 au 12 mars 2026').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
