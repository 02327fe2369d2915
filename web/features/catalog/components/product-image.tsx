import { useState } from 'react';
import { Fish } from 'lucide-react';
import type { Produit } from '@core/catalog';
import { responsiveImage } from '@core/images';
import { ResponsivePicture } from '../../../components/responsive-picture';
import { cn } from '../../../lib/cn';

// The grid is 1 column on phones, 2 from 640 px, 3 from 1024 px, 4 (capped at ~300 px) from 1280 px.
const GRID_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
const DEFAULT_WIDTH = 800;
const DEFAULT_HEIGHT = 600;

export interface ProductImageProps {
  produit: Pick<Produit, 'nom_fr' | 'image_url' | 'image_variations'>;
  /**
   * Above-the-fold images load eagerly; the rest wait until they are near the viewport. Never with a
   * high fetch priority: the hero image is the page's LCP element.
   */
  eager?: boolean;
  sizes?: string;
  className?: string;
}

export function ProductImage({ produit, eager = false, sizes = GRID_SIZES, className }: ProductImageProps) {
  const [failed, setFailed] = useState(false);

  if (!produit.image_url || failed) {
    return (
      <div
        role="img"
        aria-label={`${produit.nom_fr} : image non disponible`}
        className={cn('flex size-full items-center justify-center bg-seigaiha', className)}
      >
        <span className="flex size-12 items-center justify-center rounded-full border border-kin/30 bg-ink/80 text-kin/80 sm:size-16">
          <Fish className="size-6 sm:size-7" strokeWidth={1.25} aria-hidden="true" />
        </span>
      </div>
    );
  }

  const image = responsiveImage(produit.image_url, produit.image_variations);
  return (
    <ResponsivePicture
      image={image}
      sizes={sizes}
      width={image.width ?? DEFAULT_WIDTH}
      height={image.height ?? DEFAULT_HEIGHT}
      alt={produit.nom_fr}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onSettled={(loaded) => setFailed(!loaded)}
      className={cn('size-full object-cover', className)}
    />
  );
}
