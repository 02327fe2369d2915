/** Radix radio group drawn as selectable cards (payment mode, order type, rating). */
import type { ComponentProps } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('grid gap-2', className)} {...props} />;
}

export function RadioCard({ className, children, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'group flex w-full items-center gap-3 rounded-sm border border-ink-500 bg-ink px-3.5 py-3 text-left text-sm text-paper-200',
        'transition-colors hover:border-kin/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kin',
        'data-[state=checked]:border-kin data-[state=checked]:bg-kin/10 data-[state=checked]:text-paper',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-4 shrink-0 items-center justify-center rounded-full border border-paper-500 group-data-[state=checked]:border-kin"
      >
        <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-kin" />
      </span>
      {children}
    </RadioGroupPrimitive.Item>
  );
}
