/**
 * Mosaic hero: up to 6 images in an asymmetric grid (one large tile, the others around it). Phones show
 * at most 5, two per row under a full-width first tile.
 */
import { cn } from '../../../lib/cn';
import { HERO_IMAGE_SIZES } from '../utils/hero-image';
import { HeroImage } from './hero-image';
import { HERO_MOSAIC_MAX_IMAGES } from '@core/limits';

const PHONE_MAX = 5;

// Wide-screen placement of each tile, by image count (grid template on the container, spans per tile).
const WIDE: Record<number, { grid: string; tiles: string[] }> = {
  1: { grid: 'md:grid-cols-1 md:grid-rows-1', tiles: [''] },
  2: { grid: 'md:grid-cols-2 md:grid-rows-1', tiles: ['', ''] },
  3: { grid: 'md:grid-cols-3 md:grid-rows-2', tiles: ['md:col-span-2 md:row-span-2', '', ''] },
  4: { grid: 'md:grid-cols-4 md:grid-rows-2', tiles: ['md:col-span-2 md:row-span-2', '', '', 'md:col-span-2'] },
  5: { grid: 'md:grid-cols-4 md:grid-rows-2', tiles: ['md:col-span-2 md:row-span-2', '', '', '', ''] },
  6: { grid: 'md:grid-cols-4 md:grid-rows-2', tiles: ['md:col-span-2', '', '', '', '', 'md:col-span-2'] },
};

const TILE_SIZES = '(min-width: 768px) 25vw, 50vw';

export function HeroMosaic({ images }: { images: string[] }) {
  const shown = images.slice(0, HERO_MOSAIC_MAX_IMAGES);
  const layout = WIDE[shown.length] ?? WIDE[1]!;
  const onPhone = Math.min(shown.length, PHONE_MAX);

  return (
    <div className={cn('absolute inset-0 -z-20 grid auto-rows-fr grid-cols-2 gap-1 bg-ink md:gap-1.5', layout.grid)}>
      {shown.map((url, i) => {
        // Phone: the first tile spans the row, then pairs; a last one left alone spans the row too.
        const phoneWide = i === 0 || (i === onPhone - 1 && (onPhone - 1) % 2 === 1);
        return (
          <div
            key={`${i}-${url}`}
            className={cn(
              'relative overflow-hidden',
              phoneWide ? 'col-span-2' : 'col-span-1',
              layout.tiles[i] || 'md:col-span-1',
              i >= PHONE_MAX && 'max-md:hidden',
            )}
          >
            <HeroImage url={url} priority={i === 0} sizes={i === 0 ? HERO_IMAGE_SIZES : TILE_SIZES} fallbackLabel="center" />
          </div>
        );
      })}
    </div>
  );
}
