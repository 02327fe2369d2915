/** A confirmation that must be answered (delete...): Radix AlertDialog, styled like Dialog. */
import type { ReactNode } from 'react';
import { AlertDialog as AlertPrimitive } from 'radix-ui';
import { Button } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  isLoading?: boolean;
  onConfirm: () => void;
}

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel = 'Annuler', isLoading, onConfirm }: ConfirmDialogProps) {
  return (
    <AlertPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70 data-[state=open]:animate-fade-in" />
        <AlertPrimitive.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-ink-600 bg-ink-800 p-6 text-paper shadow-glow focus:outline-none">
          <AlertPrimitive.Title className="font-display text-2xl font-semibold">{title}</AlertPrimitive.Title>
          <AlertPrimitive.Description className="text-sm text-paper-200">{description}</AlertPrimitive.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertPrimitive.Cancel asChild>
              <Button variant="ghost">{cancelLabel}</Button>
            </AlertPrimitive.Cancel>
            <Button onClick={onConfirm} isLoading={isLoading}>
              {confirmLabel}
            </Button>
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
