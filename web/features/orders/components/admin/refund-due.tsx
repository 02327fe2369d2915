/**
 * Payments the restaurant must give back (a Konnect payment completed after the order was cancelled, or a
 * second payment of a paid order): a badge on the board's list and the details on the order.
 */
import type { RefundDueView } from '@core/api-views';
import { formatTND } from '@core/money';
import { Badge } from '../../../../components/ui/badge';

const REASONS: Record<RefundDueView['reason'], string> = {
  commande_annulee: 'payée après l’annulation de la commande',
  paiement_en_double: 'second paiement d’une commande déjà payée',
};

const due = (refunds: RefundDueView[] | undefined) => (refunds ?? []).filter((r) => !r.refunded_at);

export function RefundDueBadge({ refunds }: { refunds: RefundDueView[] | undefined }) {
  if (due(refunds).length === 0) return null;
  return (
    <Badge variant="accent" data-testid="refund-due-badge">
      À rembourser
    </Badge>
  );
}

export function RefundDueNotice({ refunds }: { refunds: RefundDueView[] | undefined }) {
  const open = due(refunds);
  if (open.length === 0) return null;
  return (
    <section role="alert" className="grid gap-1 rounded-md border border-shu/60 bg-shu/10 px-4 py-3 text-sm" data-testid="refund-due">
      <h3 className="font-semibold text-shu-300">À rembourser</h3>
      <ul className="grid gap-1">
        {open.map((refund) => (
          <li key={refund.payment_ref} className="text-paper-200">
            <span className="font-semibold text-paper tabular-nums">{formatTND(refund.montant)}</span> · {REASONS[refund.reason]} · Konnect{' '}
            <span className="font-mono text-xs break-all text-paper-400">{refund.payment_ref}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
