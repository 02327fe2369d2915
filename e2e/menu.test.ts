import { beforeAll, describe, expect, it } from 'vitest';
import type { Produit, PublicCatalog } from '../core/catalog';
import { buildCategory } from '../server/test/factories';
import {
  barItem,
  categoryBar,
  hero,
  highlighted,
  scrollToY,
  sectionTop,
  serveHomeWithoutCatalogue,
  setHeroSettings,
  PROVOKED_FAILURE,
} from './support/menu-page';
import { useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

const shop = useShop();

beforeAll(() => buildShopMenu(shop));

async function catalog(): Promise<PublicCatalog> {
  return (await shop.app.catalog.get()).catalog;
}

async function sectionIds(): Promise<string[]> {
  const c = await catalog();
  return c.categories
    .filter((cat) => cat.actif)
    .sort((a, b) => a.ordre_affichage - b.ordre_affichage || a.id - b.id)
    .map((cat, i) => (i === 0 ? 'menu' : cat.code_interne));
}

function visibleProducts(c: PublicCatalog): Produit[] {
  return c.produits.filter((p) => p.actif && p.visible_dans_shop);
}

/** Journeys' pages prefer reduced motion (e2e/support/shop.ts); `motion` gives the page the full animations. */
async function home(viewport?: { width: number; height: number }, motion: 'reduce' | 'no-preference' = 'reduce') {
  const watched = await shop.openPage(viewport);
  await watched.page.emulateMedia({ reducedMotion: motion });
  await watched.page.goto(shop.url);
  await watched.page.locator('#menu article').first().waitFor();
  return watched;
}

describe('menu sections and category bar', () => {
  it('shows one section per category in order, the first with id menu, each with heading then description', async () => {
    const c = await catalog();
    const { page } = await home();
    const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((e) => e.id));
    expect(ids).toEqual(await sectionIds());
    const first = c.categories.filter((cat) => cat.actif).sort((a, b) => a.ordre_affichage - b.ordre_affichage)[0]!;
    const header = page.locator('#menu header');
    expect((await header.locator('h2').textContent())?.trim()).toBe(first.nom_fr);
    if (first.description_fr) expect(await header.locator('p').last().textContent()).toBe(first.description_fr);
    expect(await barItem(page, 'menu').textContent()).toBe(first.nom_fr);
  });

  it('highlights the section scrolled into view', async () => {
    const ids = await sectionIds();
    const { page } = await home();
    expect(await highlighted(page)).toEqual(['menu']);
    const third = ids[2]!;
    const y = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top + window.scrollY, third);
    await scrollToY(page, y - 110);
    await expect.poll(() => highlighted(page)).toEqual([third]);
  });

  it.each(['no-preference', 'reduce'] as const)(
    'scrolls to a category clicked in the bar, highlights it and keeps it visible in the bar on a phone (motion: %s)',
    async (motion) => {
      const ids = await sectionIds();
      const { page } = await home({ width: 390, height: 844 }, motion);
      const target = ids[4]!;
      await barItem(page, target).click();
      expect(await highlighted(page)).toEqual([target]);
      // Where the scroll settles: the section just under the header and the bar. The page may aim twice (the
      // sections it passed get their real height on the way, scroll-to-section.ts), so in-between positions
      // on either side of the band are not the answer: wait for the band itself.
      await expect
        .poll(() => sectionTop(page, target).then((top) => (top >= 100 && top <= 130 ? 'under the bar' : Math.round(top))), { timeout: 5000 })
        .toBe('under the bar');
      expect(await highlighted(page)).toEqual([target]);
      // The bar scrolled sideways so that the active category is inside it.
      await expect
        .poll(() =>
          barItem(page, target).evaluate((a) => {
            const item = a.getBoundingClientRect();
            return item.left >= 0 && item.right <= window.innerWidth;
          }),
        )
        .toBe(true);
      expect(
        await categoryBar(page)
          .locator('ul')
          .evaluate((ul) => ul.scrollLeft),
      ).toBeGreaterThan(0);
    },
  );

  it('becomes fixed once the page is scrolled past the viewport height minus 100 px', async () => {
    const { page } = await home({ width: 390, height: 844 });
    const bar = categoryBar(page);
    await scrollToY(page, 844 - 100 - 20);
    await expect.poll(() => bar.getAttribute('data-fixed')).toBeNull();
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');

    await scrollToY(page, 844 - 100 + 20);
    await expect.poll(() => bar.getAttribute('data-fixed')).toBe('true');
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((h) => h.getBoundingClientRect().bottom);
    expect(await bar.evaluate((el) => el.getBoundingClientRect().top)).toBe(headerBottom);

    // Deep in the menu it stays under the header.
    await scrollToY(page, 5000);
    await expect.poll(() => bar.evaluate((el) => el.getBoundingClientRect().top)).toBe(headerBottom);
    await scrollToY(page, 0);
    await expect.poll(() => bar.getAttribute('data-fixed')).toBeNull();
  });
});

