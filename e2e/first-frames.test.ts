/**
 * The signed-in pages' first frame, written by the server from the
 * requester's own data (server/modules/web/requester-page.ts), paints the page's heading before any
 * script has run, at the place where React then draws it (nothing moves), and the page renders from the
 * inlined session without asking GET /api/me. At a phone's width and a desktop's; screenshots of both
 * states land in .tmp/screens/ to be looked at.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { statusLabel } from '../core/order-status';
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_TAB_TEXTS,
  ACCOUNT_TABS,
  AUTH_PAGE_TEXTS,
  ORDER_HELP_TEXTS,
  PAYMENT_PAGE_TEXTS,
  RESET_LINK_INVALID_NOTICE,
  SENT_LINK_EMAIL_KEY,
} from '../core/pages';
import { orders, restaurantSettings } from '../server/db/schema/index';
import { pickupBody, postOrder, menuFixture, type MenuFixture } from '../server/test/orders';
import { headingJumps } from './support/axe';
import { openRestaurant, signedInPage } from './support/orders-page';
import { DESKTOP, PHONE, useShop } from './support/shop';

const shop = useShop();
const screens = path.resolve('.tmp/screens');
let menu: MenuFixture;

beforeAll(async () => {
  mkdirSync(screens, { recursive: true });
  await openRestaurant(shop);
  menu = await menuFixture(shop.app.database.db);
});

interface Heading {
  text: string;
  box: { x: number; y: number; width: number; height: number };
}

async function heading(page: Page, selector: string): Promise<Heading> {
  const h1 = page.locator(selector).first();
  await h1.waitFor();
  return { text: (await h1.textContent())!.trim(), box: (await h1.boundingBox())! };
}

/**
 * The page's h1 as the server's first frame draws it (no script runs), then as React draws it; with `text`,
 * also the paragraph or list item holding that text (the page's largest text on a phone) in both states.
 */
async function frameThenPage(
  page: Page,
  url: string,
  name: string,
  text?: string,
): Promise<{ frame: Heading; rendered: Heading; meRequests: number; frameText?: Heading; renderedText?: Heading }> {
  const width = page.viewportSize()!.width;
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(url);
  const frame = await heading(page, '[data-first-frame] h1');
  const frameText = text
    ? await heading(page, `[data-first-frame] :is(p, li, div):has-text("${text}"):not(:has(:is(p, li, div):has-text("${text}")))`)
    : undefined;
  await page.screenshot({ path: path.join(screens, `${name}-${width}-first-frame.png`) });
  await page.unroute('**/assets/*.js');
  let meRequests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/me') meRequests += 1;
  });
  await page.goto(url);
  const rendered = await heading(page, 'main h1');
  const renderedText = text ? await heading(page, `main :is(p, li, div):has-text("${text}"):not(:has(:is(p, li, div):has-text("${text}")))`) : undefined;
  await expect.poll(() => page.locator('[data-first-frame]').count()).toBe(0);
  await page.screenshot({ path: path.join(screens, `${name}-${width}-rendered.png`) });
  return { frame, rendered, meRequests, frameText, renderedText };
}

/** A signed-in customer at `viewport` and the pickup order they placed. */
async function customerWithOrder(viewport: { width: number; height: number }, order: Parameters<typeof pickupBody>[1] = {}) {
  const customer = await signedInPage(shop, {}, viewport);
  const response = await postOrder(shop.app, customer.who, pickupBody(menu, order));
  expect(response.statusCode).toBe(201);
  const { id, numero_commande } = response.json<{ order: { id: string; numero_commande: string } }>().order;
  return { customer, id, numero_commande };
}

