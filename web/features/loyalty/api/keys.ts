/** Query keys of the customer's loyalty (one module per resource). */
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../../lib/session';

export const loyaltyKeys = {
  all: ['me', 'loyalty'] as const,
  summary: () => [...loyaltyKeys.all, 'summary'] as const,
  transactions: (page: number) => [...loyaltyKeys.all, 'transactions', page] as const,
  missions: () => [...loyaltyKeys.all, 'missions'] as const,
  vouchers: () => [...loyaltyKeys.all, 'vouchers'] as const,
};

/** After anything that may move points (an order's status, a claim, an exchange): the loyalty views and the session's balance and level. */
export function invalidateLoyalty(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: loyaltyKeys.all }),
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  ]).then(() => undefined);
}
