/**
 * Stores uploaded images (back-office §2 Images, §7 Storage upload): every file is checked and cleaned
 * first (sharp reads the content; orientation applied, EXIF dropped), so one refused file refuses the
 * request and nothing is written. Each is then stored under a new name (timestamp and random suffix,
 * never overwriting) and recorded in images_metadata with its app event; its variations are left to the
 * job (server/jobs/image-variations.ts), which the caller wakes up.
 */
import { randomBytes } from 'node:crypto';
import { storedFileName } from '@core/images';
import type { ImageUploadFields } from '@core/schemas/images';
import type { Db } from '../../db/client';
import { imagesMetadata } from '../../db/schema/index';
import { cleanUpload } from '../../integrations/images';
import { StorageKeyTakenError, type Storage } from '../../integrations/storage';
import { recordAppEvent } from '../events/record-app-event';
import type { ImageRow } from './present';

export interface UploadedFile {
  filename: string;
  buffer: Buffer;
}

export interface UploadImagesOptions {
  db: Db;
  storage: Storage;
  files: readonly UploadedFile[];
  fields: ImageUploadFields;
  userId: string;
  now?: () => Date;
}

const randomSuffix = () => randomBytes(4).toString('hex');

export async function uploadImages({ db, storage, files, fields, userId, now = () => new Date() }: UploadImagesOptions): Promise<ImageRow[]> {
  const cleaned = [];
  for (const file of files) cleaned.push({ original: file.filename, ...(await cleanUpload(file.buffer)) });

  const rows: ImageRow[] = [];
  for (const image of cleaned) {
    const { filename, key, url } = await storeUnique(storage, [fields.bucket, fields.folder], image.original, image);
    try {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(imagesMetadata)
          .values({
            bucket_name: fields.bucket,
            folder_path: fields.folder ?? null,
            entity_type: fields.entity_type ?? null,
            entity_id: fields.entity_id ?? null,
            title: fields.title,
            alt_text: fields.alt_text,
            description: fields.description,
            tags: fields.tags,
            original_filename: image.original.slice(0, 255) || null,
            filename,
            storage_key: key,
            url,
            mime_type: image.mimeType,
            size_bytes: image.buffer.length,
            width: image.width,
            height: image.height,
            uploaded_by: userId,
            variations: [],
            variations_status: 'pending',
            variations_next_at: now(),
          })
          .returning();
        await recordAppEvent(tx, {
          event: 'admin.image.uploaded',
          userId,
          context: {
            id: inserted!.id,
            before: null,
            after: { filename, url, bucket: fields.bucket, folder: fields.folder ?? null, size_bytes: image.buffer.length },
          },
        });
        return inserted!;
      });
      rows.push(row);
    } catch (error) {
      await storage.remove(key).catch(() => {});
      throw error;
    }
  }
  return rows;

  async function storeUnique(
    store: Storage,
    prefix: (string | undefined)[],
    original: string,
    image: { format: Parameters<typeof storedFileName>[1]; buffer: Buffer; mimeType: string },
  ) {
    for (let attempt = 0; ; attempt += 1) {
      const filename = storedFileName(original, image.format, now(), randomSuffix());
      const key = [...prefix.filter(Boolean), filename].join('/');
      try {
        const url = await store.put(key, image.buffer, image.mimeType, { overwrite: false });
        return { filename, key, url };
      } catch (error) {
        if (!(error instanceof StorageKeyTakenError) || attempt >= 3) throw error;
      }
    }
  }
}
