/**
 * One order on the board: customer, address, instructions, items, totals, payment mode and state, the
 * status buttons allowed from the current status (core/board-actions.ts: before a scheduled order's fire
 * time, 'Préparer maintenant' behind a confirmation instead of 'En préparation'; the server refuses the
 * rest), the refund of a delivered or paid order, the customer's WhatsApp/SMS messages, the reprint of
 * its tickets, and under each line the dish marked sold out in two taps.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { zoneName } from '@core/delivery';
import { formatOrderDate, paymentStatusText, refundedToCustomer } from '@core/order-display';
import { BOARD_ACTION_MESSAGES, beforeFireTime, boardStatusActions, fireTimeLabel, type BoardStatusAction } from '@core/board-actions';
import { normalizeStatus, ORDER_STATUS_LABELS, type StatutCommande } from '@core/order-status';
import { orderTypeLabel } from '@core/order-type';
import { ScheduledSlot } from '../scheduled-slot';
import { paymentModeLabel } from '@core/payment-mode';
import { ConfirmDialog } from '../../../../components/ui/alert-dialog';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { useUpdateOrderStatus } from '../../api/admin-orders';
import { usePrinterStatus } from '../../api/printing';
import type { OrderView, ZoneNames } from '../../api/order-view';
import { OrderItems } from '../order-items';
import { Facts } from '../order-section';
import { OrderTotals } from '../order-totals';
import { OrderMessages } from './order-messages';
import { BoardPaymentLink } from './payment-link';
import { openPrintableTicket, ReprintButton } from './reprint-button';
import { CashActions } from './cash-actions';
import { cashFacts } from './cash-facts';
import { RefundDoneNotice, RefundDueNotice } from './refund-due';
import { RefundOrderDialog } from './refund-order-dialog';
import { InvoiceDialog } from '../invoice-dialog';
import { StatusBadge } from '../status-badge';
import type { PublicCatalog } from '@core/catalog';
import { CorrectOrderDialog } from './correct-order-dialog';
import { OrderHistory } from './order-history';
import { SoldOutButton } from './sold-out-button';
import { StaffOrderBadge } from './staff-order-badge';

export function OrderDetail({ order, zones, catalog }: { order: OrderView; zones: readonly ZoneNames[]; catalog?: PublicCatalog }) {
  const update = useUpdateOrderStatus();
  const printers = usePrinterStatus();
  const status = normalizeStatus(order.statut_commande);
  const customer = order.customer;

  const actions = boardStatusActions({ ...order, statut_commande: status }, new Date());
  const [confirming, setConfirming] = useState<BoardStatusAction | null>(null);

  function move(to: StatutCommande, settled?: () => void) {
    update.mutate(
      { id: order.id, statut: to },
      {
        onSettled: settled,
        onSuccess: () => {
          toast.success(`Commande ${order.numero_commande} : ${ORDER_STATUS_LABELS[to]}`);
          // Accepted: the network printers print on their own (the server's print queue); a browser printer needs this tab.
          if (to === 'En_preparation' && printers.data?.imprimantes.some((p) => p.connexion === 'navigateur')) openPrintableTicket(order.id);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <article className="grid grid-cols-[minmax(0,1fr)] gap-5" data-testid="admin-order-detail" aria-label={`Commande ${order.numero_commande}`}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-mono text-2xl text-kin-300">{order.numero_commande}</h2>
          <p className="text-sm text-paper-400">
            {formatOrderDate(order.created_at)} · {orderTypeLabel(order.type_commande)}
          </p>
          <ScheduledSlot order={order} className="mt-1 justify-start text-sm" />
        </div>
        <span className="flex items-center gap-1.5">
          <StaffOrderBadge source={order.source} />
          <StatusBadge status={status} className="text-xs" />
        </span>
      </header>

      <RefundDueNotice refunds={order.remboursements} />
      <RefundDoneNotice refunds={order.remboursements} />

      <div className="flex flex-wrap items-center gap-2" aria-label="Changer le statut">
        {actions.map((action) => (
          <Button
            key={action.to}
            size="sm"
            variant={action.emphasis}
            className={action.to === 'Annule' ? 'text-shu-300' : undefined}
            disabled={update.isPending}
            onClick={() => (action.confirm ? setConfirming(action) : move(action.to))}
            data-testid={`status-${action.to}`}
          >
            {action.label}
          </Button>
        ))}
        <ReprintButton orderId={order.id} />
        {catalog && <CorrectOrderDialog key={`correct-${order.id}`} order={order} catalog={catalog} />}
        <RefundOrderDialog key={`${order.id}-${order.total_ttc}`} order={order} />
        <InvoiceDialog key={`invoice-${order.id}`} order={order} scope="staff" />
        <CashActions order={order} />
      </div>
      {beforeFireTime(order) && order.fire_at && (
        <p className="-mt-2 text-sm text-paper-400" data-testid="fires-at">
          {BOARD_ACTION_MESSAGES.firesAt(fireTimeLabel(order, new Date())!)}
        </p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming?.confirm?.title ?? ''}
        description={confirming?.confirm?.description ?? ''}
        confirmLabel={confirming?.confirm?.confirmLabel ?? ''}
        isLoading={update.isPending}
        onConfirm={() => confirming && move(confirming.to, () => setConfirming(null))}
      />

      <Facts
        facts={[
          ['Client', customer && [customer.prenom, customer.nom].filter(Boolean).join(' ')],
          ['Téléphone', customer?.telephone],
          ['E-mail', customer?.email],
          ['Adresse', order.adresse_livraison && `${order.adresse_livraison}, ${order.ville_livraison ?? ''}`],
          ['Zone', zoneName(zones, order.zone_livraison)],
          ['Instructions de livraison', order.instructions_livraison],
          ['Instructions spéciales', order.instructions_speciales],
          [
            'Paiement',
            `${paymentModeLabel(order.mode_paiement)} · ${paymentStatusText({ ...order, montant_rembourse: refundedToCustomer(order.remboursements) })}`,
          ],
          ...cashFacts(order),
        ]}
      />
      <div className="rounded-md border border-ink-600 bg-ink p-4">
        <OrderItems items={order.items} lineAction={catalog ? (item) => <SoldOutButton item={item} catalog={catalog} /> : undefined} />
        <div className="mt-4 border-t border-ink-600 pt-4">
          <OrderTotals order={order} />
        </div>
      </div>
      <BoardPaymentLink order={order} />
      <OrderMessages orderId={order.id} statut={order.statut_commande} />
      <OrderHistory order={order} />
    </article>
  );
}