function expectSamePlace(frame: Heading, rendered: Heading) {
  expect(rendered.text).toBe(frame.text);
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(rendered.box[key] - frame.box[key]), key).toBeLessThanOrEqual(1);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('first frames at a %s’s width', (_label, viewport) => {
  it('/account greets the customer from the HTML, where the page then draws the greeting, without asking GET /api/me', async () => {
    shop.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    const customer = await signedInPage(shop, { customer: { prenom: 'Amira' } }, viewport);
    const { frame, rendered, meRequests } = await frameThenPage(customer.page, `${shop.url}/account`, 'account');
    expect(frame.text).toBe('Bonjour, Amira');
    expectSamePlace(frame, rendered);
    expect(meRequests).toBe(0);
  });

  it('/account’s vouchers and addresses tabs paint their largest text from the HTML (the points line, the empty address list), where the page then draws it', async () => {
    shop.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    const customer = await signedInPage(shop, { customer: { prenom: 'Amira', current_points_balance: 240 } }, viewport);
    const vouchers = await frameThenPage(customer.page, `${shop.url}/account?tab=vouchers`, 'account-vouchers', 'Solde :');
    expect(vouchers.frame.text).toBe('Bonjour, Amira');
    expectSamePlace(vouchers.frame, vouchers.rendered);
    expect(vouchers.frameText!.text).toMatch(/^Solde : 240 points · minimum \d+ points · 1 point = /);
    expectSamePlace(vouchers.frameText!, vouchers.renderedText!);

    const addresses = await frameThenPage(customer.page, `${shop.url}/account?tab=addresses`, 'account-addresses', ACCOUNT_TAB_TEXTS.noAddressHint);
    expectSamePlace(addresses.frame, addresses.rendered);
    expectSamePlace(addresses.frameText!, addresses.renderedText!);
    await customer.page.getByRole('tab', { name: 'Adresses', selected: true }).waitFor();
  });

  it('/order-tracking/{numero} shows the order’s status from the HTML, where the page then draws it', async () => {
    shop.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    const { customer, numero_commande } = await customerWithOrder(viewport);
    const { frame, rendered } = await frameThenPage(customer.page, `${shop.url}/order-tracking/${numero_commande}`, 'order-tracking');
    expect(frame.text).toBe(statusLabel('Recu'));
    expectSamePlace(frame, rendered);
  });

  it('/order-tracking/{numero} opened without a session (an SMS or WhatsApp link) shows the status from the HTML, where the page then draws it', async () => {
    shop.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    const { numero_commande } = await customerWithOrder(viewport);
    const visitor = await shop.openPage(viewport);
    const { frame, rendered } = await frameThenPage(visitor.page, `${shop.url}/order-tracking/${numero_commande}`, 'order-tracking-anonymous');
    expect(frame.text).toBe(statusLabel('Recu'));
    expectSamePlace(frame, rendered);
    await visitor.page.getByText(numero_commande).first().waitFor();
  });

  it('/order-tracking/{numero} of a cancelled order also shows its number and help card from the HTML (they are in the first screen)', async () => {
    shop.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    await shop.app.database.db.update(restaurantSettings).set({ telephone: '+21671000000', whatsapp: '+21622000000' });
    await shop.app.catalog.invalidate();
    const { customer, id, numero_commande } = await customerWithOrder(viewport);
    const cancel = await shop.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: customer.who.headers, payload: {} });
    expect(cancel.statusCode).toBe(200);
    const result = await frameThenPage(
      customer.page,
      `${shop.url}/order-tracking/${numero_commande}`,
      'order-tracking-cancelled',
      ORDER_HELP_TEXTS.description,
    );
    expect(result.frame.text).toBe(statusLabel('Annule'));
    expectSamePlace(result.frame, result.rendered);
    expectSamePlace(result.frameText!, result.renderedText!);
  });

  it('/order-success/{id} shows the confirmed order’s header from the HTML, where the page then draws it', async () => {
    shop.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    const { customer, id, numero_commande } = await customerWithOrder(viewport);
    const result = await frameThenPage(customer.page, `${shop.url}/order-success/${id}`, 'order-success', numero_commande);
    expect(result.frame.text).toBe('Commande confirmée !');
    expectSamePlace(result.frame, result.rendered);
    expectSamePlace(result.frameText!, result.renderedText!);
  });

  it('/payment-success and /payment-failed show the stored payment state from the HTML while the page checks it with Konnect', async () => {
    shop.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    const { customer, id } = await customerWithOrder(viewport, { mode_paiement: 'konnect' });

    // Not paid yet: 'being checked' on the success page (Konnect's simulator still says pending), 'failed' on the other.
    const pending = await frameThenPage(customer.page, `${shop.url}/payment-success/${id}`, 'payment-pending', PAYMENT_PAGE_TEXTS.pending.description);
    expect(pending.frame.text).toBe(PAYMENT_PAGE_TEXTS.pending.title);
    expectSamePlace(pending.frame, pending.rendered);
    expectSamePlace(pending.frameText!, pending.renderedText!);
    await customer.page.getByRole('button', { name: 'Vérifier à nouveau' }).waitFor();

    const failed = await frameThenPage(customer.page, `${shop.url}/payment-failed/${id}`, 'payment-failed', PAYMENT_PAGE_TEXTS.failed.description);
    expect(failed.frame.text).toBe(PAYMENT_PAGE_TEXTS.failed.title);
    expectSamePlace(failed.frame, failed.rendered);
    expectSamePlace(failed.frameText!, failed.renderedText!);

    await shop.app.database.db.update(orders).set({ payment_status: 'paye', paid_at: new Date() }).where(eq(orders.id, id));
    const paid = await frameThenPage(customer.page, `${shop.url}/payment-success/${id}`, 'payment-success', PAYMENT_PAGE_TEXTS.paid.description);
    expect(paid.frame.text).toBe(PAYMENT_PAGE_TEXTS.paid.title);
    expectSamePlace(paid.frame, paid.rendered);
    expectSamePlace(paid.frameText!, paid.renderedText!);
    await customer.page.getByTestId('payment-success').waitFor();
  });

  it('/auth/reset-password without a token says the link is invalid from the HTML, where the page then says it', async () => {
    shop.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    const { page } = await shop.openPage(viewport);
    const result = await frameThenPage(page, `${shop.url}/auth/reset-password`, 'reset-password', RESET_LINK_INVALID_NOTICE);
    expect(result.frame.text).toBe(AUTH_PAGE_TEXTS.resetPassword.title);
    expectSamePlace(result.frame, result.rendered);
    expectSamePlace(result.frameText!, result.renderedText!);
  });

  it('/auth/reset-password?token= opens on its card’s title from the HTML, above the form the page then draws', async () => {
    shop.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    const { page } = await shop.openPage(viewport);
    const result = await frameThenPage(page, `${shop.url}/auth/reset-password?token=abc`, 'reset-password-link');
    expect(result.frame.text).toBe(AUTH_PAGE_TEXTS.resetPassword.title);
    expectSamePlace(result.frame, result.rendered);
    await page.getByRole('textbox', { name: 'Nouveau mot de passe' }).waitFor();
  });

  it('/auth/magic-link-sent shows, from the HTML, the address the link went to and the steps, or that no address is known', async () => {
    shop.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    const { page } = await shop.openPage(viewport);
    const texts = AUTH_PAGE_TEXTS.magicLinkSent.sentLink;
    const none = await frameThenPage(page, `${shop.url}/auth/magic-link-sent`, 'magic-link-sent-none', texts.noEmail);
    expect(none.frame.text).toBe(AUTH_PAGE_TEXTS.magicLinkSent.title);
    expectSamePlace(none.frame, none.rendered);
    expectSamePlace(none.frameText!, none.renderedText!);
    expect(await page.getByText(texts.steps[0]).count()).toBe(0);

    // The address is the browser's own (session storage, as the sign-in form left it): the server never sees it.
    await page.evaluate(([key, email]) => sessionStorage.setItem(key!, email!), [SENT_LINK_EMAIL_KEY, 'amira@example.tn']);
    const sent = await frameThenPage(page, `${shop.url}/auth/magic-link-sent`, 'magic-link-sent', `${texts.sentTo}amira@example.tn`);
    expectSamePlace(sent.frame, sent.rendered);
    expectSamePlace(sent.frameText!, sent.renderedText!);
    await page.getByText(texts.steps[1]).waitFor();
    expect(await page.getByText(texts.noEmail).count()).toBe(0);
  });

  it('/auth/signup-confirmation shows its steps from the HTML, where the page then draws them', async () => {
    shop.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    const { page } = await shop.openPage(viewport);
    const steps = AUTH_PAGE_TEXTS.signupConfirmation.steps;
    const result = await frameThenPage(page, `${shop.url}/auth/signup-confirmation`, 'signup-confirmation', steps[steps.length - 1]);
    expect(result.frame.text).toBe(AUTH_PAGE_TEXTS.signupConfirmation.title);
    expectSamePlace(result.frame, result.rendered);
    expectSamePlace(result.frameText!, result.renderedText!);
  });

  it('/onboarding opens on its card for a customer whose profile is still to complete', async () => {
    shop.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    const customer = await signedInPage(shop, { customer: { onboarding_completed: false, prenom: null, nom: null, telephone: null } }, viewport);
    const { frame, rendered } = await frameThenPage(customer.page, `${shop.url}/onboarding`, 'onboarding');
    expect(frame.text).toBe('Complétez votre profil');
    expectSamePlace(frame, rendered);
  });
});

describe('the first frames’ headings', () => {
  it('/account’s five tabs and the payment pages skip no heading level before any script has run', async () => {
    shop.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    const { customer, id } = await customerWithOrder(PHONE, { mode_paiement: 'konnect' });
    const { page } = customer;
    await page.route('**/assets/*.js', (route) => route.abort());
    const jumps: string[] = [];
    const check = async (url: string) => {
      await page.goto(`${shop.url}${url}`);
      await page.locator('[data-first-frame] h1').waitFor();
      jumps.push(...(await headingJumps(page)).map((jump) => `${url}: ${jump}`));
    };
    for (const { value: tab } of ACCOUNT_TABS) await check(`/account?tab=${tab}`);
    await check(`/payment-success/${id}`);
    await check(`/payment-failed/${id}`);
    await shop.app.database.db.update(orders).set({ payment_status: 'paye', paid_at: new Date() }).where(eq(orders.id, id));
    await check(`/payment-success/${id}`);
    expect(jumps).toEqual([]);
  });
});
