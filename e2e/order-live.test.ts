/**
 * The restaurant's board and the customer's tracking page together: a new order appears on
 * /admin/orders without a reload; staff move it to Livre while the customer's tracking page follows
 * live (the 30 s poll could not explain updates seen within a few seconds); the customer then rates it.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerReviews } from '../server/db/schema/index';
import { deliveryBody, menuFixture, postOrder, type MenuFixture } from '../server/test/orders';
import { toastWith } from './support/account-page';
import { expectNoSeriousViolations } from './support/axe';
import { openRestaurant, signedInPage, type SignedInPage } from './support/orders-page';
import { useShop } from './support/shop';

const shop = useShop();

/** Well under the 30 s fallback poll: an update seen sooner came through the live stream. */
const LIVE = { timeout: 8_000 };

let menu: MenuFixture;

beforeAll(async () => {
  await openRestaurant(shop);
  menu = await menuFixture(shop.app.database.db);
});

async function placeOrder(customer: SignedInPage): Promise<{ id: string; numero_commande: string }> {
  const response = await postOrder(shop.app, customer.who, deliveryBody(menu));
  expect(response.statusCode).toBe(201);
  return response.json<{ order: { id: string; numero_commande: string } }>().order;
}

async function staffBoard(): Promise<SignedInPage> {
  const staff = await signedInPage(shop, { role: 'operator' });
  await staff.page.goto(`${shop.url}/admin/orders`);
  await staff.page.getByTestId('admin-order-list').or(staff.page.getByText('Aucune commande')).first().waitFor();
  return staff;
}

describe('live order board and tracking', () => {
  it('shows a new order on the board without a reload, counted in the tab title; search and status filter', async () => {
    const staff = await staffBoard();
    const customer = await signedInPage(shop);
    // The stream is open once the board has rendered; give EventSource its connection.
    await staff.page.waitForTimeout(500);
    const order = await placeOrder(customer);

    await staff.page.getByTestId(`admin-order-${order.numero_commande}`).waitFor(LIVE);
    await expect.poll(() => staff.page.title(), LIVE).toMatch(/^\(1\) Commandes/);
    await staff.page.getByTestId(`admin-order-${order.numero_commande}`).click();
    const detail = staff.page.getByTestId('admin-order-detail');
    expect(await detail.textContent()).toContain('12 rue du Lac Léman');
    expect(await detail.textContent()).toContain('Espèces');
    await expect.poll(() => staff.page.title()).toBe('Commandes · Administration');
    await expectNoSeriousViolations(staff.page, '/admin/orders');

    const other = await placeOrder(customer);
    await staff.page.getByTestId(`admin-order-${other.numero_commande}`).waitFor(LIVE);
    await staff.page.getByLabel('Rechercher une commande').fill(order.numero_commande);
    // the order cards (a delivery's card also holds its 'Livreur' button)
    const rows = staff.page.getByTestId('admin-order-list').locator('button[data-testid^="admin-order-"]');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-testid')).toBe(`admin-order-${order.numero_commande}`);
    await staff.page.getByLabel('Rechercher une commande').fill('');
    await staff.page.getByLabel('Filtrer par statut').selectOption('Livre');
    await expect.poll(() => staff.page.getByText('Aucune commande').isVisible()).toBe(true);
  });

  it('follows the staff status changes live up to Livre, then takes the review', async () => {
    const customer = await signedInPage(shop, {}, { width: 390, height: 844 });
    const order = await placeOrder(customer);
    await customer.page.goto(`${shop.url}/order-tracking/${order.numero_commande}`);
    const status = customer.page.getByTestId('tracking-status');
    expect(await status.textContent()).toBe('Reçue');

    const staff = await staffBoard();
    await staff.page.getByTestId(`admin-order-${order.numero_commande}`).click();
    const steps = [
      ['En_preparation', 'En préparation', '50%'],
      ['Pret', 'Prête', '80%'],
      ['En_livraison', 'En livraison', '90%'],
      ['Livre', 'Livrée', '100%'],
    ] as const;
    for (const [next, label, percent] of steps) {
      await staff.page.getByTestId(`status-${next}`).click();
      await expect.poll(() => status.textContent(), LIVE).toBe(label);
      expect(await customer.page.getByTestId('order-progress-percent').textContent()).toBe(percent);
    }
    // Livre is final: no status button is left on the board.
    await expect.poll(() => staff.page.locator('[data-testid^="status-"]').count()).toBe(0);

    await customer.page.getByRole('radio', { name: '4 sur 5' }).click();
    await customer.page.getByLabel('Commentaire (optionnel)').fill('  Très bon, livré chaud.  ');
    await customer.page.getByTestId('review-submit').click();
    await expect.poll(() => toastWith(customer.page, 'Merci pour votre avis !').textContent()).toContain('Votre note a été enregistrée avec succès.');

    const reviews = await shop.app.database.db.select().from(customerReviews).where(eq(customerReviews.customer_id, customer.who.customerId!));
    expect(reviews.map((r) => [r.note, r.commentaire])).toEqual([[4, 'Très bon, livré chaud.']]);
  });
});
