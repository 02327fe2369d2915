/**
 * Menus by time of day: the cart's lines the chosen time does not serve (the slot, or now for
 * 'Dès que possible'), each with the server's own message and a way to take it out. The order waits
 * until none is left; the server checks the same rule (core/menu-hours.ts offMenuLines).
 */
import { CalendarX } from 'lucide-react';
import type { CartLine } from '@core/cart-line';
import { MENU_HOURS_MESSAGES } from '@core/menu-hours';
import { SLOT_MESSAGES } from '@core/slots';
import { Button } from '../../../components/ui/button';

export function OffMenuLines({ lines, onRemove }: { lines: CartLine[]; onRemove: (lineId: string) => void }) {
  if (lines.length === 0) return null;
  return (
    <section
      role="status"
      aria-labelledby="off-menu-title"
      className="rounded-md border border-shu/40 bg-shu/10 px-4 py-3 text-sm"
      data-testid="off-menu-lines"
    >
      <p id="off-menu-title" className="mb-2 flex items-center gap-2 font-semibold text-paper">
        <CalendarX aria-hidden="true" className="size-4 shrink-0 text-shu-300" />
        {MENU_HOURS_MESSAGES.notServedTitle}
      </p>
      <ul className="grid gap-2">
        {lines.map((line) => (
          <li key={line.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
            <p className="min-w-0 flex-1 basis-52 text-paper-200">{SLOT_MESSAGES.notOnMenu(line.product.nom_fr)}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => onRemove(line.id)}
              aria-label={`${MENU_HOURS_MESSAGES.remove} ${line.product.nom_fr}`}
            >
              {MENU_HOURS_MESSAGES.remove}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
