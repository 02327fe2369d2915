/**
 * Loyalty end to end: a customer orders, staff deliver it on the board, the
 * points appear in the header popover without a reload; the customer exchanges points for a voucher,
 * uses it at checkout and sees the discount on the confirmation page, and claims a mission's reward;
 * an admin changes points_per_tnd and the cart's promise follows. axe and screenshots along the way.
 */
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicCatalog } from '../core/catalog';
import { pointsForOrder } from '../core/loyalty';
import { LOYALTY_ADMIN_MESSAGES } from '../core/schemas/loyalty';
import { customers } from '../server/db/schema/index';
import { buildMission, buildVipLevel } from '../server/test/factories';
import { deliverOrder, menuFixture, pickupBody, postOrder, type MenuFixture } from '../server/test/orders';
import { accountButton, accountPanel, toastWith } from './support/account-page';
import { expectNoSeriousViolations } from './support/axe';
import { cartFixtures, openDrawer, startWithSavedCart, tnd } from './support/cart-page';
import { deliveryCart, fillDeliveryAddress, openCheckout, signedInPage } from './support/orders-page';
import { PHONE, useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

const LIVE = { timeout: 8_000 };
const SHOTS = process.env.LOYALTY_SHOTS_DIR ?? '/tmp/loyalty-shots';
/** The voucher form's refusal under 100 points is a 422 on purpose (logged as a failed resource). */
const REFUSED_VOUCHER = /^Failed to load resource: the server responded with a status of 422/;

const shop = useShop();
let menu: MenuFixture;
let catalog: PublicCatalog;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await buildShopMenu(shop);
  menu = await menuFixture(shop.db);
  // A VIP ladder for the levels shown, and one running mission, paid once for a first order (the claim below).
  await buildVipLevel(shop.db, { level_name: 'Standard', points_multiplier: 1, min_points: 0, min_spent: 0, ordre: 1 });
  await buildVipLevel(shop.db, { level_name: 'Bronze', points_multiplier: 1.1, min_points: 500, min_spent: 100_000, ordre: 2 });
  await buildMission(shop.db, { title: 'Première commande', mission_type: 'first_order', target_value: 1, reward_points: 50, reset_period: 'none' });
  catalog = (await shop.app.catalog.get()).catalog;
});

