/**
 * A phone order paid by a Konnect link, at 390 and 1280 px: the
 * operator takes the order, the dialog shows the QR code, 'Copier le lien' and 'Envoyer par WhatsApp' /
 * 'Envoyer par SMS'; the SMS reaches the stand-in (/dev/sms) through the job runner; the board's order
 * shows the link and the message with its delivery status; once the link expired, 'Nouveau lien de
 * paiement' opens a new one. axe on each screen; screenshots.
 */
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../server/db/schema/index';
import type { StandInSms } from '../server/modules/messages/sms-standin';
import { menuFixture, type MenuFixture } from '../server/test/orders';
import { toastWith } from './support/account-page';
import { expectNoSeriousViolations } from './support/axe';
import { openRestaurant, signedInPage } from './support/orders-page';
import { DESKTOP, PHONE, useShop } from './support/shop';

const shop = useShop();
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-paylink';
const LIVE = { timeout: 15_000 };
const JOURNEY_TIMEOUT = 240_000;

let menu: MenuFixture;
let categoryName: string;

beforeAll(async () => {
  await openRestaurant(shop);
  menu = await menuFixture(shop.db);
  await shop.app.catalog.invalidate();
  const { catalog } = await shop.app.catalog.get();
  const product = catalog.produits.find((p) => p.id === menu.product.id)!;
  categoryName = catalog.categories.find((c) => c.id === product.category_id)!.nom_fr;
  mkdirSync(SHOTS, { recursive: true });
});

const smsTo = async (telephone: string): Promise<StandInSms[]> =>
  ((await shop.app.inject({ method: 'GET', url: '/dev/sms/api/messages' })).json().messages as StandInSms[]).filter((m) => m.to === `216${telephone}`);

async function takeKonnectPhoneOrder(page: Page, telephone: string, name: RegExp) {
  await page.goto(`${shop.url}/admin/orders`);
  await page.getByTestId('phone-order-open').click();
  await page.getByTestId('phone-order-search').fill(telephone);
  await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: categoryName, exact: true }).click();
  await page.getByTestId(`menu-add-${menu.product.id}`).click();
  await page.getByRole('radio', { name: 'Lien Konnect' }).click();
  await page.getByTestId('phone-order-submit').click();
  await page.getByTestId('phone-order-paylink').waitFor();
}

describe('a phone order paid by a Konnect link', () => {
  for (const [label, viewport, telephone] of [
    ['390', PHONE, '98111390'],
    ['1280', DESKTOP, '98111128'],
  ] as const) {
    it(
      `sends the link by SMS from the dialog, shows it and its message on the board, and opens a new one once expired (${label} px)`,
      async () => {
        const customer = await signedInPage(shop, { customer: { prenom: 'Sami', nom: 'Trabelsi', telephone } }, PHONE);
        const { page } = await signedInPage(shop, { role: 'operator' }, viewport);
        page.setDefaultTimeout(30_000);
        await takeKonnectPhoneOrder(page, telephone, /Sami Trabelsi/);
        const [order] = await shop.db.select().from(orders).where(eq(orders.customer_id, customer.who.customerId!));
        const link = page.getByTestId('phone-order-paylink');
        expect(await link.textContent()).toContain(order!.payment_url!);
        await link.getByTestId('payment-link-send-sms').click();
        await expect.poll(() => toastWith(page, 'Lien de paiement envoyé').textContent()).toContain('Lien de paiement envoyé par SMS');
        await page.screenshot({ path: `${SHOTS}/phone-order-paylink-${label}.png` });
        await expectNoSeriousViolations(page, `lien de paiement, commande téléphone (${label} px)`);
        // The job runner sends it: the stand-in gets the link once.
        await expect.poll(async () => (await smsTo(telephone)).map((m) => m.text.endsWith(order!.payment_url!)), LIVE).toEqual([true]);
        await link.getByTestId('payment-link-send-sms').click();
        await expect.poll(() => toastWith(page, 'déjà été envoyé').textContent()).toContain('Ce lien a déjà été envoyé par SMS');
        await link.getByRole('button', { name: 'Terminer' }).click();

        // The board's order: its link with the same buttons, and the message with its status. On a phone the
        // toasts sit over the bottom of the screen, and stay while the pointer rests on them (sonner pauses
        // them): the pointer leaves, they go, then the order is tapped.
        await page.mouse.move(5, 5);
        await expect.poll(() => page.locator('[data-sonner-toast]').count(), LIVE).toBe(0);
        await page.getByTestId(`admin-order-${order!.numero_commande}`).click();
        const board = page.getByTestId('board-payment-link');
        await board.waitFor();
        expect(await board.textContent()).toContain(order!.payment_url!);
        const message = page.getByTestId('order-message-payment_link');
        await expect.poll(() => message.textContent(), LIVE).toContain('Envoyé');
        expect(await message.textContent()).toContain('SMS');
        await message.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/board-paylink-messages-${label}.png`, fullPage: true });
        await expectNoSeriousViolations(page, `commande au tableau, lien et messages (${label} px)`);

        // The link expires unpaid: a new one.
        await shop.db
          .update(orders)
          .set({ payment_expires_at: new Date(Date.now() - 60_000) })
          .where(eq(orders.id, order!.id));
        await page.reload();
        await page.getByTestId(`admin-order-${order!.numero_commande}`).click();
        await page.getByTestId('board-payment-link-reopen').click();
        await expect.poll(() => toastWith(page, 'Nouveau lien').textContent()).toContain('Nouveau lien de paiement créé');
        const [renewed] = await shop.db.select().from(orders).where(eq(orders.id, order!.id));
        expect(renewed!.payment_url).not.toBe(order!.payment_url);
        await expect.poll(() => page.getByTestId('board-payment-link').textContent(), LIVE).toContain(renewed!.payment_url!);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(viewport.width);
      },
      JOURNEY_TIMEOUT,
    );
  }
});
