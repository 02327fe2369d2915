import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium tracking-wide select-none ' +
  'rounded-sm transition-[background-color,border-color,color,box-shadow,transform] duration-200 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kin active:translate-y-px ' +
  'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-[1.1em] [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-shu text-paper shadow-[0_6px_18px_-10px_rgb(200_16_46/0.65)] hover:bg-shu-600',
  secondary: 'bg-paper text-ink hover:bg-paper-200',
  ghost: 'bg-transparent text-paper hover:bg-ink-700',
  outline: 'border border-kin/45 bg-transparent text-paper hover:border-kin hover:bg-kin/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-[0.95rem]',
  lg: 'h-13 px-7 text-base',
  icon: 'size-11',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (a Link, an <a>) with the button's look. */
  asChild?: boolean;
  isLoading?: boolean;
}

export function Button({ variant = 'primary', size = 'md', asChild = false, isLoading = false, className, children, disabled, type, ...props }: ButtonProps) {
  if (asChild) {
    return (
      <Slot.Root className={buttonClasses(variant, size, className)} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading && <Spinner size="sm" label={null} />}
      {children}
    </button>
  );
}
