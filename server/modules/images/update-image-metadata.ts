/** The metadata editor (title, alt_text, description, tags): 'Métadonnées mises à jour', with its app event. */
import { eq } from 'drizzle-orm';
import type { ImageMetadataInput } from '@core/schemas/images';
import type { Db } from '../../db/client';
import { imagesMetadata } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';

export async function updateImageMetadata({ db, id, input, userId }: { db: Db; id: number; input: ImageMetadataInput; userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ title: imagesMetadata.title, alt_text: imagesMetadata.alt_text, description: imagesMetadata.description, tags: imagesMetadata.tags })
      .from(imagesMetadata)
      .where(eq(imagesMetadata.id, id))
      .for('update');
    if (!before) throw new AppError('IMAGE_NOT_FOUND');
    await tx
      .update(imagesMetadata)
      .set({ ...input, updated_at: new Date() })
      .where(eq(imagesMetadata.id, id));
    await recordAppEvent(tx, { event: 'admin.image.updated', userId, context: { id, before, after: input } });
  });
}
