/**
 * The installed app's colours are settings like its name: the admin picks them in Paramètres › Identité,
 * and the shop's theme-color and manifest follow on the next visit.
 */
import { describe, expect, it } from 'vitest';
import { saveSettings } from './support/settings-page';
import { DESKTOP, PHONE, useShop } from './support/shop';

const shop = useShop();

describe("the installed app's colours", () => {
  it('are edited in Identité and followed by the page and the manifest', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const admin = await shop.openSignedInPage({ role: 'admin' }, viewport);
      await admin.page.goto(`${shop.url}/admin/settings`);
      const bar = admin.page.getByLabel('Couleur de la barre');
      await bar.scrollIntoViewIfNeeded();
      expect(await bar.inputValue()).toBe('#0f0f10');
      expect(await admin.page.getByLabel('Couleur de fond de l’application').inputValue()).toBe('#0f0f10');
      if (process.env.SCREENSHOT_DIR) await admin.page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/identite-${viewport.width}.png`, fullPage: true });
      await admin.context.close();
    }

    const admin = await shop.openSignedInPage({ role: 'admin' }, DESKTOP);
    await admin.page.goto(`${shop.url}/admin/settings`);
    await admin.page.getByLabel('Couleur de la barre').fill('#1a4d2e');
    await admin.page.getByLabel('Couleur de fond de l’application').fill('#f5efe0');
    await saveSettings(admin.page);

    const visitor = await shop.openPage(PHONE);
    await visitor.page.goto(shop.url);
    expect(await visitor.page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#1a4d2e');
    const manifest = await visitor.page.evaluate(() => fetch('/manifest.webmanifest').then((r) => r.json()));
    expect(manifest).toMatchObject({ theme_color: '#1a4d2e', background_color: '#f5efe0' });
  });
});
