/**
 * Responsive sources of a hero image. The settings store one URL per slide, the large variation
 * (`…-large.webp`); its siblings `-small` and `-medium` sit next to it (server/integrations/images.ts
 * renders 400, 800 and 1600 px wide). Any other URL (a GIF, an external image) is used as it is.
 *
 * server/modules/catalog/render-head.ts derives the same srcset for its <link rel=preload>: the two
 * must stay identical or the browser downloads the hero twice (e2e/menu.test.ts compares them).
 */
const VARIANT = /-(small|medium|large)\.webp$/;
const WIDTHS = [
  ['small', 400],
  ['medium', 800],
  ['large', 1600],
] as const;

/** The hero is full-bleed on every screen (the mosaic's first tile uses it too, so the preload matches). */
export const HERO_IMAGE_SIZES = '100vw';

export function heroImageSrcSet(url: string): string | undefined {
  if (!VARIANT.test(url)) return undefined;
  return WIDTHS.map(([size, width]) => `${url.replace(VARIANT, `-${size}.webp`)} ${width}w`).join(', ');
}
