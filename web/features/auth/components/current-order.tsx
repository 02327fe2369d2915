/** The popover's current order: status, number and total with a link to its tracking, or none. */
import { Link } from 'react-router';
import { formatTND } from '@core/money';
import { statusLabel } from '@core/order-status';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useCurrentOrder } from '../../../lib/current-order';

export function CurrentOrder({ onNavigate }: { onNavigate: () => void }) {
  const { data: order, isPending, isError } = useCurrentOrder();
  return (
    <div className="mt-4 rounded-sm border border-dashed border-ink-500 px-3 py-3 text-sm text-paper-400" data-testid="current-order-summary">
      <p className="font-medium text-paper-200">Commande en cours</p>
      {isPending ? (
        <Skeleton className="mt-1 h-4 w-40" />
      ) : isError || !order ? (
        <p className="mt-0.5">Aucune commande en cours</p>
      ) : (
        <Link to={paths.orderTracking.getHref(order.numero_commande)} onClick={onNavigate} className="mt-1 flex flex-col gap-0.5 rounded-xs hover:text-paper">
          <span className="text-kin-300">{statusLabel(order.statut_commande)}</span>
          <span>
            N° {order.numero_commande} · {formatTND(order.total_ttc)}
          </span>
        </Link>
      )}
    </div>
  );
}
