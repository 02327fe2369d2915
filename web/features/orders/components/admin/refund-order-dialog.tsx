/**
 * 'Rembourser' on a delivered or paid order (issue 13): the amount given back (the total by default, at
 * most the total) and the motif, checked with the core schema before sending; the server records the
 * refund, moves the payment to Remboursée and takes the customer's points back.
 */
import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import { formatTND, fromMillimes, toMillimes } from '@core/money';
import { ORDER_MESSAGES } from '@core/order-messages';
import { MAX_REFUND_MOTIF_LENGTH, RefundOrderInput } from '@core/schemas/orders';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import { errorMessage } from '../../../../lib/api-client';
import { useRefundOrder } from '../../api/admin-orders';
import type { OrderView } from '../../api/order-view';

/** A delivered or paid order not refunded yet (the server checks the same). */
export function canRefund(order: Pick<OrderView, 'statut_commande' | 'payment_status' | 'total_ttc'>): boolean {
  return order.payment_status !== 'rembourse' && order.total_ttc > 0 && (order.statut_commande === 'Livre' || order.payment_status === 'paye');
}

function parseAmount(text: string): number | null {
  try {
    return toMillimes(text.replace(',', '.'));
  } catch {
    return null;
  }
}

export function RefundOrderDialog({ order }: { order: OrderView }) {
  const [open, setOpen] = useState(false);
  const [montant, setMontant] = useState(fromMillimes(order.total_ttc));
  const [motif, setMotif] = useState('');
  const [errors, setErrors] = useState<{ montant?: string; motif?: string }>({});
  const refund = useRefundOrder();

  if (!canRefund(order)) return null;

  function submit() {
    const amount = parseAmount(montant);
    const parsed = RefundOrderInput.safeParse({ montant: amount ?? Number.NaN, motif });
    const found: typeof errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path[0] as 'montant' | 'motif'] ??= issue.message;
    } else if ((parsed.data.montant ?? 0) > order.total_ttc) {
      found.montant = ORDER_MESSAGES.refundTooHigh(order.total_ttc);
    }
    setErrors(found);
    if (!parsed.success || found.montant) return;
    refund.mutate(
      { id: order.id, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(`Commande ${order.numero_commande} remboursée`, { description: `${formatTND(parsed.data.montant ?? 0)} rendus au client` });
          setOpen(false);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" data-testid="refund-open">
          <Undo2 aria-hidden="true" />
          Rembourser
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rembourser la commande</DialogTitle>
          <DialogDescription>
            Commande {order.numero_commande} · total {formatTND(order.total_ttc)}. Les points fidélité de la commande sont repris au client.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField label="Montant remboursé (TND)" error={errors.montant}>
            <Input inputMode="decimal" value={montant} onChange={(e) => setMontant(e.target.value)} data-testid="refund-montant" />
          </FormField>
          <FormField label="Motif" error={errors.motif} hint="Visible par l’équipe dans l’historique de la commande.">
            <Textarea rows={3} maxLength={MAX_REFUND_MOTIF_LENGTH} value={motif} onChange={(e) => setMotif(e.target.value)} data-testid="refund-motif" />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Annuler
            </Button>
            <Button type="submit" isLoading={refund.isPending} data-testid="refund-submit">
              Confirmer le remboursement
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
