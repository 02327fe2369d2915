/**
 * Rules of the image library, shared by the server and the admin screens: the accepted
 * formats and size cap, the stored name (timestamp and random suffix, never the uploaded name as is),
 * the variation widths, and the responsive sources the shop builds from the variations.
 * No zod here: the shop's entry chunk imports pictureSources.
 */
import type { ImageVariation } from './catalog';

/** What sharp must find in the bytes (never the extension or the MIME type sent). */
export const ACCEPTED_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;
export type AcceptedImageFormat = (typeof ACCEPTED_IMAGE_FORMATS)[number];
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGES_PER_PAGE = 20;
/** The variations job renders these widths (never wider than the original), each in AVIF and WebP. */
const VARIATION_WIDTHS = [160, 400, 800, 1600] as const;
export const VARIATION_FORMATS = ['avif', 'webp'] as const;

export const IMAGE_MESSAGES = {
  tooBig: 'Fichier trop volumineux : 10 Mo au maximum',
  notAnImage: "Ce fichier n'est pas une image lisible",
  wrongFormat: 'Format non accepté : JPEG, PNG, WebP, AVIF ou GIF uniquement',
  noFile: 'Aucun fichier reçu',
  accept: 'JPEG, PNG, WebP, AVIF ou GIF, 10 Mo au maximum',
  replaced: 'Image remplacée partout où elle était utilisée',
  loadError: 'Erreur lors du chargement des images',
} as const;

const IMAGE_EXTENSIONS: Record<AcceptedImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif' };
export const IMAGE_MIME_TYPES: Record<AcceptedImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** A safe stem from the uploaded name: lower-case ASCII letters, digits and hyphens, at most 40 characters. */
export function fileStem(originalName: string | null | undefined): string {
  const base = (originalName ?? '')
    .split(/[/\\]/)
    .pop()!
    .replace(/\.[^.]*$/, '');
  const stem = base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return stem || 'image';
}

/** The stored name: stem, timestamp (ms) and random suffix, with the extension of the real format. */
export function storedFileName(originalName: string | null | undefined, format: AcceptedImageFormat, now: Date, random: string): string {
  return `${fileStem(originalName)}-${now.getTime()}-${random}.${IMAGE_EXTENSIONS[format]}`;
}

/** The variation widths for an original `width` px wide: never enlarged; the original's width is kept when smaller than the largest. */
export function variationWidths(width: number): number[] {
  const widths: number[] = VARIATION_WIDTHS.filter((w) => w < width);
  const largest = VARIATION_WIDTHS[VARIATION_WIDTHS.length - 1]!;
  widths.push(Math.min(width, largest));
  return [...new Set(widths)];
}

/** The name of a variation next to its original: 'plat-…-ab12.jpg' → 'plat-…-ab12-400.avif'. */
export function variationKey(originalKey: string, width: number, format: 'avif' | 'webp'): string {
  return `${originalKey.replace(/\.[^./]*$/, '')}-${width}.${format}`;
}

/**
 * How the shop draws a library image: `<picture>` with an AVIF `<source>` (avifSrcSet) then an `<img>`
 * whose srcset lists the WebP variations; the original alone (src) until the variations exist. The
 * product card, the product dialog, the hero, the server's first paint and its preload all use this, so
 * the browser picks the same file everywhere.
 */
export interface ResponsiveImage {
  src: string;
  /** WebP variations, 'url 400w, …' */
  srcSet?: string;
  /** AVIF variations, for a <source type="image/avif"> */
  avifSrcSet?: string;
  /** of the largest variation, for width/height attributes */
  width?: number;
  height?: number;
}

const srcSetOf = (list: readonly ImageVariation[]) => list.map((v) => `${v.url} ${v.width}w`).join(', ');

export function responsiveImage(src: string, variations: readonly ImageVariation[] | undefined): ResponsiveImage {
  const sorted = [...(variations ?? [])].sort((a, b) => a.width - b.width);
  const webp = sorted.filter((v) => (v.format ?? 'webp') === 'webp');
  const avif = sorted.filter((v) => v.format === 'avif');
  const largest = webp.at(-1) ?? avif.at(-1);
  return {
    src,
    ...(webp.length ? { srcSet: srcSetOf(webp) } : {}),
    ...(avif.length ? { avifSrcSet: srcSetOf(avif) } : {}),
    ...(largest ? { width: largest.width, height: largest.height } : {}),
  };
}

// The demo seed's hero URLs (…-large.webp) have -small and -medium siblings (400, 800 and 1600 px wide):
// used when the catalogue does not list the hero's variations (an old database, the settings preview).
const SEED_VARIANT = /-(small|medium|large)\.webp$/;
const SEED_WIDTHS = [
  ['small', 400],
  ['medium', 800],
  ['large', 1600],
] as const;

/** A hero slide: its variations from the catalogue, else the demo's naming, else the URL alone. */
export function heroResponsiveImage(url: string, variations: readonly ImageVariation[] | undefined): ResponsiveImage {
  if (variations?.length) return responsiveImage(url, variations);
  if (!SEED_VARIANT.test(url)) return { src: url };
  return { src: url, srcSet: SEED_WIDTHS.map(([size, width]) => `${url.replace(SEED_VARIANT, `-${size}.webp`)} ${width}w`).join(', ') };
}

/**
 * A small copy for a thumbnail drawn `cssPixels` wide (the cart line, the admin list): the smallest WebP
 * variation at least twice that wide (sharp on a phone's screen), else the largest there is, else the
 * original. Never the 10 MB original when a variation exists.
 */
export function thumbnailUrl(src: string, variations: readonly ImageVariation[] | null | undefined, cssPixels: number): string {
  const webp = [...(variations ?? [])].filter((v) => (v.format ?? 'webp') === 'webp').sort((a, b) => a.width - b.width);
  return (webp.find((v) => v.width >= 2 * cssPixels) ?? webp.at(-1))?.url ?? src;
}

/** Every URL under which an image can be referenced: its original and each variation. */
export function imageUrls(image: { url: string | null; variations: readonly { url: string }[] }): string[] {
  return [...new Set([image.url, ...image.variations.map((v) => v.url)].filter((u): u is string => !!u))];
}
