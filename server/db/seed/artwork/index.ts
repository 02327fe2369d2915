/**
 * Procedural artwork for the demo restaurant: product illustrations, hero banners and the logo, drawn as
 * SVG and rasterised by sharp (librsvg). Deterministic for a given (style, seed).
 */
import sharp from 'sharp';
import { composeProduct, type SushiStyle } from './compose';

export type { SushiStyle } from './compose';
export { SUSHI_STYLES } from './compose';

export function artworkSvg(style: SushiStyle, seed: number): string {
  return composeProduct(style, seed);
}

async function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
}

export async function renderProduitArtwork(style: SushiStyle, seed: number): Promise<Buffer> {
  return rasterise(artworkSvg(style, seed));
}
