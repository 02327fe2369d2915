/** Vouchers tab: empty until the loyalty issue brings the exchange of points. */
import { Ticket } from 'lucide-react';
import { EmptyState } from './empty-state';

export function VouchersTab() {
  return (
    <EmptyState icon={Ticket} title="Aucun bon d’achat">
      Vos bons d’achat apparaîtront ici dès que vous échangerez vos points.
    </EmptyState>
  );
}
