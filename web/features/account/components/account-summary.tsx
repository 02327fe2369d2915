/** The summary cards at the top of /account: points, VIP level, orders, amount spent. */
import { Award, Crown, ReceiptText, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { formatTND } from '@core/money';
import { vipLevelLabel } from '@core/loyalty-levels';
import type { CustomerView } from '../../../lib/session';

function SummaryCard({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="rounded-md border border-ink-600 bg-ink-800 p-4 shadow-card sm:p-5">
      <p className="flex items-center gap-2 text-[0.7rem] tracking-[0.14em] text-paper-400 uppercase">
        <Icon aria-hidden="true" className="size-4 text-kin" />
        {label}
      </p>
      <p className="mt-2 font-display text-2xl font-semibold text-paper tabular-nums sm:text-3xl">{value}</p>
    </div>
  );
}

export function AccountSummary({ customer }: { customer: CustomerView }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <SummaryCard icon={Award} label="Points fidélité" value={String(customer.current_points_balance)} />
      <SummaryCard icon={Crown} label="Niveau VIP" value={vipLevelLabel(customer.vip_level)} />
      <SummaryCard icon={ReceiptText} label="Commandes" value={String(customer.nombre_commandes)} />
      <SummaryCard icon={Wallet} label="Total dépensé" value={formatTND(customer.montant_total_depense)} />
    </div>
  );
}
