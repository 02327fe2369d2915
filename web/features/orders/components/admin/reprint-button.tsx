/**
 * Réimprimer: queues the order's tickets on the network printers again; with a browser printer (or no
 * printer at all) it also opens the printable ticket in a new tab.
 */
import { Printer } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-client';
import { useReprint } from '../../api/printing';

export function openPrintableTicket(orderId: string) {
  window.open(paths.admin.orderTicket.getHref(orderId), '_blank', 'noopener');
}

export function ReprintButton({ orderId }: { orderId: string }) {
  const reprint = useReprint();
  return (
    <Button
      size="sm"
      variant="outline"
      isLoading={reprint.isPending}
      disabled={reprint.isPending}
      data-testid="reprint"
      onClick={() =>
        reprint.mutate(
          { orderId },
          {
            onSuccess: ({ envoyes, navigateur }) => {
              if (envoyes > 0) toast.success(envoyes === 1 ? 'Ticket envoyé à l’imprimante' : `Ticket envoyé à ${envoyes} imprimantes`);
              if (navigateur) openPrintableTicket(orderId);
            },
            onError: (error) => toast.error(errorMessage(error)),
          },
        )
      }
    >
      <Printer aria-hidden="true" />
      Réimprimer
    </Button>
  );
}
