/**
 * Renders the demo's artwork (products, hero slides, logo) and stores its variations. Runs before the
 * seed transaction: rendering is slow and must not hold a transaction open.
 */
import { renderHeroArtwork, renderLogo, renderProduitArtwork } from './artwork/index';
import { renderImageVariations } from '../../integrations/images';
import type { Storage } from '../../integrations/storage';
import type { StoredImageVariation } from '../schema';
import { heroImagesSeed } from './data/restaurant';
import type { ProduitSeed } from './data/produits';

const RENDER_CONCURRENCY = 4;

export interface StoredImage {
  filename: string;
  original_filename: string;
  /** smallest first */
  variations: StoredImageVariation[];
}

export interface SeedImages {
  produits: Map<string, StoredImage>;
  heroes: StoredImage[];
  logo: StoredImage;
  faviconUrl: string;
}

export async function renderSeedImages(storage: Storage, produits: readonly ProduitSeed[]): Promise<SeedImages> {
  const produitImages = await mapWithConcurrency(produits, RENDER_CONCURRENCY, async (p) => {
    const png = await renderProduitArtwork(p.style, p.seed);
    return storeVariations(storage, png, 'produits', p.slug);
  });
  const heroes = await mapWithConcurrency(heroImagesSeed, RENDER_CONCURRENCY, async (_hero, index) => {
    const png = await renderHeroArtwork(index);
    return storeVariations(storage, png, 'hero', `hero-${index + 1}`);
  });
  const logoPng = await renderLogo();
  const logo = await storeVariations(storage, logoPng, 'brand', 'logo');
  const faviconUrl = await storage.put('brand/favicon.png', logoPng, 'image/png');
  return {
    produits: new Map(produits.map((p, i) => [p.slug, produitImages[i]!])),
    heroes,
    logo,
    faviconUrl,
  };
}

async function storeVariations(storage: Storage, png: Buffer, folder: string, name: string): Promise<StoredImage> {
  const rendered = await renderImageVariations(png);
  const variations: StoredImageVariation[] = [];
  for (const v of [...rendered].sort((a, b) => a.width - b.width)) {
    const url = await storage.put(`${folder}/${name}-${v.size}.webp`, v.buffer, v.contentType);
    variations.push({ size: v.size, width: v.width, height: v.height, url });
  }
  return { filename: `${folder}/${name}.webp`, original_filename: `${name}.png`, variations };
}

export function variationUrl(image: StoredImage, size: StoredImageVariation['size']): string {
  const found = image.variations.find((v) => v.size === size) ?? image.variations.at(-1);
  if (!found) throw new Error(`Aucune variation pour ${image.filename}`);
  return found.url;
}

async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
