/**
 * WhatsApp and SMS in the browser, against the real server and its WhatsApp stand-in: a
 * customer opts in to WhatsApp at checkout and orders for pickup; the stand-in receives 'confirmed';
 * staff move the order to Prête on the board and the stand-in receives 'ready'; the order's detail shows
 * both messages; the profile shows the choice with its date. axe on each screen; screenshots at 390 and
 * 1280 px into SCREENSHOTS_DIR when set.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicCatalog } from '../core/catalog';
import type { StandInWhatsAppMessage } from '../server/modules/messages/whatsapp-standin';
import { toastWith } from './support/account-page';
import { expectNoSeriousViolations } from './support/axe';
import { cartFixtures, startWithSavedCart } from './support/cart-page';
import { deliveryCart, openCheckout, signedInPage } from './support/orders-page';
import { PHONE, useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

const shop = useShop();
let catalog: PublicCatalog;

beforeAll(async () => {
  await buildShopMenu(shop);
  catalog = (await shop.app.catalog.get()).catalog;
});

async function shot(page: Page, name: string, fullPage = true) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

async function whatsAppTo(number: string): Promise<StandInWhatsAppMessage[]> {
  const res = await shop.app.inject({ method: 'GET', url: '/dev/whatsapp/api/messages' });
  return (res.json() as { messages: StandInWhatsAppMessage[] }).messages.filter((m) => m.to === number);
}

describe('order messages by WhatsApp', () => {
  it("opts in at checkout, gets 'confirmed', then 'ready' when staff move the order", async () => {
    const customer = await signedInPage(shop, { customer: { telephone: '55123456', prenom: 'Yasmine' } }, PHONE);
    const { page } = customer;
    await page.goto(shop.url);
    await page.locator('main article').first().waitFor();
    await startWithSavedCart(page, cartFixtures(catalog).storageKey, deliveryCart(catalog).saved);
    const dialog = await openCheckout(page);
    await dialog.getByRole('radio', { name: 'À emporter' }).click();
    const choice = dialog.getByRole('radiogroup', { name: 'Être prévenu de ma commande par' });
    expect(await choice.getByRole('radio', { checked: true }).textContent()).toContain('E-mail uniquement');
    await dialog.getByTestId('message-channel-whatsapp').click();
    await expect.poll(() => dialog.getByTestId('message-channel-whatsapp').getAttribute('aria-checked')).toBe('true');
    await dialog.getByTestId('message-channel-whatsapp').scrollIntoViewIfNeeded();
    await expectNoSeriousViolations(page, 'the checkout dialog with the message choice');
    await shot(page, 'messages-checkout-390', false);
    await dialog.getByTestId('payment-especes').click();
    await dialog.getByTestId('checkout-submit').click();
    await page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;

    await expect.poll(async () => (await whatsAppTo('21655123456')).map((m) => m.template), { timeout: 10_000 }).toEqual(['commande_confirmee']);
    const [confirmed] = await whatsAppTo('21655123456');
    expect(confirmed!.parameters[0]).toBe('Yasmine');
    expect(confirmed!.parameters[2]).toBe('dès que possible');

    const staff = await signedInPage(shop, { role: 'operator' });
    await staff.page.goto(`${shop.url}/admin/orders`);
    const numero = confirmed!.parameters[1]!;
    await staff.page.getByTestId(`admin-order-${numero}`).click();
    const detail = staff.page.getByTestId('admin-order-detail');
    await detail.getByTestId('status-En_preparation').click();
    await detail.getByTestId('status-Pret').click();
    await expect
      .poll(async () => (await whatsAppTo('21655123456')).map((m) => m.template), { timeout: 10_000 })
      .toEqual(['commande_confirmee', 'commande_prete']);
    const messages = detail.getByTestId('order-messages');
    await expect.poll(() => messages.getByTestId('order-message-ready').textContent(), { timeout: 15_000 }).toContain('WhatsApp');
    expect(await messages.getByTestId('order-message-confirmed').textContent()).toContain('Envoyé');
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
    await expectNoSeriousViolations(staff.page, 'the order detail with its messages');
    await shot(staff.page, 'messages-order-detail-1280');

    // The stand-in's page, and a 'Lu' from it reaching the shop's signed webhook.
    const devPage = await shop.openPage();
    await devPage.page.goto(`${shop.url}/dev/whatsapp`);
    await devPage.page
      .getByRole('row', { name: /commande_prete/ })
      .getByRole('button', { name: 'Lu' })
      .click();
    await devPage.page.waitForURL(`${shop.url}/dev/whatsapp`);
    await expect.poll(() => messages.getByTestId('order-message-ready').textContent(), { timeout: 15_000 }).toContain('Lu');
    await shot(devPage.page, 'messages-standin-1280');
    await shot(staff.page, 'messages-order-detail-read-1280');

    await page.goto(`${shop.url}/account?tab=profile`);
    const card = page.getByTestId('message-consent');
    await expect.poll(() => card.getByTestId('message-consent-since').textContent()).toMatch(/^WhatsApp depuis le /);
    await card.getByLabel('Langue des messages').selectOption('ar');
    await expect.poll(() => toastWith(page, 'Préférence enregistrée').count()).toBeGreaterThan(0);
    await card.scrollIntoViewIfNeeded();
    await expectNoSeriousViolations(page, 'the profile with the message choice');
    await shot(page, 'messages-profile-390');
  }, 150_000);

  it('lets the admin set WhatsApp and the SMS gateway in Paramètres › Messages', async () => {
    const admin = await signedInPage(shop, { role: 'admin' });
    await admin.page.goto(`${shop.url}/admin/settings`);
    await admin.page.getByRole('tab', { name: 'Messages' }).click();
    await admin.page.getByLabel('Identifiant du numéro (phone-number id)').fill('106540352242922');
    await admin.page.getByLabel('Adresse d’envoi').fill('https://api.passerelle.tn/v1/sms');
    // the messages' own form (the tab also holds the offers' frequency cap, saved apart)
    const form = admin.page.locator('form').filter({ has: admin.page.getByLabel('Adresse d’envoi') });
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => toastWith(admin.page, 'Paramètres sauvegardés').count()).toBeGreaterThan(0);
    await expectNoSeriousViolations(admin.page, 'Paramètres › Messages');
    await shot(admin.page, 'messages-settings-1280');
  }, 90_000);
});
