/**
 * The board's live feed (orderEvents): every new or changed order refreshes the list;
 * a new one also chimes and is counted as unseen, the count shown in front of the tab title until opened.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { setTitleBadge } from '../../../lib/document-title';
import { playNewOrderBeep } from '../utils/beep';
import { orderEvents } from '@core/contracts/admin-orders';
import { subscribe } from '../../../lib/subscribe';

export function useAdminOrderEvents() {
  const queryClient = useQueryClient();
  const [unseen, setUnseen] = useState<ReadonlySet<string>>(new Set());

  useEffect(
    () =>
      subscribe(orderEvents, {
        handlers: {
          order: (change) => {
            void queryClient.invalidateQueries({ queryKey: queryKeys.orders.adminAll });
            if (change.created) {
              setUnseen((previous) => new Set(previous).add(change.id));
              playNewOrderBeep();
            }
          },
        },
      }),
    [queryClient],
  );

  useEffect(() => {
    setTitleBadge(unseen.size);
    return () => setTitleBadge(0);
  }, [unseen]);

  function markSeen(id: string) {
    setUnseen((previous) => {
      if (!previous.has(id)) return previous;
      const next = new Set(previous);
      next.delete(id);
      return next;
    });
  }

  return { unseen, markSeen };
}