describe('product card and detail dialog', () => {
  it('opens the detail from the image with the product details and closes on Escape', async () => {
    const c = await catalog();
    const produit = visibleProducts(c).find((p) => p.description_fr && (p.nombre_pieces ?? 0) > 0)!;
    const { page } = await home();
    const imageButton = page.getByRole('button', { name: `Voir le détail : ${produit.nom_fr}` });
    await imageButton.click();
    const dialog = page.getByRole('dialog', { name: produit.nom_fr });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-describedby')).toBeTruthy();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain(produit.description_fr!);
    expect(text).toContain(`${(produit.prix / 1000).toFixed(3)} TND`);
    expect(text).toMatch(new RegExp(`${produit.nombre_pieces}\\s*pcs`));
    expect(await dialog.locator('img').getAttribute('alt')).toBe(produit.nom_fr);
    expect(await dialog.getByRole('button', { name: 'Ajouter au panier' }).isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => imageButton.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("adds the product with 'Ajouter au panier' and closes the dialog", async () => {
    const c = await catalog();
    const produit = visibleProducts(c).find((p) => !p.a_des_accompagnements)!;
    const { page } = await home();
    await page.getByRole('button', { name: `Voir le détail : ${produit.nom_fr}` }).click();
    const dialog = page.getByRole('dialog', { name: produit.nom_fr });
    await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.getByText('Produit ajouté !').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('cart-items-badge').textContent()).toBe('1');
  });

  it("shows the 'kcal' badge only when afficher_kcal is on, and '+ Accompagnement' only with accompaniments", async () => {
    const c = await catalog();
    const { page } = await home();
    for (const produit of visibleProducts(c).slice(0, 12)) {
      const card = page.locator('main article').filter({ has: page.getByRole('heading', { name: produit.nom_fr, exact: true }) });
      const text = (await card.textContent()) ?? '';
      await card.scrollIntoViewIfNeeded();
      expect(text.includes('kcal'), produit.nom_fr).toBe(produit.afficher_kcal && (produit.kcal ?? 0) > 0);
      expect(text.includes('+ Accompagnement'), produit.nom_fr).toBe(produit.a_des_accompagnements);
      expect(await card.getByRole('button', { name: /Ajouter/ }).isVisible()).toBe(true);
    }
    // Images below the fold wait; every image has its size so nothing moves when it arrives.
    const images = await page.locator('main article img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        loading: img.getAttribute('loading'),
        w: img.getAttribute('width'),
        h: img.getAttribute('height'),
        srcset: img.getAttribute('srcset'),
      })),
    );
    expect(images.every((i) => i.w && i.h && i.srcset)).toBe(true);
    expect(images.slice(8).every((i) => i.loading === 'lazy')).toBe(true);
  });
});

