/**
 * Contracts of the image library (back-office §2 Images, §3 images_metadata): the list and
 * its filters, the metadata editor, where an image is used, and replacing it everywhere.
 */
import { z } from 'zod';
import { ImageVariation } from '../catalog';
import { optionalText, blankToUndefined } from './fields';
import { PageNumber, pageEnvelope } from './page';
import { isoDateTime } from './view-fields';

const IMAGE_SCHEMA_MESSAGES = {
  invalidTag: 'Étiquette invalide (40 caractères au maximum)',
  tooManyTags: '20 étiquettes au maximum',
  invalidName: 'Nom de dossier invalide : lettres minuscules, chiffres et tirets',
} as const;

const optionalFilter = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
/** A bucket or folder name: lower-case letters, digits, hyphens and (folders) slashes. */
const storageName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}(\/[a-z0-9][a-z0-9-]{0,39}){0,3}$/, IMAGE_SCHEMA_MESSAGES.invalidName);

const tags = z
  .array(z.string().trim().min(1, IMAGE_SCHEMA_MESSAGES.invalidTag).max(40, IMAGE_SCHEMA_MESSAGES.invalidTag))
  .max(20, IMAGE_SCHEMA_MESSAGES.tooManyTags);

/** Tags typed as one text, separated by commas; blanks dropped. */
const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** GET /api/admin/images: 20 per page; tags as 'a,b' (every tag must be present). */
export const ImageListQuery = z.object({
  bucket: optionalFilter(40),
  folder: optionalFilter(200),
  entity_type: optionalFilter(40),
  entity_id: optionalFilter(80),
  q: optionalFilter(100),
  tags: optionalFilter(400),
  page: PageNumber,
});
export type ImageListQuery = z.infer<typeof ImageListQuery>;

/** The text fields sent with an upload (multipart fields, all optional). */
export const ImageUploadFields = z.object({
  bucket: z.preprocess(blankToUndefined, storageName.default('images')),
  folder: z.preprocess(blankToUndefined, storageName.optional()),
  entity_type: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()),
  entity_id: z.preprocess(blankToUndefined, z.string().trim().max(80).optional()),
  title: optionalText(200),
  alt_text: optionalText(300),
  description: optionalText(2000),
  tags: z.preprocess((v) => (typeof v === 'string' ? splitTags(v) : v), tags.default([])),
});
export type ImageUploadFields = z.infer<typeof ImageUploadFields>;

/** PUT /api/admin/images/:id: the metadata editor. */
export const ImageMetadataInput = z.object({
  title: optionalText(200),
  alt_text: optionalText(300),
  description: optionalText(2000),
  tags: tags.default([]),
});
export type ImageMetadataInput = z.infer<typeof ImageMetadataInput>;

/** The metadata editor's form: the server's rules and French messages, the tags typed as one text (their first error on it). */
export const ImageMetadataForm = ImageMetadataInput.extend({
  tags: z.string().transform((text, ctx) => {
    const parsed = tags.safeParse(splitTags(text));
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? IMAGE_SCHEMA_MESSAGES.invalidTag });
    return z.NEVER;
  }),
});

/** Where an image is used: a product (by id and name) or a setting (logo, favicon, Open Graph image, hero slide n). */
export const ImageUsage = z.object({
  kind: z.enum(['produit', 'logo', 'favicon', 'og_image', 'hero']),
  id: z.int().nullable(),
  label: z.string(),
});
export type ImageUsage = z.infer<typeof ImageUsage>;

export const ImageView = z.object({
  id: z.int(),
  bucket_name: z.string(),
  folder_path: z.string().nullable(),
  entity_type: z.string().nullable(),
  entity_id: z.string().nullable(),
  title: z.string().nullable(),
  alt_text: z.string().nullable(),
  description: z.string().nullable(),
  original_filename: z.string().nullable(),
  filename: z.string(),
  tags: z.array(z.string()),
  url: z.string().nullable(),
  mime_type: z.string().nullable(),
  size_bytes: z.int().nullable(),
  width: z.int().nullable(),
  height: z.int().nullable(),
  variations: z.array(ImageVariation),
  variations_status: z.enum(['pending', 'processing', 'done', 'failed']),
  /** the URL to show as a thumbnail: the smallest WebP variation, else the original */
  thumbnail_url: z.string().nullable(),
  usages: z.array(ImageUsage),
  created_at: isoDateTime,
});
export type ImageView = z.infer<typeof ImageView>;

/** GET /api/admin/images: one page of IMAGES_PER_PAGE (core/images.ts) images. */
export const ImagePage = pageEnvelope('images', ImageView, 'per_page');
export type ImagePage = z.infer<typeof ImagePage>;

export const ImageUploadResult = z.object({ images: z.array(ImageView) });
export type ImageUploadResult = z.infer<typeof ImageUploadResult>;

/** POST /api/admin/images/:id/replace: every use of :id now points at replacement_id. */
export const ImageReplaceInput = z.object({ replacement_id: z.int().positive() });
export type ImageReplaceInput = z.infer<typeof ImageReplaceInput>;

export const ImageReplaceResult = z.object({ replaced: z.array(ImageUsage), image: ImageView });
export type ImageReplaceResult = z.infer<typeof ImageReplaceResult>;
