/** The API view of an images_metadata row (core/schemas/images.ts ImageView). */
import type { ImageUsage, ImageView } from '@core/schemas/images';
import type { ImageVariation } from '@core/catalog';
import type { imagesMetadata } from '../../db/schema/index';

export type ImageRow = typeof imagesMetadata.$inferSelect;

/** Rows written before variations had a format (the first demo seeds) were WebP. */
export function normaliseVariations(variations: readonly Partial<ImageVariation>[] | null | undefined): ImageVariation[] {
  return (variations ?? [])
    .filter((v): v is Partial<ImageVariation> & { url: string; width: number } => typeof v.url === 'string' && typeof v.width === 'number')
    .map((v) => ({ width: v.width, height: v.height ?? 0, format: v.format ?? 'webp', url: v.url }))
    .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format));
}

export function toImageView(row: ImageRow, usages: ImageUsage[]): ImageView {
  const variations = normaliseVariations(row.variations);
  const thumbnail = variations.find((v) => v.format === 'webp' && v.width >= 300) ?? variations.filter((v) => v.format === 'webp').at(-1);
  return {
    id: row.id,
    bucket_name: row.bucket_name,
    folder_path: row.folder_path,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    title: row.title,
    alt_text: row.alt_text,
    description: row.description,
    original_filename: row.original_filename,
    filename: row.filename,
    tags: row.tags,
    url: row.url ?? variations.at(-1)?.url ?? null,
    mime_type: row.mime_type,
    size_bytes: row.size_bytes,
    width: row.width,
    height: row.height,
    variations,
    variations_status: row.variations_status,
    thumbnail_url: thumbnail?.url ?? row.url ?? null,
    usages,
    created_at: row.created_at.toISOString(),
  };
}
