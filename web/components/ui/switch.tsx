/** An on/off switch (Radix Switch): the active and shop-visible toggles, sold out. Label it with aria-label or a <Label>. */
import type { ComponentProps } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-ink-500 bg-ink-600 transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kin disabled:cursor-not-allowed disabled:opacity-50',
        'data-[state=checked]:border-kin data-[state=checked]:bg-kin/80',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="block size-4.5 translate-x-0.5 rounded-full bg-paper shadow transition-transform data-[state=checked]:translate-x-5.5" />
    </SwitchPrimitive.Root>
  );
}
