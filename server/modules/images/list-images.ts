/** The library's list (back-office §2 Images): 20 per page, newest first, with where each image is used. */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { pageFields, pageOffset } from '@core/page';
import { IMAGES_PER_PAGE } from '@core/images';
import type { ImageListQuery, ImagePage, ImageView } from '@core/schemas/images';
import type { Db, DbOrTx } from '../../db/client';
import { imagesMetadata } from '../../db/schema/index';
import { toImageView } from './present';
import { findUsages } from './usages';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listImages({ db, query }: { db: Db; query: ImageListQuery }): Promise<ImagePage> {
  const t = imagesMetadata;
  const where: SQL[] = [];
  if (query.bucket) where.push(eq(t.bucket_name, query.bucket));
  if (query.folder) where.push(eq(t.folder_path, query.folder));
  if (query.entity_type) where.push(eq(t.entity_type, query.entity_type));
  if (query.entity_id) where.push(eq(t.entity_id, query.entity_id));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(or(ilike(t.title, like), ilike(t.alt_text, like), ilike(t.filename, like), ilike(t.original_filename, like))!);
  }
  const tags = (query.tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  if (tags.length)
    where.push(
      sql`${t.tags} @> ${sql`array[${sql.join(
        tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[]`}`,
    );
  const condition = where.length ? and(...where) : undefined;

  const [rows, [total]] = await Promise.all([
    db.select().from(t).where(condition).orderBy(desc(t.created_at), desc(t.id)).limit(IMAGES_PER_PAGE).offset(pageOffset(query.page, IMAGES_PER_PAGE)),
    db.select({ n: count() }).from(t).where(condition),
  ]);
  const usages = await findUsages(db, rows);
  return { images: rows.map((r) => toImageView(r, usages.get(r.id) ?? [])), ...pageFields('per_page', query.page, IMAGES_PER_PAGE, total?.n ?? 0) };
}

export async function getImageView({ db, id }: { db: DbOrTx; id: number }): Promise<ImageView | null> {
  const [row] = await db.select().from(imagesMetadata).where(eq(imagesMetadata.id, id));
  if (!row) return null;
  const usages = await findUsages(db, [row]);
  return toImageView(row, usages.get(row.id) ?? []);
}
