import { createContext, useContext, useState } from 'react';
import { ImageOff } from 'lucide-react';
import type { ImageVariation } from '@core/catalog';
import { heroResponsiveImage } from '@core/images';
import { ResponsivePicture } from '../../../components/responsive-picture';
import { cn } from '../../../lib/cn';
import { HERO_IMAGE_SIZES } from '../utils/hero-image';

/** The catalogue's hero_variations (by URL), provided by HeroSection to every hero picture. */
export const HeroVariationsContext = createContext<Record<string, ImageVariation[]> | undefined>(undefined);

export interface HeroImageProps {
  url: string;
  /** The first hero image is the page's LCP element: fetched at once, with high priority. */
  priority?: boolean;
  sizes?: string;
  className?: string;
  /** Where the 'Image non disponible' notice sits when the image fails. */
  fallbackLabel?: 'corner' | 'center';
  onSettled?: () => void;
}

/** One decorative hero picture (the title says what the hero is about), responsive when it can be. */
export function HeroImage({ url, priority = false, sizes = HERO_IMAGE_SIZES, className, fallbackLabel = 'corner', onSettled }: HeroImageProps) {
  const [failed, setFailed] = useState(false);
  const variations = useContext(HeroVariationsContext);
  if (failed) return <HeroImageFallback label={fallbackLabel} className={className} />;

  return (
    <ResponsivePicture
      image={heroResponsiveImage(url, variations?.[url])}
      sizes={sizes}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'low'}
      onSettled={(loaded) => {
        if (!loaded) setFailed(true);
        onSettled?.();
      }}
      className={cn('absolute inset-0 size-full object-cover', className)}
    />
  );
}

function HeroImageFallback({ label, className }: { label: 'corner' | 'center'; className?: string }) {
  return (
    <div className={cn('absolute inset-0 bg-seigaiha', className)}>
      <p
        className={cn(
          'absolute flex items-center gap-2 text-xs font-medium tracking-wide text-paper-400',
          label === 'corner' ? 'top-4 right-4 sm:top-6 sm:right-8' : 'inset-0 justify-center',
        )}
      >
        <ImageOff className="size-4 text-kin/70" aria-hidden="true" />
        Image non disponible
      </p>
    </div>
  );
}
