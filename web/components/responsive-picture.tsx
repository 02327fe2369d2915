/**
 * A library image in the shop: `<picture>` with the AVIF variations as a `<source>`, then the `<img>`
 * with the WebP variations in its srcset (core/images.ts responsiveImage). Without variations, the
 * original alone. Used by the product card, the product dialog and the hero.
 */
import type { ComponentProps } from 'react';
import type { ResponsiveImage } from '@core/images';

export interface ResponsivePictureProps extends Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'ref'> {
  image: ResponsiveImage;
  sizes: string;
  /**
   * Called once the image has loaded (true) or failed (false), even when that happened before React
   * hydrated the server's markup (the image's own events were then missed).
   */
  onSettled?: (loaded: boolean) => void;
}

export function ResponsivePicture({ image, sizes, alt = '', onSettled, ...imgProps }: ResponsivePictureProps) {
  const img = (
    <img
      ref={(element) => {
        if (element?.complete && element.currentSrc) onSettled?.(element.naturalWidth > 0);
      }}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={alt}
      onLoad={() => onSettled?.(true)}
      onError={() => onSettled?.(false)}
      {...imgProps}
    />
  );
  if (!image.avifSrcSet) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
