/**
 * Pictures the journeys make instead of reading the demo's artwork: a flat colour stored as the
 * small/medium/large WebP variations an upload gets, and its row in the image library when the journey
 * looks for it there (a product's photo, a slide an admin picks as the logo).
 */
import sharp from 'sharp';
import { imagesMetadata, type StoredImageVariation } from '../../server/db/schema/index';
import { renderImageVariations } from '../../server/integrations/images';
import { diskStorage } from '../../server/integrations/storage';
import type { Shop } from './shop';

/** The variations of each flat picture, rendered once per test worker: the journeys reuse a few colours and sizes. */
const rendered = new Map<string, ReturnType<typeof renderImageVariations>>();

function variationsOf(colour: string, width: number, height: number): ReturnType<typeof renderImageVariations> {
  const key = `${colour} ${width}x${height}`;
  let variations = rendered.get(key);
  if (!variations) {
    variations = sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer()
      .then(renderImageVariations);
    rendered.set(key, variations);
  }
  return variations;
}

/** Stored as `${key}-small|medium|large.webp` in the app's uploads; the variations smallest first (so [1] is the medium one). */
export async function storePicture(shop: Shop, key: string, colour: string, width: number, height: number): Promise<StoredImageVariation[]> {
  const storage = diskStorage(shop.app.config.uploadsDir);
  const variations: StoredImageVariation[] = [];
  for (const v of [...(await variationsOf(colour, width, height))].sort((a, b) => a.width - b.width)) {
    const url = await storage.put(`${key}-${v.size}.webp`, v.buffer, v.contentType);
    variations.push({ width: v.width, height: v.height, format: v.format, url });
  }
  return variations;
}

type LibraryFields = Pick<typeof imagesMetadata.$inferInsert, 'bucket_name' | 'folder_path' | 'entity_type' | 'entity_id' | 'title' | 'alt_text' | 'tags'>;

/** The library's row of a stored picture (`key` as given to storePicture): listed, searchable, its uses found. */
export async function recordInLibrary(shop: Shop, key: string, variations: StoredImageVariation[], fields: LibraryFields): Promise<void> {
  const name = key.split('/').at(-1)!;
  await shop.db.insert(imagesMetadata).values({ ...fields, filename: `${key}.webp`, original_filename: `${name}.png`, variations });
}
