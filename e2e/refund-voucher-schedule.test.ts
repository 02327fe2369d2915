/**
 * Follow-ups in Chromium: staff refund a delivered order from its detail and the
 * customer's Fidélité tab shows the points taken back; a voucher covering a Konnect order's whole total
 * skips Konnect and lands on the success page; the admin sets the journals' retention (Paramètres →
 * Diagnostics) and a suite's schedule on /admin/e2e-tests with its next run. axe on each screen;
 * screenshots at 390 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicCatalog } from '../core/catalog';
import { formatOrderDate } from '../core/order-display';
import { customers, e2eTestRuns, vouchers } from '../server/db/schema/index';
import { menuFixture, pickupBody, postOrder, type MenuFixture } from '../server/test/orders';
import { toastWith } from './support/account-page';
import { expectNoSeriousViolations } from './support/axe';
import { cartFixtures, savedLine, startWithSavedCart, tnd } from './support/cart-page';
import { openCheckout, signedInPage } from './support/orders-page';
import { PHONE, useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

const SHOTS = process.env.LOYALTY_SHOTS_DIR ?? '/tmp/loyalty-shots';
const shop = useShop();
let menu: MenuFixture;
let catalog: PublicCatalog;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await buildShopMenu(shop);
  menu = await menuFixture(shop.db);
  catalog = (await shop.app.catalog.get()).catalog;
});

describe('refund after delivery', () => {
  it('staff refund a delivered order from its detail; the customer sees the points taken back', async () => {
    const customer = await signedInPage(shop, {}, PHONE);
    const placed = await postOrder(shop.app, customer.who, pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 4 }] }));
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    const earned = placed.json().points_preview as number;
    expect(earned).toBeGreaterThan(0);

    const staff = await signedInPage(shop, { role: 'operator' });
    await staff.page.goto(`${shop.url}/admin/orders`);
    await staff.page.getByTestId(`admin-order-${order.numero_commande}`).click();
    for (const next of ['En_preparation', 'Pret', 'Livre']) await staff.page.getByTestId(`status-${next}`).click();
    await expect.poll(() => staff.page.getByTestId('refund-open').count()).toBe(1);

    await staff.page.getByTestId('refund-open').click();
    const dialog = staff.page.getByRole('dialog', { name: 'Rembourser la commande' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('refund-montant').inputValue()).toBe((order.total_ttc / 1000).toFixed(3));
    // The motif is required: the French message, nothing sent.
    await dialog.getByTestId('refund-submit').click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Indiquez le motif du remboursement');
    await dialog.getByTestId('refund-motif').fill('Commande arrivée froide');
    await dialog.screenshot({ path: `${SHOTS}/refund-dialog-1280.png` });
    await expectNoSeriousViolations(staff.page, 'the refund dialog');
    await dialog.getByTestId('refund-submit').click();
    await expect.poll(() => toastWith(staff.page, `Commande ${order.numero_commande} remboursée`).count()).toBe(1);
    const detail = staff.page.getByTestId('admin-order-detail');
    await expect.poll(() => detail.getByTestId('refund-done').textContent()).toContain('« Commande arrivée froide »');
    expect(await detail.textContent()).toContain('Remboursée');
    expect(await staff.page.getByTestId('refund-open').count()).toBe(0);
    await staff.page.screenshot({ path: `${SHOTS}/refund-detail-1280.png`, fullPage: true });
    await expectNoSeriousViolations(staff.page, 'the refunded order detail');
    await staff.page.setViewportSize(PHONE);
    await staff.page.screenshot({ path: `${SHOTS}/refund-detail-390.png`, fullPage: true });

    // The customer's Fidélité tab: the reversal with its French description, the balance back to 0.
    await customer.page.goto(`${shop.url}/account`);
    const history = customer.page.getByTestId('loyalty-history');
    await expect.poll(() => history.textContent()).toContain(`Remboursement de la commande ${order.numero_commande}`);
    expect(await history.textContent()).toContain(`-${earned}`);
    await expect.poll(() => customer.page.getByTestId('loyalty-balance').textContent()).toBe('0');
    // This shop has no VIP level: the tab names the base level, as the header does, and no top level reached.
    expect(await customer.page.getByTestId('vip-level').textContent()).toContain('Niveau Standard');
    expect(await customer.page.getByText('Vous avez atteint le plus haut niveau.').count()).toBe(0);
    await customer.page.screenshot({ path: `${SHOTS}/account-refund-390.png`, fullPage: true });
    await expectNoSeriousViolations(customer.page, '/account loyalty tab after a refund');
  });
});

describe('a voucher covering the whole Konnect total', () => {
  it('places the order as paid without Konnect and lands on the success page', async () => {
    const customer = await signedInPage(shop, {}, PHONE);
    const fx = cartFixtures(catalog);
    const subtotal = fx.plain.prix * 2;
    const code = 'SUSHI-COVER2TEST';
    await shop.db.insert(vouchers).values({ code, customer_id: customer.who.customerId!, amount: subtotal + 5_000, points_used: 0 });
    const konnectCalls: string[] = [];
    customer.page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/dev/konnect')) konnectCalls.push(req.url());
    });

    await customer.page.goto(shop.url);
    await customer.page.locator('main article').first().waitFor();
    await startWithSavedCart(customer.page, fx.storageKey, { items: [savedLine(fx.plain, 2)], typeCommande: 'A_emporter', zoneSelectionnee: fx.zone.code });
    const dialog = await openCheckout(customer.page);
    await dialog.getByTestId('payment-konnect').click();
    await dialog.getByRole('button', { name: new RegExp(code) }).click();
    await expect.poll(() => dialog.getByTestId('checkout-summary').textContent()).toContain(`Bon d’achat-${tnd(subtotal)}`);
    await dialog.screenshot({ path: `${SHOTS}/checkout-covered-390.png` });
    await dialog.getByTestId('checkout-submit').click();

    await customer.page.waitForURL(/\/payment-success\/[0-9a-f-]{36}$/);
    const success = customer.page.getByTestId('payment-success');
    await success.waitFor();
    expect(await success.getByRole('heading', { level: 1 }).textContent()).toBe('Paiement confirmé !');
    expect(konnectCalls).toEqual([]);
    const [voucher] = await shop.db.select().from(vouchers).where(eq(vouchers.code, code));
    expect(voucher!.status).toBe('used');
    await customer.page.screenshot({ path: `${SHOTS}/payment-success-covered-390.png`, fullPage: true });
    await expectNoSeriousViolations(customer.page, '/payment-success of an order covered by its voucher');
    // Unused: the customer row stays as it was (no points on a total of 0).
    const [row] = await shop.db.select().from(customers).where(eq(customers.id, customer.who.customerId!));
    expect(row!.pending_points).toBe(0);
  });
});

describe('a voucher that cannot be used', () => {
  it('is refused as it is typed, with the server message, and the total stays whole', async () => {
    const customer = await signedInPage(shop, {}, PHONE);
    const fx = cartFixtures(catalog);
    const subtotal = fx.plain.prix * 2;
    await shop.db
      .insert(vouchers)
      .values({ code: 'SUSHI-USED2TESTX', customer_id: customer.who.customerId!, amount: 5_000, points_used: 0, status: 'used', used_at: new Date() });
    await customer.page.goto(shop.url);
    await customer.page.locator('main article').first().waitFor();
    await startWithSavedCart(customer.page, fx.storageKey, { items: [savedLine(fx.plain, 2)], typeCommande: 'A_emporter', zoneSelectionnee: fx.zone.code });
    const dialog = await openCheckout(customer.page);
    const field = dialog.getByLabel('Bon d’achat');
    const hint = dialog.locator('#checkout-voucher-hint');

    await field.fill('sushi-used2testx');
    await expect.poll(() => hint.textContent()).toBe('Ce bon d’achat n’est plus utilisable');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByTestId('checkout-summary').textContent()).not.toContain('Bon d’achat-');
    expect(await dialog.getByTestId('checkout-summary').textContent()).toContain(tnd(subtotal));

    // A complete code that is not one of the customer's vouchers.
    await field.fill('SUSHI-ABCDEFGHJK');
    await expect.poll(() => hint.textContent()).toBe('Bon d’achat introuvable');
    // Still typing: not judged yet.
    await field.fill('SUSHI-ABC');
    await expect.poll(() => hint.textContent()).toBe('Code vérifié à la validation de la commande');
    await expectNoSeriousViolations(customer.page, 'checkout with a refused voucher code');
  });
});

describe('diagnostics settings', () => {
  it('the admin sets the journals’ retention in Paramètres → Diagnostics', async () => {
    const admin = await signedInPage(shop, { role: 'admin' }, PHONE);
    await admin.page.goto(`${shop.url}/admin/settings`);
    await admin.page.getByRole('tab', { name: 'Diagnostics' }).click();
    const logs = admin.page.getByTestId('retention_logs_jours');
    expect(await logs.inputValue()).toBe('30');
    expect(await admin.page.getByTestId('retention_evenements_jours').inputValue()).toBe('90');
    await logs.fill('0');
    await admin.page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => admin.page.getByRole('alert').first().textContent()).toBe('La durée de conservation doit être un nombre de jours entre 1 et 3650');
    await logs.fill('14');
    await admin.page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => toastWith(admin.page, 'Paramètres sauvegardés').count()).toBe(1);
    await admin.page.screenshot({ path: `${SHOTS}/settings-diagnostics-390.png`, fullPage: true });
    await expectNoSeriousViolations(admin.page, '/admin/settings Diagnostics');
    await admin.page.setViewportSize({ width: 1280, height: 900 });
    await admin.page.screenshot({ path: `${SHOTS}/settings-diagnostics-1280.png`, fullPage: true });
    const view = (await shop.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.who.headers })).json();
    expect(view.diagnostics).toEqual({ retention_logs_jours: 14, retention_evenements_jours: 90 });
  });

  it('the admin schedules a suite daily on /admin/e2e-tests and sees its next run', async () => {
    const admin = await signedInPage(shop, { role: 'admin' });
    await admin.page.goto(`${shop.url}/admin/e2e-tests`);
    const schedule = admin.page.locator('[data-testid^="suite-schedule-"]').first();
    await schedule.waitFor();
    expect(await schedule.getByTestId('next-run').textContent()).toBe('Prochaine exécution : Non planifiée');
    await schedule.getByRole('switch', { name: 'Exécution automatique' }).click();
    await schedule.getByRole('radio', { name: 'Chaque jour à heure fixe' }).click();
    // Three hours from now on the restaurant's clock: never due during the test.
    const at = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Tunis', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(Date.now() + 3 * 3_600_000),
    );
    await schedule.getByTestId('schedule-time').fill(at);
    await schedule.getByTestId('schedule-save').click();
    await expect.poll(() => toastWith(admin.page, 'Planification enregistrée').count()).toBe(1);
    await expect.poll(() => schedule.getByTestId('next-run').textContent()).toContain(at);
    await admin.page.screenshot({ path: `${SHOTS}/e2e-schedule-1280.png`, fullPage: true });
    await expectNoSeriousViolations(admin.page, '/admin/e2e-tests schedule');
    await admin.page.setViewportSize(PHONE);
    await admin.page.screenshot({ path: `${SHOTS}/e2e-schedule-390.png`, fullPage: true });

    // Every 15 minutes instead, counted from the suite's last run (one just finished: nothing is due).
    const suiteId = Number((await schedule.getAttribute('data-testid'))!.replace('suite-schedule-', ''));
    const [last] = await shop.db
      .insert(e2eTestRuns)
      .values({ test_suite_id: suiteId, status: 'completed', environment: 'production', completed_at: new Date() })
      .returning();
    await schedule.getByRole('radio', { name: 'Toutes les N minutes' }).click();
    await schedule.getByTestId('schedule-minutes').fill('2');
    await schedule.getByTestId('schedule-save').click();
    await expect.poll(() => schedule.getByRole('alert').textContent()).toBe('La fréquence minimale est de 5 minutes');
    await schedule.getByTestId('schedule-minutes').fill('15');
    await schedule.getByTestId('schedule-save').click();
    const next = formatOrderDate(new Date(last!.started_at.getTime() + 15 * 60_000).toISOString());
    await expect.poll(() => schedule.getByTestId('next-run').textContent()).toBe(`Prochaine exécution : ${next}`);
  });
});