describe('hero', () => {
  it('loads the first image eagerly with a responsive srcset matching the server preload (small one on a phone)', async () => {
    const html = await (await fetch(shop.url)).text();
    const preload = /<link rel="preload" as="image" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(html);
    expect(preload).not.toBeNull();
    const { page } = await home({ width: 390, height: 844 });
    const img = hero(page).locator('img').first();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const attrs = await img.evaluate((el: HTMLImageElement) => ({
      srcset: el.getAttribute('srcset'),
      sizes: el.getAttribute('sizes'),
      loading: el.getAttribute('loading'),
      fetchpriority: el.getAttribute('fetchpriority'),
      current: el.currentSrc,
    }));
    expect(attrs.srcset).toBe(preload![1]!.replaceAll('&amp;', '&'));
    expect(attrs.sizes).toBe(preload![2]);
    expect(attrs.loading).toBe('eager');
    expect(attrs.fetchpriority).toBe('high');
    expect(attrs.current).toMatch(/-small\.webp$/);
  });

  it('advances the carousel every 5 s, pauses while hovered and offers labelled controls', async () => {
    const { page } = await shop.openPage();
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.goto(shop.url);
    await page.locator('#menu article').first().waitFor();
    const current = () => hero(page).locator('button[aria-current="true"]').getAttribute('aria-label');
    expect(await current()).toBe('Image 1 sur 3');
    await page.mouse.move(640, 30); // over the header, outside the hero
    await page.clock.runFor(5100);
    await expect.poll(current).toBe('Image 2 sur 3');

    await hero(page).hover({ position: { x: 200, y: 200 } });
    await page.clock.runFor(11_000);
    expect(await current()).toBe('Image 2 sur 3');
    await page.mouse.move(640, 30);

    await hero(page).getByRole('button', { name: 'Image suivante' }).click();
    await expect.poll(current).toBe('Image 3 sur 3');
    await page.mouse.move(640, 30);
    await page.getByRole('button', { name: 'Image 1 sur 3' }).focus();
    await page.clock.runFor(11_000);
    expect(await current()).toBe('Image 3 sur 3'); // focus inside the hero pauses it too
    await page.getByRole('button', { name: 'Image 1 sur 3' }).click();
    await expect.poll(current).toBe('Image 1 sur 3');
    expect(await hero(page).getByRole('button', { name: 'Image précédente' }).isVisible()).toBe(true);
    expect(await hero(page).getByRole('button', { name: 'Mettre le diaporama en pause' }).isVisible()).toBe(true);
  });

  it('does not auto-advance under prefers-reduced-motion', async () => {
    const { page } = await shop.openPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(shop.url);
    await page.locator('#menu article').first().waitFor();
    await page.mouse.move(640, 30);
    await page.clock.runFor(11_000);
    expect(await hero(page).locator('button[aria-current="true"]').getAttribute('aria-label')).toBe('Image 1 sur 3');
  });

  it("shows 'Image non disponible' when a hero image fails to load", async () => {
    // The failures this test provokes on purpose (an image or the catalogue answering 404/500).
    shop.allowConsoleErrors(PROVOKED_FAILURE);
    const { page } = await shop.openPage();
    await page.route('**/uploads/hero/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(shop.url);
    // Every slide of the carousel fails: the one on screen shows the notice. The others are mounted once the
    // first has settled and fail too, but stay transparent (opacity 0, which Playwright counts as visible):
    // the slide on screen is the active one.
    await expect.poll(() => hero(page).locator('[data-active]').getByText('Image non disponible').filter({ visible: true }).count()).toBe(1);
  });

  it('scrolls to the menu with the call-to-action', async () => {
    const c = await catalog();
    const { page } = await home();
    await hero(page).getByRole('link', { name: c.settings.hero_cta_texte! }).click();
    await expect.poll(() => sectionTop(page, 'menu').then(Math.round), { timeout: 5000 }).toBeLessThanOrEqual(130);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('menu');
  });

  it('shows up to 6 images in mosaique mode, a muted looping inline video in video mode, the single image otherwise', async () => {
    // The failures this test provokes on purpose (an image or the catalogue answering 404/500).
    shop.allowConsoleErrors(PROVOKED_FAILURE);
    const images = (await catalog()).settings.hero_images;
    const eight = [...images, ...images, ...images].slice(0, 8);
    let restore = await setHeroSettings(shop.running, { hero_mode: 'mosaique', hero_images: eight });
    try {
      const { page } = await home();
      expect(await hero(page).locator('img').count()).toBe(6);
      await page.context().close();
    } finally {
      await restore();
    }

    restore = await setHeroSettings(shop.running, { hero_mode: 'video', hero_video_url: '/uploads/hero/intro.mp4' });
    try {
      const { page } = await shop.openPage();
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      // Hold the video request until its element has been checked, then let it fail.
      let failVideo = () => undefined as void;
      let videoRequested = () => undefined as void;
      const videoAsked = new Promise<void>((resolve) => (videoRequested = resolve));
      await page.route('**/uploads/hero/intro.mp4', (route) => {
        failVideo = () => void route.fulfill({ status: 404, body: '' });
        videoRequested();
      });
      await page.goto(shop.url);
      const video = hero(page).locator('video');
      await video.waitFor({ state: 'attached' });
      await videoAsked;
      const props = await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, inline: v.playsInline, autoplay: v.autoplay }));
      expect(props).toEqual({ muted: true, loop: true, inline: true, autoplay: true });
      // The first image stays underneath as the poster; a video that fails leaves it alone.
      expect(await hero(page).locator('img').first().getAttribute('fetchpriority')).toBe('high');
      failVideo();
      await expect.poll(() => video.count()).toBe(0);
      expect(await hero(page).locator('img').count()).toBe(1);
      await page.context().close();
    } finally {
      await restore();
    }

    restore = await setHeroSettings(shop.running, { hero_mode: 'image_unique', hero_position_texte: 'gauche', hero_cta_actif: false });
    try {
      const { page } = await home();
      expect(await hero(page).locator('img').count()).toBe(1);
      expect(await hero(page).locator('button[aria-current]').count()).toBe(0);
      expect(await hero(page).getByRole('link').count()).toBe(0);
      expect(await page.locator('#hero-titre').evaluate((h) => getComputedStyle(h).textAlign)).toBe('left');
      await page.context().close();
    } finally {
      await restore();
    }
  });
});

