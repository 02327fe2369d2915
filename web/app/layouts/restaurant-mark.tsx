import { cn } from '../../lib/cn';

export interface RestaurantMarkProps {
  logoUrl: string | null | undefined;
  className?: string;
}

/** The restaurant's logo, or the 寿 (kotobuki, "celebration") glyph in a circle when none is set. */
export function RestaurantMark({ logoUrl, className }: RestaurantMarkProps) {
  if (logoUrl) {
    return <img src={logoUrl} alt="" width={40} height={40} className={cn('size-10 rounded-full object-cover', className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 items-center justify-center rounded-full border border-kin/60 bg-shu font-jp text-xl leading-none text-paper shadow-[inset_0_0_0_3px_var(--color-ink)]',
        className,
      )}
    >
      寿
    </span>
  );
}
