/**
 * The customer's order pages beyond the checkout: tracking (copy, help links, print, cancel), the legacy
 * query-string URLs, the not-found states, and the account's orders tab with its tracking links.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryBody, menuFixture, pickupBody, postOrder, type MenuFixture } from '../server/test/orders';
import { toastWith } from './support/account-page';
import { headingJumps } from './support/axe';
import { openRestaurant, signedInPage, type SignedInPage } from './support/orders-page';
import { useShop } from './support/shop';

const shop = useShop();

let menu: MenuFixture;

beforeAll(async () => {
  await openRestaurant(shop);
  menu = await menuFixture(shop.app.database.db);
});

async function placeOrder(customer: SignedInPage, body: object = deliveryBody(menu)) {
  const response = await postOrder(shop.app, customer.who, body);
  expect(response.statusCode).toBe(201);
  return response.json<{ order: { id: string; numero_commande: string } }>().order;
}

describe('tracking page', () => {
  it('copies the number, links the help card to the restaurant with the number, prints only the order, and cancels in time', async () => {
    const customer = await signedInPage(shop);
    await customer.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
    const order = await placeOrder(customer);
    await customer.page.goto(`${shop.url}/order-tracking?order=${order.numero_commande}`);
    const page = customer.page;
    await page.getByTestId('order-tracking').waitFor();
    expect(await headingJumps(page)).toEqual([]);

    await page.getByRole('button', { name: 'Copier le numéro' }).click();
    await expect.poll(() => toastWith(page, 'Numéro copié').textContent()).toContain('Le numéro de commande a été copié dans le presse-papiers');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order.numero_commande);

    const whatsapp = await page.getByTestId('help-whatsapp').getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/216\d{8}\?text=/);
    expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain(order.numero_commande);
    expect(await page.getByTestId('help-call').getAttribute('href')).toMatch(/^tel:\+216\d{8}$/);
    const details = await page.getByTestId('tracking-details').textContent();
    expect(details).toContain('Sonner deux fois');
    expect(details).toContain('Espèces');

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('order-number').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Nouvelle commande' }).isVisible()).toBe(false);
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((el) => getComputedStyle(el).visibility),
    ).toBe('hidden');
    await page.emulateMedia({ media: 'screen' });

    await page.getByTestId('cancel-order').click();
    await page.getByTestId('cancel-order-confirm').click();
    await expect.poll(() => page.getByTestId('tracking-status').textContent()).toBe('Annulée');
    expect(await page.getByTestId('cancel-order').count()).toBe(0);
  });

  it('hides personal details from someone who only has the number', async () => {
    const owner = await signedInPage(shop);
    const order = await placeOrder(owner);
    const { page } = await shop.openPage();
    await page.goto(`${shop.url}/order-tracking/${order.numero_commande}`);
    await page.getByTestId('order-tracking').waitFor();
    const details = await page.getByTestId('tracking-details').textContent();
    expect(details).not.toContain('Sonner deux fois');
    expect(details).not.toContain(owner.who.email);
    expect(await page.getByTestId('cancel-order').count()).toBe(0);
  });

  it("says 'Commande introuvable' for an unknown number and goes home without one", async () => {
    // The lookup's 404 is the expected answer; it is the only error the page may log.
    shop.allowConsoleErrors(/^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/);
    const { page, errors } = await shop.openPage();
    await page.goto(`${shop.url}/order-tracking/SK-INCONNU-0000`);
    const missing = page.getByTestId('order-not-found');
    await missing.waitFor();
    expect(await missing.textContent()).toContain('Impossible de récupérer les informations de cette commande.');
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
    await page.goto(`${shop.url}/order-tracking`);
    await page.waitForURL(`${shop.url}/`);
  });
});

describe('success page and account orders', () => {
  it("opens the legacy /order-success?orderId= form, and says 'ID de commande manquant' without an id", async () => {
    const customer = await signedInPage(shop);
    const order = await placeOrder(customer, pickupBody(menu));
    await customer.page.goto(`${shop.url}/order-success?orderId=${order.id}`);
    const success = customer.page.getByTestId('order-success');
    await success.waitFor();
    expect(await success.textContent()).toContain('À emporter');
    expect(await success.getByTestId('order-totals').textContent()).not.toContain('Frais de livraison');
    expect(await headingJumps(customer.page)).toEqual([]);
    await customer.page.goto(`${shop.url}/order-success`);
    expect(await customer.page.getByTestId('order-not-found').textContent()).toContain('ID de commande manquant');
  });

  it("says 'Impossible de récupérer les détails de la commande' when the order cannot be fetched at all", async () => {
    // The network drops the order's request: the browser logs the failed fetch, the page says so in French.
    shop.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    const customer = await signedInPage(shop);
    const order = await placeOrder(customer, pickupBody(menu));
    await customer.page.route(`**/api/orders/${order.id}`, (route) => route.abort('failed'));
    // Reached inside the app, as after the checkout: no HTML carries the order, the page asks the API.
    await customer.page.goto(shop.url);
    await customer.page.getByRole('heading', { level: 1 }).first().waitFor();
    await customer.page.evaluate((id) => {
      history.pushState({}, '', `/order-success/${id}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, order.id);
    const missing = customer.page.getByTestId('order-not-found');
    await missing.waitFor();
    expect(await missing.textContent()).toContain('Impossible de récupérer les détails de la commande');
  });

  it('lists the orders in the account tab with the order in progress and tracking links', async () => {
    const customer = await signedInPage(shop);
    const first = await placeOrder(customer);
    const latest = await placeOrder(customer, pickupBody(menu));
    await customer.page.goto(`${shop.url}/account`);
    await customer.page.getByRole('tab', { name: 'Commandes' }).click();
    const list = customer.page.getByTestId('my-orders');
    await list.waitFor();
    expect(await headingJumps(customer.page)).toEqual([]);
    expect(await list.getByTestId('current-order').textContent()).toContain(latest.numero_commande);
    const text = await list.textContent();
    expect(text).toContain(first.numero_commande);
    const links = await list.getByRole('link', { name: 'Suivre' }).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toContain(`/order-tracking?order=${first.numero_commande}`);
    await list.getByTestId('current-order').getByRole('link', { name: 'Suivre' }).click();
    await customer.page.waitForURL(`**/order-tracking?order=${latest.numero_commande}`);
    await customer.page.getByTestId('order-tracking').waitFor();
  });
});