describe('loading, error and empty states', () => {
  it('shows 8 placeholder cards while the catalogue loads, then the error text when it fails', async () => {
    // The failures this test provokes on purpose (an image or the catalogue answering 404/500).
    shop.allowConsoleErrors(PROVOKED_FAILURE);
    const { page } = await shop.openPage();
    const release = await serveHomeWithoutCatalogue(page, shop.url);
    await page.goto(shop.url);
    await expect.poll(() => page.locator('[data-skeleton="produit"]').count()).toBe(8);
    expect(await page.getByRole('status').first().textContent()).toContain('Chargement');
    release(500);
    await expect.poll(() => page.getByText('Erreur lors du chargement des produits').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('[data-skeleton="produit"]').count()).toBe(0);
  });

  it('creates one guest_session_id and sends it as x-guest-session on every API call, across reloads', async () => {
    const { page } = await shop.openPage();
    await page.route(`${shop.url}/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script type="application\/json" id="__BOOTSTRAP__">[\s\S]*?<\/script>/, '');
      await route.fulfill({ response, body: html });
    });
    const sent: (string | null)[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) sent.push(req.headers()['x-guest-session'] ?? null);
    });
    await page.goto(shop.url);
    await page.locator('#menu article').first().waitFor();
    const id = await page.evaluate(() => localStorage.getItem('guest_session_id'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await page.reload();
    await page.locator('#menu article').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('guest_session_id'))).toBe(id);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent)).toEqual(new Set([id]));
  });

  it('invites visitors to the loyalty club with the button to /auth/client', async () => {
    const c = await catalog();
    const { page } = await home();
    const card = page.getByRole('complementary', { name: `Rejoignez le Club ${c.settings.nom_restaurant}` });
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Gagnez des points à chaque commande et débloquez des récompenses exclusives');
    expect(text).toContain('100 points offerts');
    expect(text).toContain('Récompenses exclusives');
    expect(await card.getByRole('link', { name: 'Commencer maintenant' }).getAttribute('href')).toBe('/auth/client');
  });

  it('does not show the club invitation to a signed-in customer or to staff', async () => {
    const c = await catalog();
    const title = `Rejoignez le Club ${c.settings.nom_restaurant}`;
    for (const who of [{}, { role: 'operator' as const }]) {
      const { page } = await shop.openSignedInPage(who);
      await page.goto(shop.url);
      await page.locator('#menu article').first().waitFor();
      // The header's account button appears once the session is known (signed in), and with it the decision.
      await page.getByTestId('account-button').waitFor();
      expect(await page.getByRole('complementary', { name: title }).count()).toBe(0);
    }
  });

  it("shows 'Aucun produit disponible dans cette catégorie' for a category without products", async () => {
    await buildCategory(shop.db, { code_interne: 'vide_e2e', nom_fr: 'Nouveautés', description_fr: null, actif: true, ordre_affichage: 999 });
    await shop.app.catalog.invalidate();
    const { page } = await home();
    const section = page.locator('section#vide_e2e');
    expect(await section.locator('h2').textContent()).toBe('Nouveautés');
    expect(await section.textContent()).toContain('Aucun produit disponible dans cette catégorie');
  });
});
