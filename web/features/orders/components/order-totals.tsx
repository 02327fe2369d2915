/**
 * Subtotal (total minus fee), the fee only for a delivery above 0, each discount (offers by name, voucher), total; optionally payment and date, and
 * the customer's 'Je paierai avec' with the change the rider brings (cash).
 */
import type { ReactNode } from 'react';
import { CASH_MESSAGES, changeToBring } from '@core/cash';
import { formatTND } from '@core/money';
import { formatOrderDate, orderDiscountLines, orderSubtotal } from '@core/order-display';
import { paymentModeLabel } from '@core/payment-mode';
import { cn } from '../../../lib/cn';
import type { OrderView } from '../api/order-view';

function Row({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4', className)}>
      <dt className="text-paper-400">{label}</dt>
      <dd className="text-right text-paper tabular-nums">{children}</dd>
    </div>
  );
}

export function OrderTotals({ order, withPayment = false, withCashNote = false }: { order: OrderView; withPayment?: boolean; withCashNote?: boolean }) {
  const showFee = order.type_commande === 'Livraison' && order.frais_livraison > 0;
  return (
    <dl className="grid gap-1.5 text-sm" data-testid="order-totals">
      <Row label="Sous-total">{formatTND(orderSubtotal(order))}</Row>
      {showFee && <Row label="Frais de livraison">{formatTND(order.frais_livraison)}</Row>}
      {orderDiscountLines(order).map((discount, i) => (
        <Row key={i} label={discount.label}>
          -{formatTND(discount.amount)}
        </Row>
      ))}
      <Row label="Total" className="mt-1 border-t border-ink-600 pt-2.5 text-base font-semibold">
        {formatTND(order.total_ttc)}
      </Row>
      {withCashNote && typeof order.paiera_avec === 'number' && (
        <Row label={CASH_MESSAGES.paieraAvecLabel} className="mt-2">
          <span data-testid="order-paiera-avec">
            {formatTND(order.paiera_avec)}
            <span className="block text-xs text-paper-400">monnaie : {formatTND(changeToBring(order.paiera_avec, order.total_ttc)!)}</span>
          </span>
        </Row>
      )}
      {withPayment && (
        <>
          <Row label="Mode de paiement" className="mt-2">
            {paymentModeLabel(order.mode_paiement)}
          </Row>
          <Row label="Date de commande">{formatOrderDate(order.created_at)}</Row>
        </>
      )}
    </dl>
  );
}
