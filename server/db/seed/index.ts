/**
 * Seeds an empty database with the demo restaurant (Sakura Sushi): menu with artwork, side dishes,
 * delivery zones, settings with a hero, loyalty programme, missions and the e2e suite.
 * Runs only when categories is empty; every row is written in one transaction. No staff account and no
 * password of any kind is seeded.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import type { Storage } from '../../integrations/storage';
import {
  accompagnements,
  categories,
  e2eTestSuites,
  imagesMetadata,
  loyaltySettings,
  missions,
  produits,
  produitsAccompagnements,
  restaurantSettings,
  vipLevels,
  zonesLivraison,
} from '../schema';
import { accompagnementsSeed } from './data/accompagnements';
import { categoriesSeed } from './data/categories';
import { e2eSuiteSeed } from './data/e2e';
import { loyaltySettingsSeed, missionsSeed, vipLevelsSeed } from './data/loyalty';
import { produitsSeed } from './data/produits';
import { heroImagesSeed, restaurantSeed } from './data/restaurant';
import { zonesSeed } from './data/zones';
import { renderSeedImages, variationUrl, type SeedImages, type StoredImage } from './images';

export interface SeedOptions {
  db: Db;
  storage: Storage;
}

/** Returns true when it seeded, false when the database already had a menu. */
export async function seedIfEmpty({ db, storage }: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const images = await renderSeedImages(storage, produitsSeed);
  return db.transaction(async (tx) => {
    // Two instances starting together: the second waits here, then finds the menu and stops.
    await tx.execute(sql`LOCK TABLE ${categories} IN SHARE ROW EXCLUSIVE MODE`);
    if (!(await isEmpty(tx))) return false;
    await writeDemo(tx, images);
    return true;
  });
}

async function isEmpty(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length === 0;
}

async function writeDemo(tx: Tx, images: SeedImages): Promise<void> {
  const categoryIds = new Map(
    (await tx.insert(categories).values(categoriesSeed).returning({ id: categories.id, code: categories.code_interne })).map(
      (c) => [c.code, c.id],
    ),
  );
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
    const image = images.produits.get(slug)!;
    const [produit] = await tx
      .insert(produits)
      .values({
        ...row,
        category_id: categoryId,
        image_url: variationUrl(image, 'medium'),
        a_des_accompagnements: sides.length > 0,
        ordre_affichage: ordre,
      })
      .returning({ id: produits.id });
    if (sides.length > 0) {
      await tx
        .insert(produitsAccompagnements)
        .values(sides.map((key) => ({ produit_id: produit!.id, accompagnement_id: accompagnementIds.get(key)! })));
    }
    await insertImage(tx, image, {
      bucket_name: 'produits',
      folder_path: 'produits',
      entity_type: 'produit',
      entity_id: String(produit!.id),
      title: row.nom_fr,
      alt_text: row.nom_fr,
      description: row.description_fr ?? null,
      tags,
    });
  }

  await tx.insert(zonesLivraison).values(zonesSeed);

  for (const [index, hero] of heroImagesSeed.entries()) {
    await insertImage(tx, images.heroes[index]!, {
      bucket_name: 'hero',
      folder_path: 'hero',
      entity_type: 'hero',
      entity_id: String(index + 1),
      title: hero.title,
      alt_text: hero.alt_text,
      tags: ['hero'],
    });
  }
  await insertImage(tx, images.logo, {
    bucket_name: 'brand',
    folder_path: 'brand',
    entity_type: 'logo',
    entity_id: 'restaurant',
    title: `Logo ${restaurantSeed.nom_restaurant}`,
    alt_text: `Logo ${restaurantSeed.nom_restaurant}`,
    tags: ['logo'],
  });
  const heroUrls = images.heroes.map((h) => variationUrl(h, 'large'));
  await tx.insert(restaurantSettings).values({
    ...restaurantSeed,
    logo_url: variationUrl(images.logo, 'medium'),
    favicon_url: images.faviconUrl,
    og_image_url: heroUrls[0] ?? null,
    hero_images: heroUrls,
  });

  await tx.insert(loyaltySettings).values(loyaltySettingsSeed);
  await tx.insert(vipLevels).values(vipLevelsSeed);
  await tx.insert(missions).values(missionsSeed);
  await tx.insert(e2eTestSuites).values(e2eSuiteSeed);
}

type ImageFields = Pick<
  typeof imagesMetadata.$inferInsert,
  'bucket_name' | 'folder_path' | 'entity_type' | 'entity_id' | 'title' | 'alt_text' | 'description' | 'tags'
>;

async function insertImage(tx: Tx, image: StoredImage, fields: ImageFields): Promise<void> {
  await tx.insert(imagesMetadata).values({
    ...fields,
    filename: image.filename,
    original_filename: image.original_filename,
    variations: image.variations,
  });
}
