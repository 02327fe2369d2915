/**
 * Image processing for uploads and the demo seed: content check, auto-rotation, metadata stripping and
 * WebP variations (small / medium / large). Uses sharp (libvips).
 */
import sharp, { type Metadata } from 'sharp';

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

export type ImageSize = 'small' | 'medium' | 'large';

export interface ImageVariation {
  size: ImageSize;
  width: number;
  height: number;
  buffer: Buffer;
  contentType: 'image/webp';
}

export interface ImageInfo {
  format: AcceptedFormat;
  width: number;
  height: number;
}

const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
type AcceptedFormat = (typeof ACCEPTED_FORMATS)[number];

/** Target widths, smallest first. Images are never enlarged. */
export const VARIATION_WIDTHS: ReadonlyArray<{ size: ImageSize; width: number }> = [
  { size: 'small', width: 400 },
  { size: 'medium', width: 800 },
  { size: 'large', width: 1600 },
];

const WEBP_QUALITY = 78;
/**
 * 0 (fastest) .. 6 (smallest). Measured on a 1200x900 illustration (three sizes): effort 2 ≈ 130 ms CPU for
 * 120 KB, effort 4 ≈ 220 ms for 116 KB — 2 is the sweet spot. smartSubsample would double the time.
 */
const WEBP_EFFORT = 2;
/** Refuse decompression bombs: 40 megapixels is far above any real menu photo. */
const MAX_INPUT_PIXELS = 40_000_000;

function invalid(): Error {
  return new Error('Fichier image invalide');
}

/** Checks the bytes really are an image of an accepted format (never trusts the file name or MIME type). */
export async function inspectImage(input: Buffer): Promise<ImageInfo> {
  if (!Buffer.isBuffer(input) || input.length === 0 || input.length > MAX_UPLOAD_BYTES) throw invalid();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw invalid();
  }
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  if (!format || !(ACCEPTED_FORMATS as readonly string[]).includes(format)) throw invalid();
  if (!meta.width || !meta.height) throw invalid();
  // EXIF orientations 5–8 swap width and height once auto-rotated
  const swapped = (meta.orientation ?? 1) >= 5;
  return { format: format as AcceptedFormat, width: swapped ? meta.height : meta.width, height: swapped ? meta.width : meta.height };
}

/**
 * Renders the three WebP variations (smallest first): auto-rotated from EXIF, metadata stripped (sharp
 * drops EXIF/ICC/XMP unless asked to keep them), resized without enlargement.
 */
export async function renderImageVariations(input: Buffer): Promise<ImageVariation[]> {
  const info = await inspectImage(input);
  // decode (and rotate) once, then resize the decoded pixels for each size
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  return Promise.all(
    VARIATION_WIDTHS.map(async ({ size, width }) => {
      const { data, info: out } = await base
        .clone()
        .resize({ width: Math.min(width, info.width), withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
        .toBuffer({ resolveWithObject: true });
      return { size, width: out.width, height: out.height, buffer: data, contentType: 'image/webp' as const };
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
