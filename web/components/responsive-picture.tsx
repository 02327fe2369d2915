/**
 * A library image in the shop: `<picture>` with the AVIF variations as a `<source>`, then the `<img>`
 * with the WebP variations in its srcset (core/images.ts responsiveImage). Without variations, the
 * original alone. Used by the product card, the product dialog and the hero.
 */
import type { ComponentProps } from 'react';
import type { ResponsiveImage } from '@core/images';

export interface ResponsivePictureProps extends Omit<ComponentProps<'img'>, 'src' | 'srcSet'> {
  image: ResponsiveImage;
  sizes: string;
}

export function ResponsivePicture({ image, sizes, alt = '', ...imgProps }: ResponsivePictureProps) {
  const img = <img src={image.src} srcSet={image.srcSet} sizes={image.srcSet ? sizes : undefined} alt={alt} {...imgProps} />;
  if (!image.avifSrcSet) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
