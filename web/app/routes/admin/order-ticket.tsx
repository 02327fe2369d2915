/** /admin/orders/:id/ticket (staff): the printable ticket the board opens for a browser printer, outside the admin frame. */
import { useParams } from 'react-router';
import { TicketPage } from '../../../features/orders/components/admin/ticket-page';

export function Component() {
  const { id = '' } = useParams();
  return <TicketPage orderId={id} />;
}
