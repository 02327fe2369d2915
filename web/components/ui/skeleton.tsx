import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'animate-shimmer rounded-sm bg-[linear-gradient(90deg,var(--color-ink-700)_0%,var(--color-ink-600)_50%,var(--color-ink-700)_100%)] bg-[length:200%_100%]',
        className,
      )}
      {...props}
    />
  );
}
