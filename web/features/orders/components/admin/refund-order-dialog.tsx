/**
 * 'Rembourser' on a delivered or paid order (issue 13): the amount given back (the total by default, at
 * most the total) or chosen lines of the order (issue 22: the server prices them), and the motif, checked with the core schema before sending; the server records the
 * refund, moves the payment to Remboursée and takes the customer's points back.
 */
import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import { fieldErrors } from '@core/field-errors';
import { formatTND, fromMillimes, parseTndInput } from '@core/money';
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
import { paidForUnits, paidOfOrderLines } from '@core/promotion-pricing';

/** A delivered or paid order not refunded yet (the server checks the same). */
function canRefund(order: Pick<OrderView, 'statut_commande' | 'payment_status' | 'total_ttc'>): boolean {
  return order.payment_status !== 'rembourse' && order.total_ttc > 0 && (order.statut_commande === 'Livre' || order.payment_status === 'paye');
}

export function RefundOrderDialog({ order }: { order: OrderView }) {
  const [open, setOpen] = useState(false);
  const [montant, setMontant] = useState(fromMillimes(order.total_ttc));
  const [motif, setMotif] = useState('');
  const [errors, setErrors] = useState<{ montant?: string; motif?: string }>({});
  const [byLines, setByLines] = useState(false);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  // what was paid for the chosen units: the offers' and the voucher's shares off, as the server counts it
  const lines = [...order.items].sort((a, b) => a.id - b.id);
  const paid = paidOfOrderLines(lines, order.montant_remise);
  const linesAmount = lines.reduce((sum, item, i) => sum + paidForUnits({ paid: paid[i]!, quantity: item.quantity }, quantities[item.id] ?? 0), 0);
  const refund = useRefundOrder();

  if (!canRefund(order)) return null;

  function submit() {
    const amount = parseTndInput(montant);
    const lignes = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([id, quantity]) => ({ item_id: Number(id), quantity }));
    const parsed = RefundOrderInput.safeParse(byLines ? { lignes, motif } : { montant: amount ?? Number.NaN, motif });
    let found: typeof errors = {};
    if (!parsed.success) {
      found = fieldErrors<'montant' | 'motif'>(parsed.error);
    } else if ((parsed.data.montant ?? 0) > order.total_ttc) {
      found.montant = ORDER_MESSAGES.refundTooHigh(order.total_ttc);
    }
    setErrors(found);
    if (!parsed.success || found.montant) return;
    refund.mutate(
      { id: order.id, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(`Commande ${order.numero_commande} remboursée`, { description: `${formatTND(parsed.data.montant ?? linesAmount)} rendus au client` });
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
          <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label="Rembourser">
            <Button type="button" size="sm" role="radio" aria-checked={!byLines} variant={byLines ? 'outline' : 'secondary'} onClick={() => setByLines(false)}>
              Un montant
            </Button>
            <Button
              type="button"
              size="sm"
              role="radio"
              aria-checked={byLines}
              variant={byLines ? 'secondary' : 'outline'}
              onClick={() => setByLines(true)}
              data-testid="refund-by-lines"
            >
              Des articles
            </Button>
          </div>
          {byLines ? (
            <fieldset className="grid gap-1.5">
              <legend className="mb-1 text-sm text-paper-300">Articles remboursés</legend>
              {order.items.map((item) => (
                <label key={item.id} className="flex items-center justify-between gap-3 text-sm">
                  <span className="min-w-0 break-words">
                    {item.product_name} · {formatTND(item.unit_price)}
                  </span>
                  <Input
                    type="number"
                    min={0}
                    max={item.quantity}
                    className="w-20"
                    value={quantities[item.id] ?? 0}
                    onChange={(e) => setQuantities((q) => ({ ...q, [item.id]: Math.max(0, Math.min(item.quantity, Number(e.target.value) || 0)) }))}
                    aria-label={`Quantité remboursée de ${item.product_name} (sur ${item.quantity})`}
                  />
                </label>
              ))}
              <p className="text-sm text-paper">
                Montant : <span className="font-semibold tabular-nums">{formatTND(linesAmount)}</span>
              </p>
              {errors.montant && <p className="text-sm text-shu-300">{errors.montant}</p>}
            </fieldset>
          ) : (
            <FormField label="Montant remboursé (TND)" error={errors.montant}>
              <Input inputMode="decimal" value={montant} onChange={(e) => setMontant(e.target.value)} data-testid="refund-montant" />
            </FormField>
          )}
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
