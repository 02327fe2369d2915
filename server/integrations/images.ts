/**
 * Image processing with sharp (libvips): the content check of an upload, its clean copy (orientation
 * applied, EXIF and every other metadata dropped), the AVIF and WebP variations of the library's job,
 * the demo seed's WebP variations and the small PNG icons (logo, favicon).
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { ACCEPTED_IMAGE_FORMATS, IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, VARIATION_FORMATS, variationWidths, type AcceptedImageFormat } from '@core/images';
import { AppError } from '../errors';

export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES;

export interface ImageInfo {
  format: AcceptedImageFormat;
  width: number;
  height: number;
}

export interface RenderedVariation {
  width: number;
  height: number;
  format: 'avif' | 'webp';
  buffer: Buffer;
  contentType: 'image/avif' | 'image/webp';
}

/** The demo seed's three widths (its artwork is cached by these names: …-small/-medium/-large.webp). */
export const SEED_WIDTHS = [
  { size: 'small', width: 400 },
  { size: 'medium', width: 800 },
  { size: 'large', width: 1600 },
] as const;
export type SeedSize = (typeof SEED_WIDTHS)[number]['size'];

const WEBP_QUALITY = 78;
/**
 * 0 (fastest) .. 6 (smallest). Measured on a 1200x900 illustration (three sizes): effort 2 ≈ 130 ms CPU for
 * 120 KB, effort 4 ≈ 220 ms for 116 KB — 2 is the sweet spot. smartSubsample would double the time.
 */
const WEBP_EFFORT = 2;
/** AVIF at quality 50 looks like WebP 78 at ~60 % of the bytes; effort 2 keeps a 1600 px encode well under a second. */
const AVIF_QUALITY = 50;
const AVIF_EFFORT = 2;
/** Refuse decompression bombs: 40 megapixels is far above any real menu photo. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks the bytes really are an image of an accepted format (never trusts the file name or MIME type).
 * Refusals: IMAGE_TOO_BIG, IMAGE_NOT_AN_IMAGE (sharp cannot read it), IMAGE_WRONG_FORMAT (an image, but
 * SVG, TIFF, HEIC…).
 */
export async function inspectImage(input: Buffer): Promise<ImageInfo> {
  if (!Buffer.isBuffer(input) || input.length === 0) throw new AppError('IMAGE_NOT_AN_IMAGE');
  if (input.length > MAX_UPLOAD_BYTES) throw new AppError('IMAGE_TOO_BIG');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new AppError('IMAGE_NOT_AN_IMAGE');
  }
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  if (!format || !(ACCEPTED_IMAGE_FORMATS as readonly string[]).includes(format)) throw new AppError('IMAGE_WRONG_FORMAT');
  if (!meta.width || !meta.height) throw new AppError('IMAGE_NOT_AN_IMAGE');
  // EXIF orientations 5–8 swap width and height once auto-rotated
  const swapped = (meta.orientation ?? 1) >= 5;
  return { format: format as AcceptedImageFormat, width: swapped ? meta.height : meta.width, height: swapped ? meta.width : meta.height };
}

/**
 * The copy that is stored: same format, EXIF orientation applied, every metadata block dropped (sharp
 * keeps none unless asked). The pixels are decoded to check them too (a truncated file is refused).
 * GIF is kept as sent (it carries no EXIF, and re-encoding would lose its animation).
 */
export async function cleanUpload(input: Buffer): Promise<ImageInfo & { buffer: Buffer; mimeType: string }> {
  const info = await inspectImage(input);
  if (info.format === 'gif') {
    await decodeOrRefuse(sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).raw());
    return { ...info, buffer: input, mimeType: IMAGE_MIME_TYPES.gif };
  }
  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const encoded =
    info.format === 'jpeg'
      ? pipeline.jpeg({ quality: 90, mozjpeg: false })
      : info.format === 'png'
        ? pipeline.png({ compressionLevel: 6 })
        : info.format === 'webp'
          ? pipeline.webp({ quality: 90 })
          : pipeline.avif({ quality: 60, effort: AVIF_EFFORT });
  const buffer = await decodeOrRefuse(encoded);
  return { ...info, buffer, mimeType: IMAGE_MIME_TYPES[info.format] };
}

async function decodeOrRefuse(pipeline: Sharp): Promise<Buffer> {
  try {
    return await pipeline.toBuffer();
  } catch {
    throw new AppError('IMAGE_NOT_AN_IMAGE');
  }
}

/**
 * The library's variations of an original: each width of variationWidths (never enlarged), in AVIF and
 * WebP, smallest first. The original is decoded (and rotated) once.
 */
export async function renderLibraryVariations(input: Buffer): Promise<RenderedVariation[]> {
  const info = await inspectImage(input);
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  const jobs = variationWidths(info.width).flatMap((width) => VARIATION_FORMATS.map((format) => ({ width, format })));
  return Promise.all(
    jobs.map(async ({ width, format }) => {
      const resized = base.clone().resize({ width, withoutEnlargement: true });
      const encoded =
        format === 'avif' ? resized.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT }) : resized.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT });
      const { data, info: out } = await encoded.toBuffer({ resolveWithObject: true });
      return { width: out.width, height: out.height, format, buffer: data, contentType: `image/${format}` as const };
    }),
  );
}

/**
 * The demo seed's three WebP variations (smallest first): auto-rotated from EXIF, metadata stripped,
 * resized without enlargement. The seed stays WebP only: AVIF would cost seconds per seed (docs/decisions.md).
 */
export async function renderImageVariations(input: Buffer): Promise<(RenderedVariation & { size: SeedSize })[]> {
  const info = await inspectImage(input);
  // decode (and rotate) once, then resize the decoded pixels for each size
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  return Promise.all(
    SEED_WIDTHS.map(async ({ size, width }) => {
      const { data, info: out } = await base
        .clone()
        .resize({ width: Math.min(width, info.width), withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
        .toBuffer({ resolveWithObject: true });
      return { size, width: out.width, height: out.height, format: 'webp' as const, buffer: data, contentType: 'image/webp' as const };
    }),
  );
}

/**
 * A small square icon as an indexed-colour PNG (a favicon, the header's logo): a few kilobytes instead of
 * the tens a full-size variation weighs, which matters on the first load of a phone on a slow link. PNG,
 * not WebP, because e-mail clients show the logo too.
 */
export async function renderIcon(input: Buffer, size: number): Promise<Buffer> {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize({ width: size, height: size, fit: 'cover' })
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
}
