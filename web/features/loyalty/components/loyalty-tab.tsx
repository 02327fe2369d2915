/** Loyalty tab (default of /account): balance, pending points, VIP level, missions and the points history. */
import type { CustomerView } from '../../../lib/session';
import { useLoyaltySummary } from '../api/loyalty';
import { LoyaltyOverview } from './loyalty-overview';
import { MissionsList } from './missions-list';
import { TransactionsHistory } from './transactions-history';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadError } from './load-error';

export function LoyaltyTab({ customer }: { customer: CustomerView }) {
  const summary = useLoyaltySummary();
  return (
    <div className="flex flex-col gap-6" data-customer={customer.id}>
      {summary.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : summary.isError ? (
        <LoadError onRetry={() => void summary.refetch()} />
      ) : (
        <LoyaltyOverview summary={summary.data} />
      )}
      <section aria-labelledby="missions-title" className="flex flex-col gap-3">
        <h3 id="missions-title" className="font-display text-xl font-semibold">
          Missions
        </h3>
        <MissionsList />
      </section>
      <section aria-labelledby="history-title" className="flex flex-col gap-3">
        <h3 id="history-title" className="font-display text-xl font-semibold">
          Historique des points
        </h3>
        <TransactionsHistory />
      </section>
    </div>
  );
}
