/**
 * Procedural artwork for the demo restaurant: product illustrations, hero banners and the logo, drawn as
 * SVG and rasterised by sharp (librsvg). Everything is generated here — no downloaded images or fonts —
 * and deterministic for a given (style, seed).
 */
import sharp from 'sharp';
import { productScene, type SushiStyle } from './compose';
import type { Scene } from './svg';

export type { SushiStyle } from './compose';
export { SUSHI_STYLES } from './compose';

/** Full SVG source of a product illustration (1200x900). */
export function artworkSvg(style: SushiStyle, seed: number): string {
  return productScene(style, seed).toSvg();
}

const SHADOW_SCALE = 0.25;

/**
 * Rasterises a scene in three passes (below the food, cast shadows, food and light) — same picture as
 * toSvg() but the shadow blur is done by libvips on a quarter-resolution mask, which is much faster.
 */
async function rasterise(scene: Scene): Promise<Buffer> {
  const { width, height } = scene;
  const passes = scene.passes(SHADOW_SCALE);
  const [below, shadow, above] = await Promise.all([
    sharp(Buffer.from(passes.below)).removeAlpha().raw().toBuffer(),
    sharp(Buffer.from(passes.shadow))
      .blur(Math.max(0.3, passes.shadowSigma))
      .resize(width, height, { kernel: 'linear' })
      .raw()
      .toBuffer(),
    sharp(Buffer.from(passes.above)).raw().toBuffer(),
  ]);
  return sharp(below, { raw: { width, height, channels: 3 } })
    .composite([
      { input: shadow, raw: { width, height, channels: 4 } },
      { input: above, raw: { width, height, channels: 4 } },
    ])
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
}

/** Product illustration, PNG 1200x900. */
export async function renderProduitArtwork(style: SushiStyle, seed: number): Promise<Buffer> {
  return rasterise(productScene(style, seed));
}
