/**
 * The first tap on a slow phone: CPU slowed four times and a slow 4G network (Lighthouse's mobile profile),
 * a dish is tapped the moment the server-rendered menu shows it, before the app has hydrated it, and its
 * dialog opens: the page holds the tap until React has taken over, and React hydrates that section first.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

const shop = useShop();

beforeAll(() => buildShopMenu(shop));

describe('the first tap on a throttled phone', () => {
  it('opens the dish tapped as soon as it is visible', async () => {
    const { page } = await shop.openPage({ width: 390, height: 844 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    // Slow 4G as Lighthouse simulates it: 150 ms of latency, 1.6 Mbit/s down, 750 kbit/s up.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
    const dish = (await shop.app.catalog.get()).catalog.produits.find((p) => p.actif && p.visible_dans_shop)!;

    await page.goto(shop.url, { waitUntil: 'commit' });
    await page.getByRole('button', { name: `Voir le détail : ${dish.nom_fr}` }).click();
    await page.getByRole('dialog', { name: dish.nom_fr }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
  });
});
