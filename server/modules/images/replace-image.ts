/**
 * Replaces an image everywhere it is used, in one transaction: products pointing at it (original or a
 * variation) and the settings' logo, favicon, Open Graph image and hero slides now point at the
 * replacement. One app event lists what changed, before and after. The caller invalidates the
 * catalogue (which carries the settings) after the commit.
 */
import { eq, inArray } from 'drizzle-orm';
import { imageUrls } from '@core/images';
import type { ImageUsage } from '@core/schemas/images';
import type { Db } from '../../db/client';
import { imagesMetadata, produits, restaurantSettings } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { normaliseVariations } from './present';
import { findUsages, productsWithImageIn, SETTINGS_IMAGE_COLUMNS } from './usages';

export async function replaceImage({ db, id, replacementId, userId }: { db: Db; id: number; replacementId: number; userId: string }): Promise<ImageUsage[]> {
  if (id === replacementId) throw new AppError('IMAGE_REPLACE_SELF');
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(imagesMetadata)
      .where(inArray(imagesMetadata.id, [id, replacementId]))
      .orderBy(imagesMetadata.id)
      .for('update');
    const source = rows.find((r) => r.id === id);
    const target = rows.find((r) => r.id === replacementId);
    if (!source || !target) throw new AppError('IMAGE_NOT_FOUND');
    const targetUrl =
      target.url ??
      normaliseVariations(target.variations)
        .filter((v) => v.format === 'webp')
        .at(-1)?.url;
    if (!targetUrl) throw new AppError('IMAGE_NOT_FOUND');

    const usages = (await findUsages(tx, [{ ...source, variations: normaliseVariations(source.variations) }])).get(id) ?? [];
    const urls = imageUrls({ url: source.url, variations: normaliseVariations(source.variations) });
    const now = new Date();

    const products = await tx.select({ id: produits.id, image_url: produits.image_url }).from(produits).where(productsWithImageIn(urls)).for('update');
    if (products.length) {
      await tx
        .update(produits)
        .set({ image_url: targetUrl, updated_at: now })
        .where(
          inArray(
            produits.id,
            products.map((p) => p.id),
          ),
        );
    }

    const [settings] = await tx.select(SETTINGS_IMAGE_COLUMNS).from(restaurantSettings).where(eq(restaurantSettings.id, 1)).for('update');
    let settingsAfter: typeof settings | null = null;
    if (settings) {
      const swap = (url: string | null) => (url && urls.includes(url) ? targetUrl : url);
      const after = {
        logo_url: swap(settings.logo_url),
        favicon_url: swap(settings.favicon_url),
        og_image_url: swap(settings.og_image_url),
        hero_images: settings.hero_images.map((u) => swap(u)!),
      };
      if (JSON.stringify(after) !== JSON.stringify(settings)) {
        await tx.update(restaurantSettings).set(after).where(eq(restaurantSettings.id, 1));
        settingsAfter = after;
      }
    }

    await recordAppEvent(tx, {
      event: 'admin.image.replaced',
      userId,
      context: {
        id,
        replacement_id: replacementId,
        before: { produits: products, ...(settingsAfter ? { settings } : {}) },
        after: { produits: products.map((p) => ({ id: p.id, image_url: targetUrl })), ...(settingsAfter ? { settings: settingsAfter } : {}) },
      },
    });
    return usages;
  });
}
