/**
 * 'Corriger' on an order not yet Prête: its lines with − / + and the menu to add more,
 * pickup ↔ delivery and the address, a reason; the server prices it again. The customer is e-mailed and
 * their tracking page follows live. A paid Konnect order corrected upwards answers a link for the
 * difference (QR code and copy); downwards, the difference shows as to refund on the order.
 */
import { useState } from 'react';
import { PencilLine } from 'lucide-react';
import { toast } from 'sonner';
import type { PublicCatalog } from '@core/catalog';
import { formatTND } from '@core/money';
import { isCorrectable } from '@core/staff-orders';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { useCorrectOrder } from '../../api/staff-orders';
import type { OrderView } from '../../api/order-view';
import { addLine, DraftLines, DraftTotalsView, draftPayload, draftTotals, Fulfilment, MenuPicker, type OrderDraft } from './order-draft';
import { PaymentLink } from './payment-link';

function draftOf(order: OrderView): OrderDraft {
  return {
    lines: order.items.flatMap((item) =>
      item.product_id === null
        ? []
        : [{ product_id: item.product_id, accompaniment_id: item.accompaniment_id, options: item.choix.map((c) => c.option_id), quantity: item.quantity }],
    ),
    type_commande: order.type_commande,
    zone_livraison: order.zone_livraison ?? '',
    adresse_livraison: order.adresse_livraison ?? '',
    ville_livraison: order.ville_livraison ?? '',
    instructions_livraison: order.instructions_livraison ?? '',
    instructions_speciales: order.instructions_speciales ?? '',
  };
}

function canCorrect(order: Pick<OrderView, 'statut_commande' | 'payment_status' | 'mode_paiement'>): boolean {
  return (
    isCorrectable(order.statut_commande) &&
    order.payment_status !== 'rembourse' &&
    !(order.mode_paiement === 'konnect' && order.payment_status === 'en_attente')
  );
}

export function CorrectOrderDialog({ order, catalog }: { order: OrderView; catalog: PublicCatalog }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<OrderDraft>(() => draftOf(order));
  const [motif, setMotif] = useState('');
  const [payUrl, setPayUrl] = useState<string | null>(null);
  const correct = useCorrectOrder();
  if (!canCorrect(order) && !payUrl) return null;
  const totals = draftTotals(draft, catalog);

  function submit() {
    correct.mutate(
      {
        id: order.id,
        input: {
          commande: {
            ...draftPayload(draft),
            mode_paiement: order.mode_paiement,
            voucher_code: null,
            promo_code: null,
            paiera_avec: order.paiera_avec ?? null,
            scheduled_for: order.scheduled_for ?? null,
          },
          motif: motif || null,
        },
      },
      {
        onSuccess: (answer) => {
          const sign = answer.difference > 0 ? '+' : answer.difference < 0 ? '−' : '';
          toast.success(`Commande ${order.numero_commande} corrigée`, {
            description: `Nouveau total ${formatTND(answer.order.total_ttc)} (${sign}${formatTND(Math.abs(answer.difference))}). Le client est prévenu.`,
          });
          if (answer.payUrl) setPayUrl(answer.payUrl);
          else setOpen(false);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setDraft(draftOf(order));
          setMotif('');
          setPayUrl(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" data-testid="correct-open">
          <PencilLine aria-hidden="true" />
          Corriger
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-5xl! gap-3! p-4! sm:p-5!">
        <DialogHeader>
          <DialogTitle>Corriger la commande {order.numero_commande}</DialogTitle>
          <DialogDescription>
            Total actuel {formatTND(order.total_ttc)}. Le total est recalculé par le serveur et le client est prévenu par e-mail.
          </DialogDescription>
        </DialogHeader>
        {payUrl ? (
          <PaymentLink numero={order.numero_commande} total={order.total_ttc} payUrl={payUrl} onDone={() => setOpen(false)} />
        ) : (
          <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
            <MenuPicker
              catalog={catalog}
              onAdd={(productId, sideId, optionIds) => setDraft((d) => ({ ...d, lines: addLine(d.lines, productId, sideId, optionIds) }))}
            />
            <aside className="grid content-start gap-3 rounded-md border border-ink-600 bg-ink p-3" aria-label="Commande corrigée">
              <DraftLines draft={draft} catalog={catalog} onChange={(lines) => setDraft((d) => ({ ...d, lines }))} />
              <Fulfilment draft={draft} catalog={catalog} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} />
              <FormField label="Raison (facultatif)">
                <Input value={motif} maxLength={300} onChange={(e) => setMotif(e.target.value)} data-testid="correct-motif" />
              </FormField>
              <DraftTotalsView totals={totals} delivery={draft.type_commande === 'Livraison'} />
              <Button
                type="button"
                disabled={draft.lines.length === 0 || totals.belowMinimum !== null}
                isLoading={correct.isPending}
                onClick={submit}
                data-testid="correct-submit"
              >
                Enregistrer la correction
              </Button>
            </aside>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
