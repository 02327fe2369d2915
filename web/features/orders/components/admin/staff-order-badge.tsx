/** 'Commande staff' on the board: an order taken by phone or at the counter (orders.source, issue 22). */
import { Phone } from 'lucide-react';
import { STAFF_ORDER_MESSAGES } from '@core/staff-orders';
import { Badge } from '../../../../components/ui/badge';

export function StaffOrderBadge({ source }: { source?: 'boutique' | 'telephone' }) {
  if (source !== 'telephone') return null;
  return (
    <Badge variant="gold" data-testid="staff-order-badge">
      <Phone aria-hidden="true" className="size-3" />
      {STAFF_ORDER_MESSAGES.staffOrderBadge}
    </Badge>
  );
}
