/** A library image as a square thumbnail (its smallest useful WebP variation, else the original). */
import { ImageOff } from 'lucide-react';
import type { ImageView } from '@core/schemas/images';
import { cn } from '../../lib/cn';

export function ImageThumb({ image, className }: { image: Pick<ImageView, 'thumbnail_url' | 'alt_text' | 'title'> | null; className?: string }) {
  if (!image?.thumbnail_url) {
    return (
      <div className={cn('flex aspect-square items-center justify-center bg-seigaiha text-paper-500', className)}>
        <ImageOff className="size-6" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={image.thumbnail_url}
      alt={image.alt_text ?? image.title ?? ''}
      loading="lazy"
      decoding="async"
      className={cn('aspect-square w-full object-cover', className)}
    />
  );
}

/** A thumbnail of any image URL (the picker's current value). */
export function UrlThumb({ url, className }: { url: string | null; className?: string }) {
  return url ? (
    <img src={url} alt="" className={cn('aspect-square object-cover', className)} />
  ) : (
    <div className={cn('flex aspect-square items-center justify-center bg-seigaiha text-paper-500', className)}>
      <ImageOff className="size-5" aria-hidden="true" />
    </div>
  );
}
