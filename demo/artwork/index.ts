/**
 * Procedural artwork for the demo restaurant: product illustrations, hero banners and the logo, drawn as
 * SVG and rasterised by sharp (librsvg). Everything is generated here — no downloaded images or fonts —
 * and deterministic for a given (style, seed).
 */
import sharp from 'sharp';
import { productScene, type SushiStyle } from './compose';
import { heroScene } from './hero';
import { logoSvg } from './logo';
import type { Scene } from './svg';

export type { SushiStyle } from './compose';
export { SUSHI_STYLES } from './compose';

/** Full SVG source of a product illustration (1200x900). */
export function artworkSvg(style: SushiStyle, seed: number): string {
  return productScene(style, seed).toSvg();
}

const SHADOW_SCALE = 0.25;
const PNG_OPTIONS = { compressionLevel: 2, adaptiveFiltering: false } as const;

/**
 * Short-lived cache of rendered layers shared by many pictures (table surfaces, light overlays), keyed by
 * their SVG source. Entries expire a few seconds after their last use, so a seed run benefits and a
 * long-running server does not keep megabytes of pixels around.
 */
const LAYER_TTL_MS = 15_000;
const LAYER_CACHE_MAX = 16;
const layerCache = new Map<string, { pixels: Promise<Buffer>; timer: ReturnType<typeof setTimeout> }>();

function cachedLayer(svg: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const hit = layerCache.get(svg);
  if (hit) clearTimeout(hit.timer);
  const pixels = hit?.pixels ?? render();
  const timer = setTimeout(() => layerCache.delete(svg), LAYER_TTL_MS);
  timer.unref();
  layerCache.delete(svg);
  layerCache.set(svg, { pixels, timer });
  if (layerCache.size > LAYER_CACHE_MAX) {
    const [oldest] = layerCache.keys();
    if (oldest !== undefined) {
      clearTimeout(layerCache.get(oldest)?.timer);
      layerCache.delete(oldest);
    }
  }
  pixels.catch(() => layerCache.delete(svg));
  return pixels;
}

/**
 * Rasterises a scene in passes — table, ware, cast shadows, food, light — giving the same picture as
 * toSvg() much faster: the shadow blur is done by libvips on a quarter-resolution mask (librsvg's blur is
 * slow on large areas), and the table surface and light overlay, shared by many pictures, are rendered once.
 */
async function rasterise(scene: Scene): Promise<Buffer> {
  const { width, height } = scene;
  const passes = scene.passes(SHADOW_SCALE);
  const raw = { width, height, channels: 4 } as const;
  const [ground, below, shadow, above, light] = await Promise.all([
    cachedLayer(passes.ground, () => sharp(Buffer.from(passes.ground)).removeAlpha().raw().toBuffer()),
    sharp(Buffer.from(passes.below)).raw().toBuffer(),
    sharp(Buffer.from(passes.shadow)).blur(Math.max(0.3, passes.shadowSigma)).resize(width, height, { kernel: 'linear' }).raw().toBuffer(),
    sharp(Buffer.from(passes.above)).raw().toBuffer(),
    cachedLayer(passes.light, () => sharp(Buffer.from(passes.light)).raw().toBuffer()),
  ]);
  return sharp(ground, { raw: { width, height, channels: 3 } })
    .composite([
      { input: below, raw },
      { input: shadow, raw },
      { input: above, raw },
      { input: light, raw },
    ])
    .png(PNG_OPTIONS)
    .toBuffer();
}

/** Product illustration, PNG 1200x900. */
export async function renderProduitArtwork(style: SushiStyle, seed: number): Promise<Buffer> {
  return rasterise(productScene(style, seed));
}

/** Hero banner, PNG 1920x1080; three compositions (index 0, 1, 2 — others wrap around). */
export async function renderHeroArtwork(index: number): Promise<Buffer> {
  return rasterise(heroScene(index));
}

export function heroSvg(index: number): string {
  return heroScene(index).toSvg();
}

/** Square emblem, PNG 512x512 with a transparent background. */
export async function renderLogo(): Promise<Buffer> {
  return sharp(Buffer.from(logoSvg(512)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
