/** The customer's vouchers: code (copy), amount, status and expiry. */
import { Copy, Ticket } from 'lucide-react';
import { toast } from 'sonner';
import { VOUCHER_MESSAGES, VOUCHER_STATUS_LABELS } from '@core/loyalty';
import { formatTND } from '@core/money';
import { formatOrderDate } from '@core/order-display';
import type { VoucherView } from '@core/schemas/loyalty';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/empty-state';

async function copy(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast.success(VOUCHER_MESSAGES.copied);
  } catch {
    toast.error(code);
  }
}

export function VoucherList({ vouchers }: { vouchers: VoucherView[] }) {
  if (vouchers.length === 0)
    return (
      <EmptyState icon={Ticket} title="Aucun bon d’achat">
        Vos bons d’achat apparaîtront ici dès que vous échangerez vos points.
      </EmptyState>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="voucher-list">
      {vouchers.map((v) => (
        <li
          key={v.id}
          className={v.status === 'active' ? 'rounded-sm border border-kin/50 bg-ink-800 p-4' : 'rounded-sm border border-ink-600 bg-ink-800/60 p-4 opacity-80'}
        >
          <div className="flex items-center justify-between gap-2">
            <span className="font-display text-2xl font-semibold text-kin-300 tabular-nums">{formatTND(v.amount)}</span>
            <Badge variant={v.status === 'active' ? 'gold' : 'outline'}>{v.held ? 'Réservé' : VOUCHER_STATUS_LABELS[v.status]}</Badge>
          </div>
          <div className="mt-2 flex items-center gap-2">
            <code className="rounded-xs bg-ink-700 px-2 py-1 font-mono text-sm tracking-wider text-paper" data-testid="voucher-code">
              {v.code}
            </code>
            <Button variant="ghost" size="icon" aria-label={`Copier le code ${v.code}`} onClick={() => void copy(v.code)}>
              <Copy aria-hidden="true" className="size-4" />
            </Button>
          </div>
          <p className="mt-2 text-xs text-paper-400">
            {v.status === 'used' && v.used_at
              ? `Utilisé le ${formatOrderDate(v.used_at)}`
              : v.expires_at
                ? `Expire le ${formatOrderDate(v.expires_at)}`
                : 'Sans date d’expiration'}
          </p>
        </li>
      ))}
    </ul>
  );
}
