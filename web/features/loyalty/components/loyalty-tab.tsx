/** Loyalty tab (default of /account): balance, pending points, VIP level, missions and the points history. */
import type { LoyaltySummaryView } from '@core/schemas/loyalty';
import type { CustomerView } from '../../../lib/session';
import { useLoyaltySummary } from '../api/loyalty';
import { LoyaltyOverview } from './loyalty-overview';
import { MissionsList } from './missions-list';
import { TransactionsHistory } from './transactions-history';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadError } from './load-error';

/**
 * The overview's likely shape from what the session already says (balance, totals, level), drawn invisible
 * under the skeleton while the summary loads: the sections below start where they will stay, instead of
 * moving down when the summary arrives (layout shift, docs/performance.md).
 */
function placeholderSummary(customer: CustomerView): LoyaltySummaryView {
  const level = { id: 0, level_name: customer.vip_level?.level_name ?? '', points_multiplier: 1, min_spent: 0, description: null };
  return {
    enabled: true,
    balance: customer.current_points_balance,
    pending_points: 0,
    total_points_earned: customer.total_points_earned,
    total_points_redeemed: customer.total_points_redeemed,
    montant_total_depense: customer.montant_total_depense,
    points_per_tnd: 0,
    min_redemption_points: 0,
    points_value_tnd: 0,
    voucher_validity_days: 0,
    vip: { current: level, next: level, remaining: 0, percent: 0 },
  };
}

function OverviewSkeleton({ customer }: { customer: CustomerView }) {
  return (
    <div className="relative" aria-busy="true">
      <div aria-hidden="true" className="invisible">
        <LoyaltyOverview summary={placeholderSummary(customer)} />
      </div>
      <Skeleton className="absolute inset-0" />
    </div>
  );
}

export function LoyaltyTab({ customer }: { customer: CustomerView }) {
  const summary = useLoyaltySummary();
  return (
    <div className="flex flex-col gap-6" data-customer={customer.id}>
      {summary.isPending ? (
        <OverviewSkeleton customer={customer} />
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
