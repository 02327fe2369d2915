/** 'Commande staff' on the board: an order taken by phone or at the counter (orders.source). */
import { Phone } from 'lucide-react';
import { STAFF_ORDER_MESSAGES } from '@core/staff-orders';
import { Badge } from '../../../../components/ui/badge';

/** compact: the icon alone (the board's narrow list rows), named for screen readers and on hover. */
export function StaffOrderBadge({ source, compact = false }: { source?: 'boutique' | 'telephone'; compact?: boolean }) {
  if (source !== 'telephone') return null;
  const label = STAFF_ORDER_MESSAGES.staffOrderBadge;
  return (
    <Badge variant="gold" data-testid="staff-order-badge" title={compact ? label : undefined} className={compact ? 'px-1.5' : undefined}>
      <Phone aria-hidden="true" className="size-3" />
      {compact ? <span className="sr-only">{label}</span> : label}
    </Badge>
  );
}
