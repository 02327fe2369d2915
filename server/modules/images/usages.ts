/**
 * Where library images are used: products (by image_url) and the settings' logo, favicon, Open Graph
 * image and hero slides. An image is matched by its original URL and by any of its variations' URLs
 * (the demo's products point at a variation).
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { ImageUsage } from '@core/schemas/images';
import { imageUrls } from '@core/images';
import type { DbOrTx } from '../../db/client';
import { produits, restaurantSettings } from '../../db/schema/index';
import { readSettingsColumns } from '../../db/settings-row';

export interface ImageRefs {
  id: number;
  url: string | null;
  variations: readonly { url: string }[];
}

/** The live products (not archived) whose image_url is one of `urls`. */
export function productsWithImageIn(urls: string[]): SQL {
  return and(inArray(produits.image_url, urls), eq(produits.archive, false))!;
}

/** The settings' image columns: logo, favicon, Open Graph image, hero slides. */
export const SETTINGS_IMAGE_COLUMNS = {
  logo_url: restaurantSettings.logo_url,
  favicon_url: restaurantSettings.favicon_url,
  og_image_url: restaurantSettings.og_image_url,
  hero_images: restaurantSettings.hero_images,
};

/** The usages of each image, keyed by image id (every id present, possibly with an empty list). */
export async function findUsages(db: DbOrTx, images: readonly ImageRefs[]): Promise<Map<number, ImageUsage[]>> {
  const result = new Map<number, ImageUsage[]>(images.map((img) => [img.id, []]));
  const owner = new Map<string, number>();
  for (const img of images) for (const url of imageUrls(img)) owner.set(url, img.id);
  if (owner.size === 0) return result;
  const urls = [...owner.keys()];
  const [products, settings] = await Promise.all([
    db
      .select({ id: produits.id, nom_fr: produits.nom_fr, image_url: produits.image_url })
      .from(produits)
      .where(productsWithImageIn(urls))
      .orderBy(produits.nom_fr),
    readSettingsColumns(db, SETTINGS_IMAGE_COLUMNS),
  ]);
  const add = (url: string | null | undefined, usage: ImageUsage) => {
    const id = url ? owner.get(url) : undefined;
    if (id !== undefined) result.get(id)!.push(usage);
  };
  for (const p of products) add(p.image_url, { kind: 'produit', id: p.id, label: `le produit « ${p.nom_fr} »` });
  const s = settings;
  if (s) {
    add(s.logo_url, { kind: 'logo', id: null, label: 'le logo' });
    add(s.favicon_url, { kind: 'favicon', id: null, label: 'le favicon' });
    add(s.og_image_url, { kind: 'og_image', id: null, label: "l'image de partage (Open Graph)" });
    s.hero_images.forEach((url, i) => add(url, { kind: 'hero', id: i + 1, label: `l'image ${i + 1} du hero` }));
  }
  return result;
}
