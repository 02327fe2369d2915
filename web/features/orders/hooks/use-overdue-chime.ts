/**
 * Orders still Recu after delai_alerte_recu minutes (core/service.ts): the board highlights them and the
 * chime plays again every OVERDUE_CHIME_INTERVAL_MS until someone accepts them. The clock ticks only
 * while some order of the list is still Recu, so a quiet board runs no timer. An order whose acceptance
 * reminder went out (relance_envoyee) makes the chime louder.
 */
import { useEffect, useMemo, useState } from 'react';
import { OVERDUE_CHIME_INTERVAL_MS, overdueOrderIds } from '@core/service';
import type { OrderView } from '../api/order-view';
import { playNewOrderBeep } from '../utils/beep';

export function useOverdueChime(orders: readonly OrderView[] | undefined, delaiAlerteRecu: number) {
  const [now, setNow] = useState(() => new Date());
  const anyRecu = Boolean(orders?.some((order) => order.statut_commande === 'Recu'));

  useEffect(() => {
    if (!anyRecu) return;
    const timer = setInterval(() => setNow(new Date()), OVERDUE_CHIME_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [anyRecu]);

  const overdue = useMemo(() => overdueOrderIds(orders ?? [], delaiAlerteRecu, now), [orders, delaiAlerteRecu, now]);

  // One chime per tick while any order is overdue; none once they are all accepted.
  const hasOverdue = overdue.size > 0;
  // The acceptance promise's reminder went out: louder until someone accepts.
  const reminded = Boolean(orders?.some((order) => order.statut_commande === 'Recu' && order.relance_envoyee));
  useEffect(() => {
    if (hasOverdue || reminded) playNewOrderBeep({ loud: reminded });
  }, [now, hasOverdue, reminded]);

  return { overdue, now };
}
