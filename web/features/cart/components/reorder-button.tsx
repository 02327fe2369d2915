/**
 * 'Commander à nouveau': puts a past order's lines back in the cart at today's prices from the
 * live catalogue the cart is priced against (core/reorder.ts). What is no longer available is left out and
 * named beside the button (and in a toast); what the cart already held stays. The app shell passes it to
 * the orders' pages as a slot (features do not import each other).
 */
import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { REORDER_MESSAGES, reorderLines, type ReorderSourceLine } from '@core/reorder';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useCart, useCartActions } from '../hooks/use-cart';

export interface ReorderButtonProps {
  lines: readonly ReorderSourceLine[];
  /** Names the order in the button's accessible name when several buttons share a page (the account's list). */
  orderNumber?: string;
  size?: ButtonSize;
  /** Where the button and the notice under it sit in their box ('center': full width below 640 px). */
  align?: 'start' | 'end' | 'center';
}

const ALIGN = {
  start: 'justify-items-start text-left',
  end: 'justify-items-end text-right', // full width on phones, like the buttons of the page it sits under
  center: 'justify-items-stretch text-center sm:justify-items-center',
} as const;

export function ReorderButton({ lines, orderNumber, size = 'sm', align = 'start' }: ReorderButtonProps) {
  const { catalog } = useCart();
  const { dispatch, setDrawerOpen } = useCartActions();
  const [notice, setNotice] = useState<string | null>(null);

  function reorder() {
    if (!catalog) return;
    const result = reorderLines(lines, catalog);
    const missing = result.unavailable.length ? REORDER_MESSAGES.unavailable(result.unavailable.map((u) => u.name)) : null;
    setNotice(result.lines.length === 0 ? [REORDER_MESSAGES.nothingAvailable, missing].filter(Boolean).join('. ') : missing);
    if (result.lines.length === 0) {
      toast.error(REORDER_MESSAGES.nothingAvailable, { id: 'reorder', description: missing ?? undefined });
      return;
    }
    dispatch({ type: 'ADD_LINES', lines: result.lines.map((l) => l.line) });
    const count = result.lines.reduce((sum, l) => sum + l.line.quantity, 0);
    toast.success(REORDER_MESSAGES.addedTitle, {
      id: 'reorder',
      description: [REORDER_MESSAGES.added(count), missing].filter(Boolean).join('. '),
      duration: missing ? 10_000 : 5_000,
      action: { label: 'Voir le panier', onClick: () => setDrawerOpen(true) },
    });
  }

  return (
    <div className={cn('grid gap-1.5', ALIGN[align])}>
      <Button
        size={size}
        variant="outline"
        disabled={!catalog || lines.length === 0}
        onClick={reorder}
        aria-label={orderNumber ? `${REORDER_MESSAGES.button} (commande ${orderNumber})` : undefined}
        data-testid="reorder"
      >
        <RotateCcw aria-hidden="true" />
        {REORDER_MESSAGES.button}
      </Button>
      <p role="status" className={cn('max-w-72 text-xs text-shu-300 empty:hidden', align === 'center' && 'mx-auto')} data-testid="reorder-notice">
        {notice}
      </p>
    </div>
  );
}
