import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A native <select> with the inputs' look: the phone's own picker on mobile. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className="h-11 w-full cursor-pointer appearance-none rounded-sm border border-ink-500 bg-ink-800 pr-10 pl-3.5 text-base text-paper transition-colors outline-none hover:border-kin/50 focus-visible:border-kin focus-visible:ring-2 focus-visible:ring-kin/30"
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-kin" />
    </div>
  );
}
