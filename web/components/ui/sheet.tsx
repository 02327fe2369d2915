/** A side panel (cart drawer, mobile menu) built on Radix Dialog: focus trap, Escape, scroll lock. */
import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;

type SheetSide = 'right' | 'left' | 'bottom';

const sides: Record<SheetSide, string> = {
  right: 'inset-y-0 right-0 h-dvh w-full max-w-md border-l data-[state=open]:animate-sheet-right',
  left: 'inset-y-0 left-0 h-dvh w-full max-w-md border-r data-[state=open]:animate-sheet-left',
  bottom: 'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-lg border-t data-[state=open]:animate-sheet-bottom',
};

export interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  side?: SheetSide;
}

export function SheetContent({ side = 'right', className, children, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70 data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn('fixed z-50 flex flex-col border-ink-600 bg-ink-800 text-paper shadow-glow focus:outline-none', sides[side], className)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3.5 right-3.5 inline-flex size-9 items-center justify-center rounded-sm text-paper-400 transition-colors hover:bg-ink-700 hover:text-paper"
          aria-label="Fermer"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 border-b border-ink-600 px-5 py-4 pr-14', className)} {...props} />;
}

export function SheetBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex-1 overflow-y-auto px-5 py-4', className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('border-t border-ink-600 px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('font-display text-2xl font-semibold', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-paper-400', className)} {...props} />;
}
