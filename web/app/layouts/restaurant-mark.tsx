import { Flower2 } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface RestaurantMarkProps {
  logoUrl: string | null | undefined;
  className?: string;
}

/**
 * The restaurant's logo, or a cherry blossom in a red circle when none is set (an icon, not a kanji:
 * a device without a Japanese font would show an empty box).
 */
export function RestaurantMark({ logoUrl, className }: RestaurantMarkProps) {
  if (logoUrl) {
    return <img src={logoUrl} alt="" width={40} height={40} className={cn('size-10 rounded-full object-cover', className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 items-center justify-center rounded-full border border-kin/60 bg-shu text-paper shadow-[inset_0_0_0_3px_var(--color-ink)] [&_svg]:size-[55%]',
        className,
      )}
    >
      <Flower2 strokeWidth={1.5} />
    </span>
  );
}
