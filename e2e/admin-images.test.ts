/**
 * The image library journey in Chromium: an operator uploads a photo from the product form
 * (the picker, with its progress bar), saves the product, and a shop tab opened before shows the photo
 * without reloading, then from its AVIF/WebP variations; deleting the photo in /admin/images is refused
 * with a message naming the product. axe on /admin/images and the picker, phone and desktop.
 * SCREENSHOTS_DIR=... saves screenshots at 390 and 1280 px.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildProduct } from '../server/test/factories';
import { expectAccessible, toastWith } from './support/account-page';
import { saveSettings } from './support/settings-page';
import { recordInLibrary, storePicture } from './support/pictures';
import { useShop } from './support/shop';

// The refused delete answers 409 on purpose; any other console error fails the test (fixture).
const shop = useShop({ allowConsoleErrors: [/status of 409/] });
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}

async function photo(): Promise<Buffer> {
  const half = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#e8643c' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#f4ead5' } })
    .composite([{ input: half, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe('the image library', () => {
  it('uploads a photo from the product form, the shop shows it, and the library refuses to delete it', async () => {
    const product = await buildProduct(shop.db, { nom_fr: 'Chirashi saumon' });
    await shop.running.app.catalog.invalidate();
    const { url } = shop;
    const { page: shopPage } = await shop.openPage(PHONE);
    await shopPage.goto(url);
    const card = shopPage.locator('article').filter({ hasText: 'Chirashi saumon' });
    await card.waitFor();
    expect(await card.locator('img').count()).toBe(0);

    const { page } = await shop.openSignedInPage({ role: 'operator' });
    await page.goto(`${url}/admin/products`);
    await page.getByRole('button', { name: 'Modifier Chirashi saumon' }).click();
    const form = page.getByRole('dialog');
    await expectAccessible(page, '/admin/products (form with the picker)');
    await form.getByRole('button', { name: 'Choisir une image : Photo du produit' }).click();
    const picker = page.getByRole('dialog', { name: 'Photo du produit' });
    await picker.getByRole('heading', { name: 'Photo du produit' }).waitFor();
    await expectAccessible(page, 'image picker (1280 px)');
    await shot(page, 'image-picker-1280');
    await picker.getByLabel('Choisir une image à téléverser').setInputFiles({ name: 'chirashi.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await toastWith(page, 'Image uploadée et optimisée avec succès').waitFor();
    await picker.waitFor({ state: 'detached' });
    const chosen = form.locator('img').first();
    const uploadedUrl = (await chosen.getAttribute('src'))!;
    expect(uploadedUrl).toMatch(/^\/uploads\/produits\/chirashi-\d+-[0-9a-f]{8}\.jpg$/);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The shop tab, never reloaded, shows the photo, then its variations once the job has made them.
    const img = card.locator('img');
    await img.waitFor({ timeout: 3000 });
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await expect.poll(() => card.locator('picture source[type="image/avif"]').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/chirashi-\d+-[0-9a-f]{8}-\d+\.avif$/);

    // The library: the photo is used by the product, so deleting it is refused, naming the product.
    await page.goto(`${url}/admin/images`);
    await page.getByRole('heading', { name: 'Images', level: 1 }).waitFor();
    await page.getByLabel('Rechercher une image').fill('chirashi');
    await page.getByText('1 image', { exact: true }).waitFor();
    await page.getByRole('button', { name: /^Ouvrir Chirashi saumon/ }).click();
    const panel = page.getByRole('dialog', { name: 'Chirashi saumon' });
    await panel.getByText('le produit « Chirashi saumon »').waitFor();
    await expectAccessible(page, '/admin/images (panel, 1280 px)');
    await shot(page, 'images-panel-1280');
    await panel.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await toastWith(
      page,
      'Erreur lors de la suppression: Impossible de supprimer cette image : elle est utilisée par le produit « Chirashi saumon »',
    ).waitFor();
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => (await (await fetch(`${url}/api/catalog`)).json()).produits.find((p: { id: number }) => p.id === product.id).image_url)
      .toBe(uploadedUrl);

    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expectAccessible(page, '/admin/images (1280 px)');
    await shot(page, 'images-1280');

    // Phone: the library with the bottom navigation, and the picker.
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByRole('button', { name: /^Ouvrir Chirashi saumon/ }).waitFor();
    await expectAccessible(page, '/admin/images (390 px)');
    await shot(page, 'images-390');
    await page.getByRole('button', { name: /^Ouvrir Chirashi saumon/ }).click();
    await page.getByRole('dialog', { name: 'Chirashi saumon' }).getByText('le produit « Chirashi saumon »').waitFor();
    await expectAccessible(page, '/admin/images (panel, 390 px)');
    await shot(page, 'images-panel-390');
    await page.keyboard.press('Escape');
    await page.goto(`${url}/admin/products`);
    await page.getByRole('button', { name: 'Modifier Chirashi saumon' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Changer : Photo du produit' }).click();
    await page.getByRole('dialog', { name: 'Photo du produit' }).getByRole('button', { name: 'Choisir Chirashi saumon' }).waitFor();
    await expectAccessible(page, 'image picker (390 px)');
    await shot(page, 'image-picker-390');
  }, 240_000);

  it('sets the logo from the library in the settings, and the library lists it as used by the logo', async () => {
    // A hero slide of the library, its largest variation being what the settings point at.
    const slide = 'hero/hero-3';
    await recordInLibrary(shop, slide, await storePicture(shop, slide, '#2e4053', 1600, 900), {
      bucket_name: 'hero',
      folder_path: 'hero',
      entity_type: 'hero',
      entity_id: '3',
      title: 'Nigiris du jour',
      alt_text: 'Nigiris au saumon et au thon alignés sur une ardoise',
      tags: ['hero'],
    });
    const { page } = await shop.openSignedInPage({ role: 'admin' });
    const { url } = shop;
    await page.goto(`${url}/admin/settings`);
    await page.getByRole('heading', { name: 'Paramètres' }).waitFor();
    await page.getByRole('button', { name: /^(Changer|Choisir une image) : Logo$/ }).click();
    const picker = page.getByRole('dialog', { name: 'Logo' });
    await picker.getByRole('button', { name: 'Choisir Nigiris du jour' }).click();
    await picker.waitFor({ state: 'detached' });
    await expectAccessible(page, '/admin/settings identity with the pickers (1280 px)');
    await shot(page, 'settings-identity-1280');
    await saveSettings(page, page.getByRole('tabpanel').getByRole('button', { name: 'Enregistrer' }));
    const settings = (await (await fetch(`${url}/api/catalog`)).json()).settings as { logo_url: string };
    expect(settings.logo_url).toMatch(/hero-\d-large\.webp$/);

    await page.goto(`${url}/admin/images`);
    await page.getByRole('button', { name: /^Ouvrir Nigiris du jour/ }).click();
    await page.getByRole('dialog', { name: 'Nigiris du jour' }).getByText('le logo', { exact: true }).waitFor();

    await page.setViewportSize(PHONE);
    await page.goto(`${url}/admin/settings`);
    await page.getByRole('button', { name: 'Changer : Logo' }).waitFor();
    await expectAccessible(page, '/admin/settings identity with the pickers (390 px)');
    await shot(page, 'settings-identity-390');
  }, 120_000);
});
