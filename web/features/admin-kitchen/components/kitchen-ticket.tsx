/**
 * One ticket on the kitchen display: its number, pickup or delivery, its slot when it has one (the time the
 * customer gets it, Tunis time), a phone order marked, its age
 * coloured at the thresholds, the instructions, and one big button per line (a tap ticks it as made, a
 * second tap unticks it). Built for wet hands at a metre: lines at least 56 px high, large type, no hover.
 */
import { CalendarClock, Check, Clock, MessageSquareWarning, Phone } from 'lucide-react';
import { AGE_LEVEL_LABELS, ageLevel, ageMinutes, fireTime, formatAge, type AgeLevel, type KitchenThresholds } from '@core/kitchen';
import { formatOrderTime } from '@core/order-display';
import { ORDER_TYPE_LABELS } from '@core/order-type';
import type { KitchenLineView, KitchenTicketView } from '@core/schemas/kitchen';
import { STAFF_ORDER_MESSAGES } from '@core/staff-orders';
import { cn } from '../../../lib/cn';

const AGE_BADGE: Record<AgeLevel, string> = {
  normal: 'bg-ink-600 text-paper',
  orange: 'bg-amber-400 text-black',
  rouge: 'bg-red-600 text-white',
};

const CARD_BORDER: Record<AgeLevel, string> = {
  normal: 'border-ink-500',
  orange: 'border-amber-400',
  rouge: 'border-red-500',
};

export interface KitchenTicketProps {
  ticket: KitchenTicketView;
  /** The server's time now, in ms. */
  nowMs: number;
  thresholds: KitchenThresholds;
  onToggle: (line: KitchenLineView) => void;
}

export function KitchenTicket({ ticket, nowMs, thresholds, onToggle }: KitchenTicketProps) {
  const minutes = ageMinutes(fireTime(ticket), new Date(nowMs));
  const level = ageLevel(minutes, thresholds);
  const done = ticket.lines.filter((line) => line.done).length;
  const titleId = `ticket-${ticket.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="kitchen-ticket"
      data-age-level={level}
      className={cn('flex flex-col overflow-hidden rounded-lg border-2 bg-ink-800', CARD_BORDER[level])}
    >
      <header className="border-b border-ink-600 px-4 py-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="font-mono text-2xl font-bold whitespace-nowrap text-white">
            {ticket.numero_commande}
          </h3>
          {ticket.source === 'telephone' ? (
            <p
              className="flex items-center gap-1.5 rounded-md border border-kin/50 px-2 py-0.5 text-base font-semibold text-kin-300"
              data-testid="kitchen-ticket-phone"
            >
              <Phone aria-hidden="true" className="size-4" />
              {STAFF_ORDER_MESSAGES.phoneOrder}
            </p>
          ) : null}
        </div>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p className="text-lg font-semibold text-paper-200">{ORDER_TYPE_LABELS[ticket.type_commande]}</p>
          <p className={cn('flex items-center gap-1.5 rounded-md px-3 py-1 text-2xl font-bold tabular-nums', AGE_BADGE[level])} data-testid="ticket-age">
            <Clock aria-hidden="true" className="size-6" />
            <span>{formatAge(minutes)}</span>
            <span className="sr-only">, {AGE_LEVEL_LABELS[level]}</span>
          </p>
        </div>
        {ticket.scheduled_for ? (
          <p className="mt-2 flex items-center gap-2 text-2xl font-bold text-kin-300" data-testid="kitchen-ticket-slot">
            <CalendarClock aria-hidden="true" className="size-6" />
            Pour {formatOrderTime(ticket.scheduled_for)}
          </p>
        ) : null}
      </header>

      {ticket.instructions_speciales ? (
        <p className="flex items-start gap-2 border-b border-ink-600 bg-amber-300/10 px-4 py-2.5 text-lg font-semibold text-amber-200">
          <MessageSquareWarning aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <span>{ticket.instructions_speciales}</span>
        </p>
      ) : null}

      <ul className="flex flex-1 flex-col gap-2 p-3">
        {ticket.lines.map((line) => (
          <li key={line.id}>
            <button
              type="button"
              aria-pressed={line.done}
              onClick={() => onToggle(line)}
              className={cn(
                'flex min-h-14 w-full touch-manipulation items-center gap-3 rounded-md border-2 px-3 py-2 text-left transition-colors select-none',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-kin active:scale-[0.99]',
                line.done ? 'border-emerald-700 bg-emerald-950 text-paper-400' : 'border-ink-500 bg-ink-700 text-white',
              )}
            >
              <span className={cn('min-w-[3.25rem] text-3xl font-extrabold tabular-nums', line.done ? 'text-paper-400' : 'text-white')}>{line.quantity} ×</span>
              {/* A long name (a word with no break, such as 'Plateau-découverte-…') wraps before the tick mark. */}
              <span className={cn('min-w-0 flex-1 wrap-anywhere', line.done && 'line-through decoration-2')} data-testid="kitchen-line-text">
                <span className="block text-xl leading-snug font-bold">{line.product_name}</span>
                {line.accompaniment_name ? <span className="block text-lg text-paper-200">+ {line.accompaniment_name}</span> : null}
                {line.choix?.map((choice) => (
                  <span key={`${choice.groupe}:${choice.option}`} className="block text-lg text-paper-200">
                    {choice.groupe} : {choice.option}
                  </span>
                ))}
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-full border-2',
                  line.done ? 'border-emerald-400 bg-emerald-500 text-black' : 'border-ink-500',
                )}
              >
                {line.done ? <Check className="size-7" strokeWidth={3} /> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>

      <footer className="border-t border-ink-600 px-4 py-2 text-base font-medium text-paper-200">
        {done} / {ticket.lines.length} {ticket.lines.length > 1 ? 'lignes faites' : 'ligne faite'}
      </footer>
    </article>
  );
}
