/**
 * Renders the demo's artwork (products, hero slides, logo) and stores its variations. Runs before the
 * seed transaction: rendering is slow and must not hold a transaction open.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { artworkSvg, heroSvg, renderHeroArtwork, renderLogo, renderProduitArtwork } from './artwork/index';
import { logoSvg } from './artwork/logo';
import { renderIcon, renderImageVariations, SEED_WIDTHS, type SeedSize } from '../server/integrations/images';
import type { Storage } from '../server/integrations/storage';
import type { StoredImageVariation } from '../server/db/schema';
import { heroImagesSeed } from './data/restaurant';
import type { ProduitSeed } from './data/produits';

const RENDER_CONCURRENCY = 4;
/**
 * Rendered variations are kept in a content-addressed cache (key: the picture's SVG source), so that
 * seeding a fresh database again (tests, benches, a reset demo) takes a second instead of ~25.
 * Bump RENDER_REVISION when the raster pipeline changes without the SVG changing.
 */
const RENDER_REVISION = 1;
const CACHE_DIR = path.join(os.tmpdir(), 'sushi-artwork-cache');

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
  /** 128 px PNG: the header shows it at 40 px, e-mails and structured data use it too. */
  logoUrl: string;
  /** 64 px PNG. */
  faviconUrl: string;
}

export async function renderSeedImages(storage: Storage, produits: readonly ProduitSeed[]): Promise<SeedImages> {
  const produitImages = await mapWithConcurrency(produits, RENDER_CONCURRENCY, (p) =>
    storeVariations(storage, artworkSvg(p.style, p.seed), () => renderProduitArtwork(p.style, p.seed), 'produits', p.slug),
  );
  const heroes = await mapWithConcurrency(heroImagesSeed, RENDER_CONCURRENCY, (_hero, index) =>
    storeVariations(storage, heroSvg(index), () => renderHeroArtwork(index), 'hero', `hero-${index + 1}`),
  );
  const logoPng = await renderLogo();
  const logo = await storeVariations(storage, logoSvg(), async () => logoPng, 'brand', 'logo');
  const logoUrl = await storage.put('brand/logo.png', await renderIcon(logoPng, 128), 'image/png');
  const faviconUrl = await storage.put('brand/favicon.png', await renderIcon(logoPng, 64), 'image/png');
  return {
    produits: new Map(produits.map((p, i) => [p.slug, produitImages[i]!])),
    heroes,
    logo,
    logoUrl,
    faviconUrl,
  };
}

type Variations = Awaited<ReturnType<typeof renderImageVariations>>;

/** The variations of the picture drawn by svg, from the cache or rendered (and then cached). */
async function cachedVariations(svg: string, render: () => Promise<Buffer>): Promise<Variations> {
  const key = createHash('sha1').update(`${RENDER_REVISION}:${svg}`).digest('hex');
  const indexFile = path.join(CACHE_DIR, `${key}.json`);
  try {
    const index = JSON.parse(await readFile(indexFile, 'utf8')) as Omit<Variations[number], 'buffer'>[];
    return await Promise.all(index.map(async (v) => ({ ...v, buffer: await readFile(path.join(CACHE_DIR, `${key}-${v.size}.webp`)) })));
  } catch {
    const rendered = await renderImageVariations(await render());
    try {
      await mkdir(CACHE_DIR, { recursive: true });
      await Promise.all(rendered.map((v) => writeFile(path.join(CACHE_DIR, `${key}-${v.size}.webp`), v.buffer)));
      await writeFile(indexFile, JSON.stringify(rendered.map(({ buffer: _buffer, ...v }) => v)));
    } catch {
      // a cache that cannot be written only costs time
    }
    return rendered;
  }
}

async function storeVariations(storage: Storage, svg: string, render: () => Promise<Buffer>, folder: string, name: string): Promise<StoredImage> {
  const rendered = await cachedVariations(svg, render);
  const variations: StoredImageVariation[] = [];
  for (const v of [...rendered].sort((a, b) => a.width - b.width)) {
    const url = await storage.put(`${folder}/${name}-${v.size}.webp`, v.buffer, v.contentType);
    variations.push({ width: v.width, height: v.height, format: 'webp', url });
  }
  return { filename: `${folder}/${name}.webp`, original_filename: `${name}.png`, variations };
}

/** The URL of the seed's small, medium or large variation (rendered in that order, smallest first). */
export function variationUrl(image: StoredImage, size: SeedSize): string {
  const found = image.variations[SEED_WIDTHS.findIndex((w) => w.size === size)] ?? image.variations.at(-1);
  if (!found) throw new Error(`Aucune variation pour ${image.filename}`);
  return found.url;
}

async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
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
