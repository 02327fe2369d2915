/** Vouchers tab: the exchange of points and the customer's vouchers (active, used, expired). */
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { VOUCHER_MESSAGES } from '@core/loyalty';
import { useSession } from '../../../lib/session';
import { useLoyaltySummary, useVouchers } from '../api/loyalty';
import { VoucherExchangeForm } from './voucher-exchange-form';
import { VoucherList } from './voucher-list';

export function VouchersTab() {
  const session = useSession();
  const summary = useLoyaltySummary();
  const vouchers = useVouchers();
  if (!session.isPending && !session.data?.customer) return <p className="text-sm text-shu-300">{VOUCHER_MESSAGES.noCustomer}</p>;
  return (
    <div className="flex flex-col gap-6">
      {summary.isPending ? <Skeleton className="h-40 w-full" /> : summary.data ? <VoucherExchangeForm summary={summary.data} /> : null}
      <section aria-labelledby="vouchers-title" className="flex flex-col gap-3">
        <h3 id="vouchers-title" className="font-display text-xl font-semibold">
          Mes bons d’achat
        </h3>
        {vouchers.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : vouchers.isError ? (
          <div className="flex items-center gap-3 text-sm text-shu-300" role="alert">
            {VOUCHER_MESSAGES.loadFailed}
            <Button variant="outline" size="sm" onClick={() => void vouchers.refetch()}>
              Réessayer
            </Button>
          </div>
        ) : (
          <VoucherList vouchers={vouchers.data} />
        )}
      </section>
    </div>
  );
}
