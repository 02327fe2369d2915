/** The slot of an order placed ahead: 'Livraison prévue samedi 28/11 à 12:30', in Tunis time. */
import { CalendarClock } from 'lucide-react';
import { SLOT_MESSAGES, slotDateLabel } from '@core/slots';
import { cn } from '../../../lib/cn';

export function ScheduledSlot({ order, className }: { order: { scheduled_for?: string | null; type_commande: string }; className?: string }) {
  if (!order.scheduled_for) return null;
  const label = slotDateLabel(new Date(order.scheduled_for));
  const text = order.type_commande === 'Livraison' ? SLOT_MESSAGES.deliveryAt(label) : SLOT_MESSAGES.pickupAt(label);
  return (
    <p data-testid="order-slot" className={cn('flex items-center justify-center gap-2 font-medium text-kin-300', className)}>
      <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
      {text}
    </p>
  );
}
