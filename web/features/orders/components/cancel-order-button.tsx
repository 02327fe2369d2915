/** Cancel, offered while the order is Recu and within delai_annulation minutes (the server decides: can_cancel). */
import { useState } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '@core/messages';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { useCancelOrder } from '../api/order-actions';
import type { OrderView } from '../api/order-view';

export function CancelOrderButton({ order }: { order: OrderView }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder(order);
  if (!order.can_cancel) return null;

  function confirm() {
    cancel.mutate(undefined, {
      onSuccess: () => {
        toast.success('Commande annulée');
        setOpen(false);
      },
      onError: (error) => toast.error(MESSAGES.order.errorTitle, { description: errorMessage(error) }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" className="text-shu-300" data-print-hide data-testid="cancel-order">
          Annuler la commande
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Annuler la commande ?</DialogTitle>
          <DialogDescription>La commande {order.numero_commande} sera annulée et ne sera pas préparée.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Garder ma commande
          </Button>
          <Button onClick={confirm} isLoading={cancel.isPending} data-testid="cancel-order-confirm">
            Annuler la commande
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
