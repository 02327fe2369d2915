/**
 * Deletes an image of the library: refused while a product or a setting uses it (the message names
 * where), otherwise the row goes with its app event, then the files (original and variations) are
 * removed from the storage after the commit.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imagesMetadata } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Storage } from '../../integrations/storage';
import { recordAppEvent } from '../events/record-app-event';
import { normaliseVariations } from './present';
import { findUsages } from './usages';

export async function deleteImage({ db, storage, id, userId }: { db: Db; storage: Storage; id: number; userId: string }): Promise<void> {
  const before = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(imagesMetadata).where(eq(imagesMetadata.id, id)).for('update');
    if (!row) throw new AppError('IMAGE_NOT_FOUND');
    const usages = (await findUsages(tx, [row])).get(id) ?? [];
    if (usages.length) throw new AppError('IMAGE_IN_USE', { usages: usages.map((u) => u.label).join(', ') });
    await tx.delete(imagesMetadata).where(eq(imagesMetadata.id, id));
    const { variations: _variations, ...kept } = row;
    await recordAppEvent(tx, { event: 'admin.image.deleted', userId, context: { id, before: kept, after: null } });
    return row;
  });
  // Only files this library stored (uploads have a storage key; the demo's artwork stays with the demo).
  if (!before.storage_key) return;
  const keys = [before.storage_key, ...normaliseVariations(before.variations).map((v) => keyFromUrl(before.storage_key!, before.url, v.url))];
  await Promise.all(keys.filter((k): k is string => !!k).map((key) => storage.remove(key).catch(() => {})));
}

/** A variation's key: its URL sits next to the original's, so the same prefix maps URL to key. */
function keyFromUrl(originalKey: string, originalUrl: string | null, variationUrl: string): string | null {
  if (!originalUrl || !originalUrl.endsWith(originalKey)) return null;
  const prefix = originalUrl.slice(0, originalUrl.length - originalKey.length);
  return variationUrl.startsWith(prefix) ? variationUrl.slice(prefix.length) : null;
}
