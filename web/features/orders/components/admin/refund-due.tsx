/**
 * Payments the restaurant must give back (a Konnect payment completed after the order was cancelled, or a
 * second payment of a paid order): a badge on the board's list and the details on the order. Refunds
 * already made by staff (remboursement_client) are listed on the order with their motif.
 */
import type { RefundDueView } from '@core/api-views';
import { formatTND } from '@core/money';
import { formatOrderDate } from '@core/order-display';
import { Badge } from '../../../../components/ui/badge';

const REASONS: Record<RefundDueView['reason'], string> = {
  commande_annulee: 'payée après l’annulation de la commande',
  paiement_en_double: 'second paiement d’une commande déjà payée',
  remboursement_client: 'remboursement au client',
  correction_commande: 'commande corrigée à un total plus bas',
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
          <li key={`${refund.created_at}-${refund.payment_ref ?? ''}`} className="text-paper-200">
            <span className="font-semibold text-paper tabular-nums">{formatTND(refund.montant)}</span> · {REASONS[refund.reason]} · Konnect{' '}
            {refund.payment_ref && <span className="font-mono text-xs break-all text-paper-400">{refund.payment_ref}</span>}
            {refund.motif && <> · « {refund.motif} »</>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RefundDoneNotice({ refunds }: { refunds: RefundDueView[] | undefined }) {
  const done = (refunds ?? []).filter((r) => r.reason === 'remboursement_client');
  if (done.length === 0) return null;
  return (
    <section className="grid gap-1 rounded-md border border-ink-500 bg-ink-700/60 px-4 py-3 text-sm" data-testid="refund-done">
      <h3 className="font-semibold text-paper">Remboursée</h3>
      <ul className="grid gap-1">
        {done.map((refund) => (
          <li key={refund.created_at} className="text-paper-200">
            <span className="font-semibold text-paper tabular-nums">{formatTND(refund.montant)}</span>
            {refund.refunded_at && <> · {formatOrderDate(refund.refunded_at)}</>}
            {refund.motif && <> · « {refund.motif} »</>}
          </li>
        ))}
      </ul>
    </section>
  );
}
