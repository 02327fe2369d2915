/** The customer's loyalty keys (from query-keys.ts) and what to refresh when points may have moved (loyalty's own views, an order's live status). */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

export const loyaltyKeys = queryKeys.loyalty;

/** After anything that may move points (an order's status, a claim, an exchange): the loyalty views and the session's balance and level. */
export function invalidateLoyalty(queryClient: QueryClient): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.loyalty.all }), queryClient.invalidateQueries({ queryKey: queryKeys.me })]).then(
    () => undefined,
  );
}
