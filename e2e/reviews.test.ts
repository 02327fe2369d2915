/**
 * Reviews in Chromium at 390 and 1280 px: a customer rates a delivered order 5 stars on the tracking page and
 * is invited to the restaurant's Google review page; another rates 2 stars, the staff are alerted through the
 * outbox, an operator finds it in 'Avis' (À répondre), answers, and the customer gets the answer by e-mail
 * (SMTP sink).
 */
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, orders, restaurantSettings } from '../server/db/schema/index';
import { menuFixture, pickupBody, postOrder, type MenuFixture } from '../server/test/orders';
import { expectNoSeriousViolations } from './support/axe';
import { openRestaurant, signedInPage, type SignedInPage } from './support/orders-page';
import { DESKTOP, PHONE, useShop } from './support/shop';

const shop = useShop({ mail: true });
const GOOGLE = 'https://g.page/r/sakura-e2e/review';
const SHOTS = process.env.SCREENSHOTS_DIR;

let menu: MenuFixture;

beforeAll(async () => {
  await openRestaurant(shop);
  menu = await menuFixture(shop.app.database.db);
  await shop.app.database.db.update(restaurantSettings).set({ lien_avis_google: GOOGLE });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

async function deliveredOrder(customer: SignedInPage): Promise<{ id: string; numero_commande: string }> {
  const response = await postOrder(shop.app, customer.who, pickupBody(menu));
  expect(response.statusCode).toBe(201);
  const { order } = response.json<{ order: { id: string; numero_commande: string } }>();
  await shop.app.database.db.update(orders).set({ statut_commande: 'Livre' }).where(eq(orders.id, order.id));
  return order;
}

async function shot(page: SignedInPage['page'], name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('reviews (%s)', (label, viewport) => {
  it('5 stars invite to Google; 2 stars alert the staff, who answer from Avis, and the customer gets the e-mail', async () => {
    const happy = await signedInPage(shop, {}, viewport, { serviceWorkers: 'allow' });
    const good = await deliveredOrder(happy);
    await happy.page.goto(`${shop.url}/order-tracking/${good.numero_commande}?avis=1`);
    const card = happy.page.getByTestId('review-card');
    await card.getByRole('heading', { name: 'Comment était votre commande ?' }).waitFor();
    await expectNoSeriousViolations(happy.page, `tracking review card (${label})`);
    await shot(happy.page, `${label}-review-card`);
    await card.getByTestId('review-submit').click();
    const google = happy.page.getByTestId('review-google');
    await google.waitFor();
    expect(await google.getAttribute('href')).toBe(GOOGLE);
    expect(await google.getAttribute('target')).toBe('_blank');
    await shot(happy.page, `${label}-review-google`);

    const unhappy = await signedInPage(shop, {}, viewport, { serviceWorkers: 'allow' });
    const bad = await deliveredOrder(unhappy);
    await unhappy.page.goto(`${shop.url}/order-tracking/${bad.numero_commande}`);
    await unhappy.page.getByRole('radio', { name: '2 sur 5' }).click();
    await unhappy.page.getByLabel('Commentaire (optionnel)').fill('Riz trop sec');
    await unhappy.page.getByTestId('review-submit').click();
    await unhappy.page.getByTestId('review-thanks').waitFor();
    expect(await unhappy.page.getByTestId('review-google').count()).toBe(0);
    const alerts = (await shop.app.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.order_id, bad.id))).filter(
      (row) => (row.template_data as { kind?: string } | null)?.kind === 'low_rating',
    );
    expect(alerts.map((row) => row.type)).toContain('telegram');
    expect(alerts.every((row) => row.content.includes('Riz trop sec') && row.content.includes(bad.numero_commande))).toBe(true);

    const staff = await signedInPage(shop, { role: 'operator' }, viewport);
    await staff.page.goto(`${shop.url}/admin/reviews`);
    await staff.page.getByRole('heading', { name: 'Avis' }).waitFor();
    await staff.page.getByRole('tab', { name: 'À répondre' }).click();
    const review = staff.page.getByTestId('review-card').filter({ hasText: bad.numero_commande });
    await review.getByText('Riz trop sec').waitFor();
    await review.getByLabel('Votre réponse (envoyée par e-mail au client)').fill('Toutes nos excuses, nous avons revu la cuisson du riz.');
    await shot(staff.page, `${label}-admin-reviews`);
    await review.getByRole('button', { name: 'Répondre' }).click();
    await staff.page.getByTestId('review-card').first().or(staff.page.getByTestId('reviews-empty')).waitFor();
    await staff.page.getByRole('tab', { name: 'Répondus' }).click();
    const done = staff.page.getByTestId('review-card').filter({ hasText: bad.numero_commande });
    await done.getByText(/Réponse de .* le /).waitFor();
    await expectNoSeriousViolations(staff.page, `/admin/reviews (${label})`);
    await shot(staff.page, `${label}-admin-reviews-answered`);

    const mail = await shop.sink.waitFor(unhappy.who.email, (m) => m.subject === `Réponse à votre avis sur la commande ${bad.numero_commande}`);
    expect(mail.text).toContain('Toutes nos excuses, nous avons revu la cuisson du riz.');
  });
});
