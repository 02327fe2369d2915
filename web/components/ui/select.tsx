/** A native select with the inputs' look: native keeps phones' pickers and costs no script. */
import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'h-11 w-full appearance-none rounded-sm border border-ink-500 bg-ink-800 pr-10 pl-3.5 text-base text-paper',
          'transition-colors outline-none focus-visible:border-kin focus-visible:ring-2 focus-visible:ring-kin/30',
          'aria-invalid:border-shu-300 disabled:cursor-not-allowed disabled:opacity-60',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-paper-400" />
    </div>
  );
}
