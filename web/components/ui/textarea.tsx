import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Textarea({ className, rows = 2, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'w-full min-w-0 resize-y rounded-sm border border-ink-500 bg-ink-800 px-3.5 py-2.5 text-base text-paper',
        'placeholder:text-paper-500 transition-colors outline-none',
        'focus-visible:border-kin focus-visible:ring-2 focus-visible:ring-kin/30 aria-invalid:border-shu-300',
        className,
      )}
      {...props}
    />
  );
}
