import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'h-11 w-full min-w-0 rounded-sm border border-ink-500 bg-ink-800 px-3.5 text-base text-paper',
        'placeholder:text-paper-500 transition-colors outline-none',
        'focus-visible:border-kin focus-visible:ring-2 focus-visible:ring-kin/30',
        'aria-invalid:border-shu-300 aria-invalid:ring-shu/30 disabled:cursor-not-allowed disabled:opacity-60',
        'file:border-0 file:bg-transparent file:text-sm file:text-paper',
        className,
      )}
      {...props}
    />
  );
}
