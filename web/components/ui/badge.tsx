import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type BadgeVariant = 'default' | 'gold' | 'accent' | 'outline';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-ink-700 text-paper-200',
  gold: 'border border-kin/40 text-kin-300',
  accent: 'bg-shu text-paper',
  outline: 'border border-ink-500 text-paper-400',
};

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-xs px-2 py-0.5 text-[0.7rem] font-semibold tracking-[0.08em] uppercase tabular-nums',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
