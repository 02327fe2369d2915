/**
 * Seeds an empty database with the demo restaurant (Sakura Sushi): menu with artwork, accompaniments, option groups,
 * delivery zones, settings with a hero, loyalty programme, missions and the e2e suite.
 * Runs only on an empty shop (no category, no product, no order: see isEmpty); every row is written in
 * one transaction. Rows a start or the back-office may already have made (the settings row, the loyalty
 * settings, the e2e suites, a zone or VIP level of the same name) are kept as they are. No staff account and no password of any kind is seeded.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../server/db/client';
import type { Storage } from '../server/integrations/storage';
import {
  accompagnements,
  categories,
  e2eTestSuites,
  groupesOptions,
  imagesMetadata,
  loyaltySettings,
  missions,
  options,
  orders,
  produits,
  produitsAccompagnements,
  restaurantSettings,
  vipLevels,
  zonesLivraison,
} from '../server/db/schema';
import { accompagnementsSeed } from './data/accompagnements';
import { categoriesSeed } from './data/categories';
import { e2eSuiteSeed } from './data/e2e';
import { loyaltySettingsSeed, missionsSeed, vipLevelsSeed } from './data/loyalty';
import { optionGroupsSeed } from './data/options';
import { produitsSeed } from './data/produits';
import { heroImagesSeed, restaurantSeed } from './data/restaurant';
import { zonesSeed } from './data/zones';
import { renderSeedImages, variationUrl, type SeedImages, type StoredImage } from './images';

export interface SeedOptions {
  db: Db;
  storage: Storage;
  /**
   * Render and store the artwork (default true). Tests that only need the menu's rows pass false:
   * rendering ~40 images takes seconds. Without images, image_url, logo and hero are left empty.
   */
  images?: boolean;
}

/** Returns true when it seeded, false when the database already had a menu. */
export async function seedIfEmpty({ db, storage, images = true }: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  // Rendered before the transaction: slow work must not hold it open.
  const rendered = images ? await renderSeedImages(storage, produitsSeed) : null;
  return db.transaction(async (tx) => {
    // Two instances starting together: the second waits here, then finds the menu and stops.
    await tx.execute(sql`LOCK TABLE ${categories} IN SHARE ROW EXCLUSIVE MODE`);
    if (!(await isEmpty(tx))) return false;
    await writeDemo(tx, rendered);
    return true;
  });
}

/**
 * Empty: nothing a restaurant entered or a customer did. The settings row does not count: any start
 * (a production one without the demo included) creates it on the first page served.
 */
async function isEmpty(db: Db | Tx): Promise<boolean> {
  for (const table of [categories, produits, orders]) {
    if (
      (
        await db
          .select({ one: sql`1` })
          .from(table)
          .limit(1)
      ).length > 0
    )
      return false;
  }
  return true;
}

async function writeDemo(tx: Tx, images: SeedImages | null): Promise<void> {
  const categoryRows = await tx.insert(categories).values(categoriesSeed).returning({ id: categories.id, code: categories.code_interne });
  const categoryIds = new Map(categoryRows.map((c) => [c.code, c.id]));

  const accompagnementIds = new Map<string, number>();
  for (const { key, ...row } of accompagnementsSeed) {
    const [inserted] = await tx.insert(accompagnements).values(row).returning({ id: accompagnements.id });
    accompagnementIds.set(key, inserted!.id);
  }

  const ordreParCategorie = new Map<string, number>();
  for (const { slug, categorie, style: _style, seed: _seed, accompagnements: sides, tags, ...row } of produitsSeed) {
    const categoryId = categoryIds.get(categorie);
    if (categoryId === undefined) throw new Error(`Catégorie inconnue dans le seed: ${categorie}`);
    const ordre = (ordreParCategorie.get(categorie) ?? 0) + 1;
    ordreParCategorie.set(categorie, ordre);
    const image = images?.produits.get(slug);
    const [produit] = await tx
      .insert(produits)
      .values({
        ...row,
        category_id: categoryId,
        image_url: image ? variationUrl(image, 'medium') : null,
        a_des_accompagnements: sides.length > 0,
        ordre_affichage: ordre,
      })
      .returning({ id: produits.id });
    for (const [index, { options: optionRows, ...group }] of (optionGroupsSeed[slug] ?? []).entries()) {
      const [inserted] = await tx
        .insert(groupesOptions)
        .values({ ...group, produit_id: produit!.id, ordre_affichage: index + 1 })
        .returning({ id: groupesOptions.id });
      await tx.insert(options).values(optionRows.map((o, i) => ({ ...o, gratuit: o.prix === 0, groupe_id: inserted!.id, ordre_affichage: i + 1 })));
    }
    if (sides.length > 0) {
      await tx.insert(produitsAccompagnements).values(sides.map((key) => ({ produit_id: produit!.id, accompagnement_id: accompagnementIds.get(key)! })));
    }
    if (image) {
      await insertImage(tx, image, {
        bucket_name: 'produits',
        folder_path: 'produits',
        entity_type: 'produit',
        entity_id: String(produit!.id),
        title: row.nom_fr,
        alt_text: row.nom_fr,
        description: row.description_fr ?? null,
        tags,
        url: variationUrl(image, 'medium'),
      });
    }
  }

  await tx.insert(zonesLivraison).values(zonesSeed).onConflictDoNothing();
  await tx
    .insert(restaurantSettings)
    .values({ ...restaurantSeed, ...(images ? await brandImages(tx, images) : {}) })
    .onConflictDoNothing();
  await tx.insert(loyaltySettings).values(loyaltySettingsSeed).onConflictDoNothing();
  await tx.insert(vipLevels).values(vipLevelsSeed).onConflictDoNothing();
  await tx.insert(missions).values(missionsSeed);
  await tx.insert(e2eTestSuites).values(e2eSuiteSeed).onConflictDoNothing();
}

/** Records the hero slides and the logo in the image library; returns the settings' image fields. */
async function brandImages(tx: Tx, images: SeedImages) {
  for (const [index, hero] of heroImagesSeed.entries()) {
    await insertImage(tx, images.heroes[index]!, {
      bucket_name: 'hero',
      folder_path: 'hero',
      entity_type: 'hero',
      entity_id: String(index + 1),
      title: hero.title,
      alt_text: hero.alt_text,
      tags: ['hero'],
      url: variationUrl(images.heroes[index]!, 'large'),
    });
  }
  const logoText = `Logo ${restaurantSeed.nom_restaurant}`;
  await insertImage(tx, images.logo, {
    bucket_name: 'brand',
    folder_path: 'brand',
    entity_type: 'logo',
    entity_id: 'restaurant',
    title: logoText,
    alt_text: logoText,
    tags: ['logo'],
    url: images.logoUrl,
  });
  const heroUrls = images.heroes.map((h) => variationUrl(h, 'large'));
  return {
    logo_url: images.logoUrl,
    favicon_url: images.faviconUrl,
    og_image_url: heroUrls[0] ?? null,
    hero_images: heroUrls,
  };
}

type ImageFields = Pick<
  typeof imagesMetadata.$inferInsert,
  'bucket_name' | 'folder_path' | 'entity_type' | 'entity_id' | 'title' | 'alt_text' | 'description' | 'tags'
>;

/** url: what the product or setting points at (so the library sees where the image is used). */
async function insertImage(tx: Tx, image: StoredImage, fields: ImageFields & { url: string }): Promise<void> {
  await tx.insert(imagesMetadata).values({
    ...fields,
    mime_type: 'image/webp',
    filename: image.filename,
    original_filename: image.original_filename,
    variations: image.variations,
  });
}