describe('loyalty journey', () => {
  it('points follow a delivered order live, become a voucher used at checkout, and a mission pays its reward', async () => {
    shop.allowConsoleErrors(REFUSED_VOUCHER);
    const customer = await signedInPage(shop, { customer: { current_points_balance: 100, total_points_earned: 100 } }, PHONE);
    const { page } = customer;
    const placed = await postOrder(shop.app, customer.who, pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 4 }] }));
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    const earned = Math.floor(order.total_ttc / 1000);

    await page.goto(`${shop.url}/order-tracking/${order.numero_commande}`);
    await page.getByTestId('tracking-status').waitFor();
    await accountButton(page).click();
    await expect.poll(() => accountPanel(page).textContent()).toContain('Points100');

    const staff = await signedInPage(shop, { role: 'operator' });
    await staff.page.goto(`${shop.url}/admin/orders`);
    await staff.page.getByTestId(`admin-order-${order.numero_commande}`).click();
    for (const next of ['En_preparation', 'Pret', 'Livre']) await staff.page.getByTestId(`status-${next}`).click();

    // No reload: the live order event refreshes the session behind the open popover.
    await expect.poll(() => accountPanel(page).textContent(), LIVE).toContain(`Points${100 + earned}`);
    await page.screenshot({ path: `${SHOTS}/popover-390.png` });

    // The mission of the first order is waiting on the loyalty tab.
    await page.goto(`${shop.url}/account`);
    const mission = page.getByTestId('mission').filter({ hasText: 'Première commande' });
    await mission.getByRole('button', { name: 'Récupérer la récompense' }).click();
    await expect.poll(() => toastWith(page, 'Récompense récupérée !').textContent()).toContain('+50 points ajoutés à votre solde');
    await expect.poll(() => page.getByTestId('loyalty-balance').textContent()).toBe(String(100 + earned + 50));
    expect(await page.getByTestId('vip-level').textContent()).toContain('Niveau Standard');
    await page.screenshot({ path: `${SHOTS}/account-loyalty-390.png`, fullPage: true });
    await expectNoSeriousViolations(page, '/account loyalty tab');

    // Points for a voucher: the value follows the typing, the §5 refusal, then the voucher.
    await page.goto(`${shop.url}/account?tab=vouchers`);
    const points = page.getByLabel('Points à échanger');
    await points.fill('99');
    await page.getByRole('button', { name: 'Créer un bon d’achat' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Minimum 100 points requis');
    await points.fill('150');
    expect(await page.getByText('Valeur du bon').textContent()).toContain('1.500 TND');
    await page.getByRole('button', { name: 'Créer un bon d’achat' }).click();
    await expect.poll(() => toastWith(page, /Bon d'achat SUSHI-[A-Z2-9]{10} créé avec succès!/).count()).toBe(1);
    const code = (await page.getByTestId('voucher-code').first().textContent())!;
    await page.screenshot({ path: `${SHOTS}/account-vouchers-390.png`, fullPage: true });
    await expectNoSeriousViolations(page, '/account vouchers tab');

    // Checkout with the voucher picked from the list; the confirmation shows the discount.
    const cart = deliveryCart(catalog);
    await page.goto(shop.url);
    await page.locator('main article').first().waitFor();
    await startWithSavedCart(page, cartFixtures(catalog).storageKey, cart.saved);
    const dialog = await openCheckout(page);
    await fillDeliveryAddress(dialog, '12 rue du Lac Léman', 'Tunis');
    await dialog.getByTestId('payment-especes').click();
    await dialog.getByRole('button', { name: new RegExp(code) }).click();
    await expect.poll(() => dialog.getByTestId('checkout-summary').textContent()).toContain(`Bon d’achat-${tnd(1500)}`);
    await dialog.screenshot({ path: `${SHOTS}/checkout-voucher-390.png` });
    await expectNoSeriousViolations(page, 'the checkout dialog with a voucher');
    await dialog.getByTestId('checkout-submit').click();
    await page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
    const totals = page.getByTestId('order-totals');
    await totals.waitFor();
    expect(await totals.textContent()).toContain(`Bon d’achat-${tnd(1500)}`);
    expect(await totals.textContent()).toContain(tnd(cart.subtotal + cart.fee - 1500));
    expect(customer.errors.filter((e) => !REFUSED_VOUCHER.test(e))).toEqual([]);
    expect(staff.errors).toEqual([]);
  });

  it('follows a delivery on the account page and in the header popover, with no tracking page open and no reload', async () => {
    const customer = await signedInPage(shop, { customer: { current_points_balance: 100, total_points_earned: 100 } }, PHONE);
    const { page } = customer;
    const placed = await postOrder(shop.app, customer.who, pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 2 }] }));
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    const earned = Math.floor(order.total_ttc / 1000);
    await page.goto(`${shop.url}/account`);
    const balance = page.getByTestId('loyalty-balance');
    await expect.poll(() => balance.textContent()).toBe('100');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    // Staff deliver it elsewhere; the page has only the customer's own stream (the 30 s poll is far off).
    const staff = await signedInPage(shop, { role: 'operator' });
    await deliverOrder(shop.app, staff.who, order.id);
    await expect.poll(() => balance.textContent(), LIVE).toBe(String(100 + earned));
    await accountButton(page).click();
    await expect.poll(() => accountPanel(page).textContent(), LIVE).toContain(`Points${100 + earned}`);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  it('follows an admin’s adjustment and a voucher bought on another device, with no order and no reload', async () => {
    const customer = await signedInPage(shop, { customer: { current_points_balance: 100, total_points_earned: 100 } }, PHONE);
    const { page } = customer;
    await page.goto(`${shop.url}/account`);
    const balance = page.getByTestId('loyalty-balance');
    await expect.poll(() => balance.textContent()).toBe('100');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    // An admin credits 400 points in the back-office; the open page has only the customer's own stream.
    const admin = await signedInPage(shop, { role: 'admin' });
    const adjusted = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/loyalty/customers/${customer.who.customerId}/adjustments`,
      headers: admin.who.headers,
      payload: { points: 400, reason: 'Geste commercial' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    await expect.poll(() => balance.textContent(), LIVE).toBe('500');
    await accountButton(page).click();
    await expect.poll(() => accountPanel(page).textContent(), LIVE).toContain('Points500');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Bons d’achat' }).click();
    const tab = page.getByRole('tabpanel');
    await expect.poll(() => tab.textContent()).toContain('Solde : 500 points');

    // The customer buys a voucher from another device: this page lists it and shows the balance left.
    const bought = await shop.app.inject({ method: 'POST', url: '/api/me/vouchers/exchange', headers: customer.who.headers, payload: { points: 200 } });
    expect(bought.statusCode, bought.body).toBe(200);
    const code = bought.json<{ voucher: { code: string } }>().voucher.code;
    await expect.poll(() => tab.textContent(), LIVE).toContain(code);
    await expect.poll(() => tab.textContent(), LIVE).toContain('Solde : 300 points');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  it("promises the points of the customer's VIP level in the cart, as the server credits them", async () => {
    const gold = await buildVipLevel(shop.db, { level_name: 'Or', points_multiplier: 2, min_points: 5_000, min_spent: 1_000_000, ordre: 3 });
    const shopper = await signedInPage(shop, { customer: { vip_level_id: gold.id } }, PHONE);
    const cart = deliveryCart(catalog);
    await shopper.page.goto(shop.url);
    await shopper.page.locator('main article').first().waitFor();
    await startWithSavedCart(shopper.page, cartFixtures(catalog).storageKey, cart.saved);
    const drawer = await openDrawer(shopper.page);
    const total = cart.subtotal + cart.fee;
    const expected = pointsForOrder(total, catalog.loyalty.points_per_tnd, 2);
    expect(expected).not.toBe(pointsForOrder(total, catalog.loyalty.points_per_tnd, 1));
    await expect.poll(() => drawer.textContent()).toContain(`Points fidélité à gagner${expected} points`);
  });

  it('an admin changes points_per_tnd and the cart promise follows', async () => {
    const admin = await signedInPage(shop, { role: 'admin' });
    await admin.page.goto(`${shop.url}/admin/loyalty`);
    await admin.page.getByTestId('loyalty-liability').waitFor();
    await admin.page.screenshot({ path: `${SHOTS}/admin-loyalty-1280.png`, fullPage: true });
    await expectNoSeriousViolations(admin.page, '/admin/loyalty');
    await admin.page.getByTestId('points-per-tnd').fill('3');
    await admin.page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
    await expect.poll(() => toastWith(admin.page, 'Réglages enregistrés').count()).toBe(1);
    for (const tab of ['Niveaux VIP', 'Missions', 'Clients', 'Bons d’achat']) {
      await admin.page.getByRole('tab', { name: tab }).click();
      await admin.page.screenshot({ path: `${SHOTS}/admin-loyalty-${tab.slice(0, 4).replace(/\W/g, '')}-1280.png`, fullPage: true });
      await expectNoSeriousViolations(admin.page, `/admin/loyalty ${tab}`);
    }
    // The level form checks the server's rules before sending: a negative threshold gets its French message.
    await admin.page.getByRole('tab', { name: 'Niveaux VIP' }).click();
    await admin.page.getByLabel('Nom du nouveau niveau').fill('Platine');
    await admin.page.getByLabel('Seuil de dépense (TND) du nouveau niveau').fill('-5');
    await admin.page.getByRole('button', { name: 'Ajouter' }).click();
    await admin.page.getByRole('alert').filter({ hasText: LOYALTY_ADMIN_MESSAGES.threshold }).waitFor();
    await admin.page.getByLabel('Seuil de dépense (TND) du nouveau niveau').fill('900,5');
    await admin.page.getByRole('button', { name: 'Ajouter' }).click();
    await expect.poll(() => toastWith(admin.page, 'Niveau ajouté').count()).toBe(1);
    await expect.poll(() => admin.page.getByLabel('Seuil de dépense (TND) du niveau Platine').inputValue()).toBe('900.500');
    await admin.page.getByRole('tab', { name: 'Réglages' }).click();
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await admin.page.screenshot({ path: `${SHOTS}/admin-loyalty-390.png`, fullPage: true });

    const shopper = await signedInPage(shop, {}, PHONE);
    const cart = deliveryCart(catalog);
    await shopper.page.goto(shop.url);
    await shopper.page.locator('main article').first().waitFor();
    await startWithSavedCart(shopper.page, cartFixtures(catalog).storageKey, cart.saved);
    const drawer = await openDrawer(shopper.page);
    const expected = Math.floor(((cart.subtotal + cart.fee) * 3) / 1000);
    await expect.poll(() => drawer.textContent()).toContain(`Points fidélité à gagner${expected} points`);
    const [row] = await shop.db.select().from(customers).limit(1);
    expect(row).toBeDefined();
    expect(admin.errors).toEqual([]);
  });

  it('at 1280 px the account shows the balance, the level and the voucher form, nothing wider than the page, no serious axe violation', async () => {
    const customer = await signedInPage(shop, { customer: { current_points_balance: 420, montant_total_depense: 75_000 } });
    const fitsTheWindow = () => customer.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await customer.page.goto(`${shop.url}/account`);
    const balance = customer.page.getByTestId('loyalty-balance');
    await balance.waitFor();
    expect(await balance.textContent()).toBe('420');
    // 420 points and 75 TND spent: under Bronze (500 points, 100 TND), so the first level
    expect(await customer.page.getByTestId('vip-level').textContent()).toContain('Niveau Standard');
    expect(await fitsTheWindow()).toBe(true);
    await expectNoSeriousViolations(customer.page, '/account (fidélité)');
    await customer.page.screenshot({ path: `${SHOTS}/account-loyalty-1280.png`, fullPage: true });

    await customer.page.goto(`${shop.url}/account?tab=vouchers`);
    await customer.page.getByLabel('Points à échanger').waitFor();
    await expect.poll(() => customer.page.locator('form').filter({ hasText: 'Échanger mes points' }).textContent()).toContain('Solde : 420 points');
    expect(await fitsTheWindow()).toBe(true);
    await expectNoSeriousViolations(customer.page, '/account?tab=vouchers');
    await customer.page.screenshot({ path: `${SHOTS}/account-vouchers-1280.png`, fullPage: true });
    expect(customer.errors).toEqual([]);
  });
});
