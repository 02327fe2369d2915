/**
 * The cash actions of an order on the board: 'Livraison refusée' on a delivery that is out
 * or cancelled (it cancels one still out and counts against the customer's phone number), and 'Liste
 * noire' with a reason (admins: the account and its phone number). The server checks the same rules; each
 * reason is react-hook-form checked by the endpoint's own core schema.
 */
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Ban, PackageX } from 'lucide-react';
import { toast } from 'sonner';
import { MAX_CASH_MOTIF_LENGTH } from '@core/cash';
import { BlacklistFromOrderInput, DeliveryRefusalInput } from '@core/schemas/cash';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Textarea } from '../../../../components/ui/textarea';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { useBlacklistFromOrder, useMarkDeliveryRefused } from '../../api/cash-actions';
import type { OrderView } from '../../api/order-view';

/** A delivery out or cancelled, not marked yet (the server checks the same). */
function canMarkRefused(order: Pick<OrderView, 'type_commande' | 'statut_commande' | 'especes'>): boolean {
  return (
    order.type_commande === 'Livraison' &&
    (order.statut_commande === 'En_livraison' || order.statut_commande === 'Annule') &&
    order.especes?.livraison_refusee === false
  );
}

export function CashActions({ order }: { order: OrderView }) {
  const isAdmin = useSession().me?.role === 'admin';
  const refused = useMarkDeliveryRefused();
  const blacklist = useBlacklistFromOrder();
  return (
    <>
      {canMarkRefused(order) && (
        <MotifDialog
          testId="delivery-refused"
          trigger={
            <>
              <PackageX aria-hidden="true" />
              Livraison refusée
            </>
          }
          title="Livraison refusée"
          description={`Commande ${order.numero_commande}. ${order.statut_commande === 'En_livraison' ? 'La commande sera annulée. ' : ''}Le refus compte pour le numéro du client, quel que soit son compte.`}
          motifLabel="Motif (facultatif)"
          submitLabel="Marquer refusée"
          pending={refused.isPending}
          schema={DeliveryRefusalInput}
          onSubmit={(input, done, refusedBy) =>
            refused.mutate(
              { id: order.id, input },
              { onSuccess: () => (toast.success(`Livraison ${order.numero_commande} marquée refusée`), done()), onError: refusedBy },
            )
          }
        />
      )}
      {isAdmin && order.especes && !order.especes.client_blackliste && (
        <MotifDialog
          testId="blacklist"
          trigger={
            <>
              <Ban aria-hidden="true" />
              Liste noire
            </>
          }
          title="Mettre le client sur liste noire"
          description="Le compte et son numéro de téléphone ne pourront plus commander, sous aucun compte."
          motifLabel="Motif"
          submitLabel="Mettre sur liste noire"
          pending={blacklist.isPending}
          schema={BlacklistFromOrderInput}
          onSubmit={(input, done, refusedBy) =>
            blacklist.mutate({ id: order.id, input }, { onSuccess: () => (toast.success('Client mis sur liste noire'), done()), onError: refusedBy })
          }
        />
      )}
    </>
  );
}

interface MotifForm {
  motif?: string | null;
}

function MotifDialog<T>(props: {
  testId: string;
  trigger: ReactNode;
  title: string;
  description: string;
  motifLabel: string;
  submitLabel: string;
  pending: boolean;
  /** The endpoint's body, checked with its French messages before sending. */
  schema: z.ZodType<T, MotifForm>;
  /** `done` closes the dialog; `refusedBy` shows the server's refusal (of the motif under it, of anything else in a toast). */
  onSubmit: (input: T, done: () => void, refusedBy: (error: unknown) => void) => void;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm<MotifForm, unknown, T>({ resolver: zodResolver(props.schema), defaultValues: { motif: '' } });
  const refusedBy = (error: unknown) =>
    error instanceof ApiError && error.code === 'VALIDATION' ? form.setError('motif', { message: error.message }) : toast.error(errorMessage(error));
  const submit = form.handleSubmit((input) => props.onSubmit(input, () => (setOpen(false), form.reset()), refusedBy));

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" className="text-shu-300" data-testid={`${props.testId}-open`}>
          {props.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
          <FormField label={props.motifLabel} error={form.formState.errors.motif?.message}>
            <Textarea rows={3} maxLength={MAX_CASH_MOTIF_LENGTH} {...form.register('motif')} data-testid={`${props.testId}-motif`} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Annuler
            </Button>
            <Button type="submit" isLoading={props.pending} data-testid={`${props.testId}-submit`}>
              {props.submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
