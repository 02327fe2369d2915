/**
 * The dashboard with the ordering pause: a staff member sees the day's figures from
 * factory-built orders against last week, a new order placed through the API appears without a reload,
 * the period picker changes the charts and refuses a reversed range, the pause control works; axe, and
 * screenshots at 390 and 1280 px (DASHBOARD_SHOTS=dir to keep them).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dayStart, todayWindows } from '../core/dashboard';
import { buildOrder, buildProduct, type Product } from '../server/test/factories';
import { menuFixture, pickupBody, postOrder, type MenuFixture } from '../server/test/orders';
import { expectNoSeriousViolations } from './support/axe';
import { signedInPage, type SignedInPage } from './support/orders-page';
import { PHONE, useShop } from './support/shop';

const shop = useShop();
const LIVE = { timeout: 8_000 };
const SHOTS = process.env.DASHBOARD_SHOTS;

let menu: MenuFixture;
let dish: Product;

beforeAll(async () => {
  menu = await menuFixture(shop.db);
  dish = await buildProduct(shop.db, { nom_fr: 'Plateau Sakura', prix: 12_500 });
  const now = new Date();
  const { lastWeekDay, today } = todayWindows(now);
  // Today: one order of 25.000 TND waiting, one cancelled. Last week's same weekday, earlier in the day: 10.000 TND.
  await buildOrder(shop.db, { items: [{ product: dish, quantity: 2 }] });
  await buildOrder(shop.db, { statut_commande: 'Annule', items: [{ product: dish }] });
  const lastWeekStart = dayStart(lastWeekDay).getTime();
  const sinceMidnight = now.getTime() - today.startsAt.getTime();
  await buildOrder(shop.db, {
    statut_commande: 'Livre',
    created_at: new Date(lastWeekStart + sinceMidnight / 2),
    items: [{ product: { ...dish, prix: 10_000 } }],
  });
});

/** The whole page in one picture: a tall viewport (a full-page capture would paint the fixed header mid-page). */
async function shoot(staff: SignedInPage, name: string, width: number): Promise<void> {
  if (!SHOTS) return;
  await staff.page.setViewportSize({ width, height: 2400 });
  await staff.page.getByRole('region', { name: 'Les 10 plats les plus vendus' }).or(staff.page.getByText('Aucune vente sur la période')).first().waitFor();
  await staff.page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const card = (staff: SignedInPage, label: string) => staff.page.getByRole('region', { name: label, exact: true });

async function openDashboard(viewport?: { width: number; height: number }): Promise<SignedInPage> {
  const staff = await signedInPage(shop, { role: 'operator' }, viewport);
  await staff.page.goto(`${shop.url}/admin`);
  await staff.page.waitForURL(/\/admin\/dashboard$/);
  await card(staff, 'Commandes').waitFor();
  return staff;
}

describe('dashboard', () => {
  it("shows today's figures against last week, follows a new order live, and its period picker changes the charts", async () => {
    const staff = await openDashboard();
    await expect.poll(() => card(staff, 'Commandes').textContent()).toContain('1');
    await expect.poll(() => card(staff, 'Chiffre d’affaires').textContent()).toContain('25.000 TND');
    expect(await card(staff, 'Chiffre d’affaires').textContent()).toContain('En hausse de 150 % par rapport à la semaine dernière');
    expect(await card(staff, 'Annulées').textContent()).toContain('En hausse (aucune la semaine dernière)');
    expect(await card(staff, 'Commandes en attente').textContent()).toMatch(/1La plus ancienne attend depuis \d+ min/);
    await staff.page.getByRole('region', { name: 'Les 10 plats les plus vendus' }).getByText('Plateau Sakura').waitFor();
    await expectNoSeriousViolations(staff.page, '/admin/dashboard');
    // The charts are images to axe (role="img"), so their legend is checked here: 4.5:1 on the card at least.
    const legend = staff.page.locator('.recharts-legend-item-text');
    await legend.first().waitFor();
    const contrasts = await legend.evaluateAll((items) =>
      items.map((outer) => {
        // The text as painted: the innermost element holding it.
        let item: Element = outer;
        while (item.firstElementChild) item = item.firstElementChild;
        const lum = (css: string) => {
          const [r, g, b] = css
            .match(/\d+/g)!
            .slice(0, 3)
            .map((v) => {
              const c = Number(v) / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        let card: Element | null = item;
        while (card && getComputedStyle(card).backgroundColor.match(/rgba\(.*, 0\)|transparent/)) card = card.parentElement;
        const [a, b] = [lum(getComputedStyle(item).color), lum(getComputedStyle(card!).backgroundColor)];
        return Math.round(((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)) * 10) / 10;
      }),
    );
    expect(contrasts.length).toBeGreaterThan(0);
    expect(contrasts.filter((ratio) => ratio < 4.5)).toEqual([]);

    // A new order through the API: the page follows without a reload (the stream, not a poll).
    await staff.page.waitForTimeout(500);
    const customer = await signedInPage(shop);
    const placed = await postOrder(shop.app, customer.who, pickupBody(menu));
    expect(placed.statusCode).toBe(201);
    const total = placed.json<{ order: { total_ttc: number } }>().order.total_ttc;
    await expect.poll(() => card(staff, 'Commandes').locator('p').first().textContent(), LIVE).toBe('2');
    const revenue = `${((25_000 + total) / 1000).toFixed(3)} TND`;
    await expect.poll(() => card(staff, 'Chiffre d’affaires').textContent(), LIVE).toContain(revenue);
    await expect.poll(() => card(staff, 'Commandes en attente').locator('p').first().textContent(), LIVE).toBe('2');

    await shoot(staff, 'dashboard-1280', 1280);

    // The period: 30 days by default, per day; today per hour; a reversed range refused in French.
    await staff.page.getByText('Commandes par jour').waitFor();
    await staff.page
      .getByRole('button', { name: 'Aujourd’hui' })
      .or(staff.page.getByRole('button', { name: "Aujourd'hui" }))
      .click();
    await staff.page.getByText('Commandes par heure').waitFor();
    await staff.page.getByRole('button', { name: '7 jours' }).click();
    await staff.page.getByText('Commandes par jour').waitFor();
    await staff.page.getByRole('button', { name: 'Du… au…' }).click();
    await staff.page.getByLabel('Du', { exact: true }).fill('10/03/2026');
    await staff.page.getByLabel('Au', { exact: true }).fill('01/03/2026');
    await staff.page.getByRole('button', { name: 'Afficher' }).click();
    await staff.page.getByText('La date de début doit précéder la date de fin').waitFor();
    await staff.page.getByLabel('Au', { exact: true }).fill('12/03/2026');
    await staff.page.getByRole('button', { name: 'Afficher' }).click();
    await staff.page.getByText('Du 10 mars 2026 au 12 mars 2026').waitFor();
    await staff.page.getByText('Aucune vente sur la période').waitFor();
  });

  it('pauses ordering and resumes it from the dashboard, on a phone with the bottom navigation', async () => {
    const staff = await openDashboard(PHONE);
    await staff.page.getByRole('navigation', { name: 'Administration (mobile)' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    if (SHOTS) await staff.page.screenshot({ path: `${SHOTS}/dashboard-390-first-screen.png` });
    await staff.page.getByRole('button', { name: '15 min' }).click();
    await staff.page.getByText(/Les commandes sont momentanément suspendues\. Reprise prévue à \d\d:\d\d\./).waitFor();
    await staff.page.getByRole('button', { name: 'Reprendre les commandes' }).click();
    await staff.page.getByRole('button', { name: '15 min' }).waitFor();
    await expectNoSeriousViolations(staff.page, '/admin/dashboard (390 px)');
    await shoot(staff, 'dashboard-390', PHONE.width);
  });
});
