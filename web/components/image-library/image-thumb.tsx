/** Square thumbnails: an image URL, or the placeholder (a crossed-out image) when there is none. */
import type { ComponentProps } from 'react';
import { ImageOff } from 'lucide-react';
import type { ImageView } from '@core/schemas/images';
import { cn } from '../../lib/cn';

export interface UrlThumbProps extends Pick<ComponentProps<'img'>, 'alt' | 'loading' | 'decoding'> {
  url: string | null | undefined;
  /** size, border, radius: set on the image and on the placeholder alike */
  className?: string;
  /** the placeholder's background (the wave pattern unless told) */
  placeholderClassName?: string;
  iconClassName?: string;
}

/** A thumbnail of any image URL (the picker's current value, a product row). */
export function UrlThumb({ url, alt = '', className, placeholderClassName = 'bg-seigaiha', iconClassName = 'size-5', ...img }: UrlThumbProps) {
  return url ? (
    <img src={url} alt={alt} {...img} className={cn('aspect-square object-cover', className)} />
  ) : (
    <div className={cn('flex aspect-square items-center justify-center text-paper-500', placeholderClassName, className)}>
      <ImageOff className={iconClassName} aria-hidden="true" />
    </div>
  );
}

/** A library image as a square thumbnail (its smallest useful WebP variation, else the original). */
export function ImageThumb({ image, className }: { image: Pick<ImageView, 'thumbnail_url' | 'alt_text' | 'title'> | null; className?: string }) {
  return (
    <UrlThumb
      url={image?.thumbnail_url}
      alt={image?.alt_text ?? image?.title ?? ''}
      loading="lazy"
      decoding="async"
      iconClassName="size-6"
      className={cn('w-full', className)}
    />
  );
}
