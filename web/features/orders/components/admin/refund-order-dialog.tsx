/**
 * 'Rembourser' on a delivered or paid order: the amount given back (the total by default, at
 * most the total) or chosen lines of the order (the server prices them), and the motif: react-hook-form
 * checked by core's refundOrderForm (the server's RefundOrderInput) before sending. The server records the refund,
 * moves the payment to Remboursée and takes the customer's points back; its refusals of the amount show under it.
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import { formatTND, fromMillimes } from '@core/money';
import { MAX_REFUND_MOTIF_LENGTH, refundOrderForm, type RefundOrderInput } from '@core/schemas/orders';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { useRefundOrder } from '../../api/admin-orders';
import type { OrderView } from '../../api/order-view';
import { paidForUnits, paidOfOrderLines } from '@core/promotion-pricing';

type RefundForm = z.input<ReturnType<typeof refundOrderForm>>;

/** The server's refusals about the amount or the lines, shown under them (the others in a toast). */
const AMOUNT_REFUSALS = new Set(['REFUND_TOO_HIGH', 'REFUND_ABOVE_PAID', 'REFUND_LINE_UNKNOWN', 'REFUND_LINE_QUANTITY']);

/** A delivered or paid order not refunded yet (the server checks the same). */
function canRefund(order: Pick<OrderView, 'statut_commande' | 'payment_status' | 'total_ttc'>): boolean {
  return order.payment_status !== 'rembourse' && order.total_ttc > 0 && (order.statut_commande === 'Livre' || order.payment_status === 'paye');
}

export function RefundOrderDialog({ order }: { order: OrderView }) {
  const [open, setOpen] = useState(false);
  const schema = refundOrderForm({
    total: order.total_ttc,
    lines: order.items.map((item) => ({ id: item.id, name: item.product_name, quantity: item.quantity })),
  });
  const form = useForm<RefundForm, unknown, RefundOrderInput>({
    resolver: zodResolver(schema),
    defaultValues: { par: 'montant', montant: fromMillimes(order.total_ttc), quantites: order.items.map(() => ''), motif: '' },
  });
  const [par, quantites] = useWatch({ control: form.control, name: ['par', 'quantites'] });
  const byLines = par === 'lignes';
  const { errors } = form.formState;
  // what was paid for the chosen units: the offers' and the voucher's shares off, as the server counts it (lines by id)
  const byId = [...order.items].sort((a, b) => a.id - b.id);
  const paidById = new Map(paidOfOrderLines(byId, order.montant_remise).map((paid, i) => [byId[i]!.id, paid]));
  const linesAmount = order.items.reduce(
    (sum, item, index) => sum + paidForUnits({ paid: paidById.get(item.id) ?? 0, quantity: item.quantity }, Number(quantites[index]) || 0),
    0,
  );
  const refund = useRefundOrder();

  if (!canRefund(order)) return null;

  function submit(input: RefundOrderInput) {
    refund.mutate(
      { id: order.id, input },
      {
        onSuccess: () => {
          toast.success(`Commande ${order.numero_commande} remboursée`, { description: `${formatTND(input.montant ?? linesAmount)} rendus au client` });
          setOpen(false);
        },
        onError: (error) =>
          error instanceof ApiError && AMOUNT_REFUSALS.has(error.code)
            ? form.setError('montant', { message: error.message })
            : toast.error(errorMessage(error)),
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
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
          <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label="Rembourser">
            <Button
              type="button"
              size="sm"
              role="radio"
              aria-checked={!byLines}
              variant={byLines ? 'outline' : 'secondary'}
              onClick={() => form.setValue('par', 'montant')}
            >
              Un montant
            </Button>
            <Button
              type="button"
              size="sm"
              role="radio"
              aria-checked={byLines}
              variant={byLines ? 'secondary' : 'outline'}
              onClick={() => form.setValue('par', 'lignes')}
              data-testid="refund-by-lines"
            >
              Des articles
            </Button>
          </div>
          {byLines ? (
            <fieldset className="grid gap-1.5">
              <legend className="mb-1 text-sm text-paper-300">Articles remboursés</legend>
              {order.items.map((item, index) => (
                <div key={item.id} className="grid gap-1">
                  <label className="flex items-center justify-between gap-3 text-sm">
                    <span className="min-w-0 break-words">
                      {item.product_name} · {formatTND(item.unit_price)}
                    </span>
                    <Input
                      type="number"
                      min={0}
                      max={item.quantity}
                      placeholder="0"
                      className="w-20"
                      {...form.register(`quantites.${index}`)}
                      aria-invalid={errors.quantites?.[index] ? true : undefined}
                      aria-label={`Quantité remboursée de ${item.product_name} (sur ${item.quantity})`}
                    />
                  </label>
                  {errors.quantites?.[index] && (
                    <p role="alert" className="text-sm text-shu-300">
                      {errors.quantites[index].message}
                    </p>
                  )}
                </div>
              ))}
              <p className="text-sm text-paper">
                Montant : <span className="font-semibold tabular-nums">{formatTND(linesAmount)}</span>
              </p>
              {errors.montant && (
                <p role="alert" className="text-sm text-shu-300">
                  {errors.montant.message}
                </p>
              )}
            </fieldset>
          ) : (
            <FormField label="Montant remboursé (TND)" error={errors.montant?.message}>
              <Input inputMode="decimal" {...form.register('montant')} data-testid="refund-montant" />
            </FormField>
          )}
          <FormField label="Motif" error={errors.motif?.message} hint="Visible par l’équipe dans l’historique de la commande.">
            <Textarea rows={3} maxLength={MAX_REFUND_MOTIF_LENGTH} {...form.register('motif')} data-testid="refund-motif" />
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
