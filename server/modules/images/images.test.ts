// Over 400 lines: the library's endpoints share one app, one storage and the image fixtures; split, each file would rebuild them.
/** The image library: upload rules, the variations job, the list, metadata, delete and replace. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { desc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import type { ImageView } from '@core/schemas/images';
import { appEvents, imagesMetadata, restaurantSettings } from '../../db/schema/index';
import { drainImageJobs } from '../../jobs/image-variations';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { buildProduct, buildRestaurantSettings } from '../../test/factories';
import { multipart, testPhoto, type MultipartFile } from '../../test/images';

let t: TestApp;
let operator: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  operator = await signInAs(t.app, { role: 'operator' });
  await buildRestaurantSettings(t.database.db);
});
afterAll(() => t.close());

const upload = (files: MultipartFile[], fields: Record<string, string> = {}) => {
  const body = multipart(files, fields);
  return t.app.inject({ method: 'POST', url: '/api/admin/images', headers: { ...operator.headers, ...body.headers }, payload: body.payload });
};
const uploadOne = async (content: Buffer, filename = 'photo.jpg', fields: Record<string, string> = {}): Promise<ImageView> => {
  const res = await upload([{ filename, content }], fields);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { images: ImageView[] }).images[0]!;
};
const uploadedFiles = () => {
  const root = t.config.uploadsDir;
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
};
const fileOf = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));
const rowCount = async () => (await t.database.db.select({ id: imagesMetadata.id }).from(imagesMetadata)).length;
const lastEvent = async (event: string) =>
  (await t.database.db.select().from(appEvents).where(eq(appEvents.event, event)).orderBy(desc(appEvents.id)).limit(1))[0];

describe('upload', () => {
  it('stores JPEG, PNG, WebP, AVIF and GIF under a timestamped, random name and records the row', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif', 'gif'] as const) {
      const image = await uploadOne(await testPhoto(320, 240, format), `Plat du jour.${format}`, {
        bucket: 'produits',
        folder: 'plats',
        entity_type: 'produit',
        entity_id: '12',
      });
      const ext = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif' }[format];
      expect(image.filename).toMatch(new RegExp(`^plat-du-jour-\\d{13}-[0-9a-f]{8}\\.${ext}$`));
      expect(image).toMatchObject({
        bucket_name: 'produits',
        folder_path: 'plats',
        entity_type: 'produit',
        entity_id: '12',
        original_filename: `Plat du jour.${format}`,
        mime_type: `image/${format}`,
        width: 320,
        height: 240,
        variations: [],
        variations_status: 'pending',
      });
      expect(image.url).toBe(`/uploads/produits/plats/${image.filename}`);
      expect(existsSync(fileOf(image.url!))).toBe(true);
      expect(image.size_bytes).toBeGreaterThan(0);
      const [row] = await t.database.db.select().from(imagesMetadata).where(eq(imagesMetadata.id, image.id));
      expect(row!.uploaded_by).toBe(operator.userId);
    }
    const event = await lastEvent('admin.image.uploaded');
    expect(event).toMatchObject({ user_id: operator.userId });
    expect(event!.context).toMatchObject({ before: null, after: { bucket: 'produits' } });
  });

  it('never overwrites: the same file uploaded twice gets two names', async () => {
    const photo = await testPhoto(200, 150);
    const res = await upload([
      { filename: 'maki.jpg', content: photo },
      { filename: 'maki.jpg', content: photo },
    ]);
    expect(res.statusCode).toBe(201);
    const [a, b] = (res.json() as { images: ImageView[] }).images;
    expect(a!.filename).not.toBe(b!.filename);
    expect(existsSync(fileOf(a!.url!)) && existsSync(fileOf(b!.url!))).toBe(true);
  });

  it('removes EXIF and applies the orientation', async () => {
    const rotated = await testPhoto(400, 200, 'jpeg', { orientation: 6 });
    const before = await sharp(rotated).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();
    const image = await uploadOne(rotated, 'tourne.jpg');
    expect([image.width, image.height]).toEqual([200, 400]);
    const stored = await sharp(fileOf(image.url!)).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([200, 400]);
  });

  it('refuses a file over 10 MB, a text file named .jpg and an SVG, with a French message, writing nothing', async () => {
    const rowsBefore = await rowCount();
    const filesBefore = uploadedFiles().length;
    const eventsBefore = (await t.database.db.select({ id: appEvents.id }).from(appEvents).where(eq(appEvents.event, 'admin.image.uploaded'))).length;

    const big = await upload([{ filename: 'grand.jpg', content: Buffer.concat([await testPhoto(100, 100), Buffer.alloc(10 * 1024 * 1024)]) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toEqual({ code: 'IMAGE_TOO_BIG', message: 'Fichier trop volumineux : 10 Mo au maximum' });

    const fake = await upload([{ filename: 'photo.jpg', contentType: 'image/jpeg', content: Buffer.from('ceci est un texte, pas une photo') }]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toEqual({ code: 'IMAGE_NOT_AN_IMAGE', message: "Ce fichier n'est pas une image lisible" });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const wrong = await upload([{ filename: 'logo.png', contentType: 'image/png', content: svg }]);
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().error.message).toBe('Format non accepté : JPEG, PNG, WebP, AVIF ou GIF uniquement');

    const tiff = await upload([{ filename: 'scan.jpg', content: await testPhoto(50, 50, 'tiff') }]);
    expect(tiff.json().error.code).toBe('IMAGE_WRONG_FORMAT');

    // one bad file in a batch refuses the whole request
    const mixed = await upload([
      { filename: 'ok.jpg', content: await testPhoto(100, 100) },
      { filename: 'pas-image.jpg', content: Buffer.from('nope') },
    ]);
    expect(mixed.statusCode).toBe(400);

    const none = await upload([], { title: 'rien' });
    expect(none.json().error).toEqual({ code: 'IMAGE_NO_FILE', message: 'Aucun fichier reçu' });

    expect(await rowCount()).toBe(rowsBefore);
    expect(uploadedFiles().length).toBe(filesBefore);
    expect((await t.database.db.select({ id: appEvents.id }).from(appEvents).where(eq(appEvents.event, 'admin.image.uploaded'))).length).toBe(eventsBefore);
  });

  it('refuses a JSON body and bad fields with a French 400', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/images', headers: operator.headers, payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
    const bad = await upload([{ filename: 'a.jpg', content: await testPhoto(50, 50) }], { bucket: 'Pas Valide!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Nom de dossier invalide : lettres minuscules, chiffres et tirets');
  });
});

describe('variations job', () => {
  it('renders 160/400/800/1600 px in AVIF and WebP, never enlarged, recorded with their URLs', async () => {
    const big = await uploadOne(await testPhoto(2000, 1000), 'grand.jpg');
    const small = await uploadOne(await testPhoto(600, 300), 'petit.png');
    const result = await drainImageJobs({ db: t.database.db, storage: t.app.storage });
    expect(result.done).toEqual(expect.arrayContaining([big.id, small.id]));

    const [row] = await t.database.db.select().from(imagesMetadata).where(eq(imagesMetadata.id, big.id));
    expect(row!.variations_status).toBe('done');
    const variations = row!.variations;
    expect(variations.map((v) => `${v.width}${v.format}`)).toEqual(['160avif', '160webp', '400avif', '400webp', '800avif', '800webp', '1600avif', '1600webp']);
    for (const v of variations) {
      const meta = await sharp(fileOf(v.url)).metadata();
      expect(meta.width).toBe(v.width);
      expect(meta.height).toBe(v.width / 2);
      expect(meta.format).toBe(v.format === 'avif' ? 'heif' : 'webp');
      expect(v.url).toMatch(new RegExp(`^/uploads/images/grand-\\d+-[0-9a-f]{8}-${v.width}\\.${v.format}$`));
    }
    const [smallRow] = await t.database.db.select().from(imagesMetadata).where(eq(imagesMetadata.id, small.id));
    expect([...new Set(smallRow!.variations.map((v) => v.width))]).toEqual([160, 400, 600]);
  });

  it('serves the original to the shop until the variations exist, then the variations', async () => {
    const product = await buildProduct(t.database.db);
    const image = await uploadOne(await testPhoto(900, 600), 'sashimi.jpg');
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: operator.headers,
      payload: { category_id: product.category_id, nom_fr: product.nom_fr, prix: product.prix, image_url: image.url },
    });
    const shop = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/catalog' });
      return (res.json() as { produits: { id: number; image_url: string; image_variations: { url: string; format: string }[] }[] }).produits.find(
        (p) => p.id === product.id,
      )!;
    };
    expect(await shop()).toMatchObject({ image_url: image.url, image_variations: [] });
    await drainImageJobs({ db: t.database.db, storage: t.app.storage });
    await t.app.catalog.invalidate();
    const after = await shop();
    expect(after.image_url).toBe(image.url);
    expect(after.image_variations.map((v) => v.format)).toEqual(expect.arrayContaining(['avif', 'webp']));
    // the back-office list draws its 64 px thumbnail from the 160 px WebP, not from the original
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: operator.headers });
    const row = (list.json() as { produits: { id: number; image_url: string; thumbnail_url: string }[] }).produits.find((p) => p.id === product.id)!;
    expect(row.image_url).toBe(image.url);
    expect(row.thumbnail_url).toMatch(/-160\.webp$/);
  });

  it('serves the hero from its variations: the catalogue lists them and the page preloads the AVIF sources', async () => {
    const hero = await uploadOne(await testPhoto(1600, 900), 'hero-ete.jpg', { bucket: 'hero' });
    await drainImageJobs({ db: t.database.db, storage: t.app.storage });
    await t.database.db
      .update(restaurantSettings)
      .set({ hero_images: [hero.url!], hero_mode: 'image_unique' })
      .where(eq(restaurantSettings.id, 1));
    await t.app.catalog.invalidate();
    const catalog = (await t.app.inject({ method: 'GET', url: '/api/catalog' })).json() as { hero_variations: Record<string, { format: string }[]> };
    expect(catalog.hero_variations[hero.url!]!.map((v) => v.format)).toEqual(['avif', 'webp', 'avif', 'webp', 'avif', 'webp', 'avif', 'webp']);
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const stem = hero.url!.replace(/\.jpg$/, '');
    const avif = `${stem}-160.avif 160w, ${stem}-400.avif 400w, ${stem}-800.avif 800w, ${stem}-1600.avif 1600w`;
    expect(html).toContain(`<link rel="preload" as="image" imagesrcset="${avif}" imagesizes="100vw" type="image/avif" fetchpriority="high">`);
    // the <picture> itself is the hero component's, rendered by the server's React build (e2e/home-html.test.ts)
  });

  it('two workers never render the same image (FOR UPDATE SKIP LOCKED)', async () => {
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push((await uploadOne(await testPhoto(300, 200), `lot-${i}.jpg`)).id);
    const [a, b] = await Promise.all([
      drainImageJobs({ db: t.database.db, storage: t.app.storage }),
      drainImageJobs({ db: t.database.db, storage: t.app.storage }),
    ]);
    expect(a.done.filter((id) => b.done.includes(id))).toEqual([]);
    expect([...a.done, ...b.done].sort()).toEqual(expect.arrayContaining(ids));
    const rows = await t.database.db
      .select({ status: imagesMetadata.variations_status, attempts: imagesMetadata.variations_attempts })
      .from(imagesMetadata)
      .where(inArray(imagesMetadata.id, ids));
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('retries a failed render, then records it as failed', async () => {
    const image = await uploadOne(await testPhoto(100, 100), 'perdu.jpg');
    await t.app.storage.remove(`images/${image.filename}`);
    for (let i = 0; i < 3; i += 1) {
      await t.database.db
        .update(imagesMetadata)
        .set({ variations_next_at: new Date(0) })
        .where(eq(imagesMetadata.id, image.id));
      await drainImageJobs({ db: t.database.db, storage: t.app.storage });
    }
    const [row] = await t.database.db.select().from(imagesMetadata).where(eq(imagesMetadata.id, image.id));
    expect(row).toMatchObject({ variations_status: 'failed', variations_attempts: 3 });
    expect(row!.variations_error).toBeTruthy();
  });
});

describe('list', () => {
  it('filters by bucket, folder, entity, text and tags, 20 per page, newest first', async () => {
    const tag = `t${Date.now()}`;
    const a = await uploadOne(await testPhoto(64, 64), 'chirashi.jpg', {
      bucket: 'galerie',
      folder: 'ete',
      entity_type: 'hero',
      entity_id: '3',
      title: 'Bannière été',
      tags: `${tag},ete`,
    });
    const b = await uploadOne(await testPhoto(64, 64), 'ramen.jpg', { bucket: 'galerie', alt_text: 'Bol de ramen fumant', tags: tag });
    const list = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/images?${query}`, headers: operator.headers });
      expect(res.statusCode).toBe(200);
      return res.json() as { images: ImageView[]; total: number; per_page: number };
    };
    expect((await list('bucket=galerie')).images.map((i) => i.id)).toEqual([b.id, a.id]);
    expect((await list('bucket=galerie&folder=ete')).images.map((i) => i.id)).toEqual([a.id]);
    expect((await list('entity_type=hero&entity_id=3')).images.map((i) => i.id)).toEqual([a.id]);
    expect((await list('q=bannière')).images.map((i) => i.id)).toEqual([a.id]);
    expect((await list('q=RAMEN FUMANT')).images.map((i) => i.id)).toEqual([b.id]);
    expect((await list('q=chirashi')).images.map((i) => i.id)).toEqual([a.id]);
    expect((await list(`tags=${tag}`)).images.map((i) => i.id)).toEqual([b.id, a.id]);
    expect((await list(`tags=${tag},ete`)).images.map((i) => i.id)).toEqual([a.id]);
    expect((await list('q=100%25')).images).toEqual([]);

    await t.database.db.insert(imagesMetadata).values(Array.from({ length: 25 }, (_, i) => ({ bucket_name: 'vrac', filename: `vrac-${tag}-${i}.jpg` })));
    const all = await list('');
    expect(all.per_page).toBe(20);
    expect(all.images.length).toBe(Math.min(20, all.total));
    expect(all.total).toBeGreaterThan(20);
    const page2 = await list('page=2');
    expect(page2.images.length).toBe(Math.min(20, all.total - 20));
    expect(page2.images[0]!.id).not.toBe(all.images[0]!.id);
  });
});

describe('metadata', () => {
  it('edits title, alt text, description and tags, recorded with before and after', async () => {
    const image = await uploadOne(await testPhoto(64, 64), 'gyoza.jpg', { title: 'Ancien' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/images/${image.id}`,
      headers: operator.headers,
      payload: { title: ' Gyoza grillés ', alt_text: 'Six gyozas dorés', description: 'Photo du menu', tags: ['entrées', 'chaud'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().image).toMatchObject({ title: 'Gyoza grillés', alt_text: 'Six gyozas dorés', description: 'Photo du menu', tags: ['entrées', 'chaud'] });
    const event = await lastEvent('admin.image.updated');
    expect(event!.context).toMatchObject({ id: image.id, before: { title: 'Ancien' }, after: { title: 'Gyoza grillés' } });
    expect(ADMIN_MESSAGES.metadataUpdated).toBe('Métadonnées mises à jour');

    const bad = await t.app.inject({ method: 'PUT', url: `/api/admin/images/${image.id}`, headers: operator.headers, payload: { tags: ['x'.repeat(41)] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Étiquette invalide (40 caractères au maximum)');
    const missing = await t.app.inject({ method: 'PUT', url: '/api/admin/images/999999', headers: operator.headers, payload: {} });
    expect(missing.json().error).toEqual({ code: 'IMAGE_NOT_FOUND', message: 'Image introuvable' });
  });
});

describe('delete and replace', () => {
  it('deletes an unused image with its files', async () => {
    const image = await uploadOne(await testPhoto(500, 300), 'inutile.jpg');
    await drainImageJobs({ db: t.database.db, storage: t.app.storage });
    const [row] = await t.database.db.select().from(imagesMetadata).where(eq(imagesMetadata.id, image.id));
    const files = [image.url!, ...row!.variations.map((v) => v.url)].map(fileOf);
    expect(files.every((f) => existsSync(f))).toBe(true);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/images/${image.id}`, headers: operator.headers });
    expect(res.statusCode).toBe(200);
    expect(files.some((f) => existsSync(f))).toBe(false);
    expect(await t.database.db.select().from(imagesMetadata).where(eq(imagesMetadata.id, image.id))).toEqual([]);
    expect((await lastEvent('admin.image.deleted'))!.context).toMatchObject({ id: image.id, after: null, before: { filename: image.filename } });
  });

  it('refuses to delete an image used by a product, naming it, and lists the usages', async () => {
    const image = await uploadOne(await testPhoto(300, 200), 'california.jpg');
    await drainImageJobs({ db: t.database.db, storage: t.app.storage });
    const [row] = await t.database.db.select().from(imagesMetadata).where(eq(imagesMetadata.id, image.id));
    // a product pointing at a variation counts too
    const product = await buildProduct(t.database.db, { nom_fr: 'California saumon', image_url: row!.variations[1]!.url });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/images/${image.id}`, headers: operator.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'IMAGE_IN_USE',
      message: 'Impossible de supprimer cette image : elle est utilisée par le produit « California saumon »',
    });
    expect(await t.database.db.select().from(imagesMetadata).where(eq(imagesMetadata.id, image.id))).toHaveLength(1);
    expect(existsSync(fileOf(image.url!))).toBe(true);

    const view = await t.app.inject({ method: 'GET', url: `/api/admin/images/${image.id}`, headers: operator.headers });
    expect(view.json().image.usages).toEqual([{ kind: 'produit', id: product.id, label: 'le produit « California saumon »' }]);
  });

  it('refuses to delete the logo, the favicon or a hero image, naming the setting', async () => {
    const logo = await uploadOne(await testPhoto(128, 128, 'png'), 'logo.png');
    const hero = await uploadOne(await testPhoto(1600, 900), 'hero.jpg');
    await t.database.db
      .update(restaurantSettings)
      .set({ logo_url: logo.url, favicon_url: logo.url, hero_images: ['/uploads/autre.webp', hero.url!] })
      .where(eq(restaurantSettings.id, 1));
    const del = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/admin/images/${id}`, headers: operator.headers });
    expect((await del(logo.id)).json().error.message).toBe('Impossible de supprimer cette image : elle est utilisée par le logo, le favicon');
    expect((await del(hero.id)).json().error.message).toBe("Impossible de supprimer cette image : elle est utilisée par l'image 2 du hero");
  });

  it('replaces an image everywhere in one step: products, logo, favicon and hero; the shop shows it at once', async () => {
    const old = await uploadOne(await testPhoto(400, 400), 'ancienne.jpg');
    const fresh = await uploadOne(await testPhoto(400, 400), 'nouvelle.jpg');
    const p1 = await buildProduct(t.database.db, { nom_fr: 'Maki thon', image_url: old.url });
    const p2 = await buildProduct(t.database.db, { nom_fr: 'Maki avocat', image_url: old.url, category_id: p1.category_id });
    await t.database.db
      .update(restaurantSettings)
      .set({ logo_url: old.url, favicon_url: '/uploads/favicon.png', hero_images: [old.url!, '/uploads/x.webp'] })
      .where(eq(restaurantSettings.id, 1));
    await t.app.catalog.invalidate();
    await t.app.inject({ method: 'GET', url: '/api/catalog' });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/images/${old.id}/replace`,
      headers: operator.headers,
      payload: { replacement_id: fresh.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().replaced.map((u: { label: string }) => u.label)).toEqual([
      'le produit « Maki avocat »',
      'le produit « Maki thon »',
      'le logo',
      "l'image 1 du hero",
    ]);

    const catalog = (await t.app.inject({ method: 'GET', url: '/api/catalog' })).json() as {
      produits: { id: number; image_url: string }[];
      settings: { logo_url: string; favicon_url: string; hero_images: string[] };
    };
    expect(catalog.produits.filter((p) => [p1.id, p2.id].includes(p.id)).map((p) => p.image_url)).toEqual([fresh.url, fresh.url]);
    expect(catalog.settings).toMatchObject({ logo_url: fresh.url, favicon_url: '/uploads/favicon.png', hero_images: [fresh.url, '/uploads/x.webp'] });

    // the old one is now free to go
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/images/${old.id}`, headers: operator.headers })).statusCode).toBe(200);
    const event = await lastEvent('admin.image.replaced');
    expect(event!.context).toMatchObject({ id: old.id, replacement_id: fresh.id, after: { settings: { logo_url: fresh.url } } });

    const self = await t.app.inject({
      method: 'POST',
      url: `/api/admin/images/${fresh.id}/replace`,
      headers: operator.headers,
      payload: { replacement_id: fresh.id },
    });
    expect(self.json().error.message).toBe('Choisissez une autre image que celle à remplacer');
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/admin/images/${fresh.id}/replace`,
      headers: operator.headers,
      payload: { replacement_id: 999999 },
    });
    expect(missing.statusCode).toBe(404);
  });
});
