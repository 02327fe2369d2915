/**
 * Under each line of the board's order detail: the dish marked sold out in two taps, 'Marquer épuisé'
 * then 'Épuisé jusqu'à ce soir' (tonight's closing from the restaurant's hours, the server's rule), through
 * the back-office's own switch; a toast offers to undo it. A dish already sold out shows it instead; a line
 * whose dish left the shop (deleted, archived, hidden) has no button.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import type { PublicCatalog } from '@core/catalog';
import { isSoldOut, SOLD_OUT_MESSAGES, soldOutUntilText } from '@core/sold-out';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { useMarkSoldOut } from '../../api/sold-out';
import type { OrderItemView } from '../../api/order-view';

export function SoldOutButton({ item, catalog }: { item: OrderItemView; catalog: PublicCatalog }) {
  const [confirming, setConfirming] = useState(false);
  const mark = useMarkSoldOut();
  const produit = item.product_id === null ? undefined : catalog.produits.find((p) => p.id === item.product_id);
  if (!produit) return null;

  if (isSoldOut(produit)) {
    return (
      <Badge variant="accent" className="mt-1.5" data-testid={`sold-out-badge-${produit.id}`}>
        {SOLD_OUT_MESSAGES.badge} {soldOutUntilText(produit.rupture_jusqu_a)}
      </Badge>
    );
  }

  if (!confirming) {
    return (
      <Button
        size="sm"
        variant="ghost"
        className="mt-1 -ml-3.5 text-paper-400 hover:text-paper"
        aria-label={SOLD_OUT_MESSAGES.boardMarkLabel(produit.nom_fr)}
        onClick={() => setConfirming(true)}
        data-testid={`sold-out-${produit.id}`}
      >
        {SOLD_OUT_MESSAGES.boardMark}
      </Button>
    );
  }

  return (
    <div className="mt-1.5 flex flex-wrap gap-2" role="group" aria-label={SOLD_OUT_MESSAGES.boardMarkLabel(produit.nom_fr)}>
      <Button
        size="sm"
        autoFocus
        isLoading={mark.isPending}
        data-testid={`sold-out-confirm-${produit.id}`}
        onClick={() =>
          mark.mutate(
            { productId: produit.id, input: { rupture: true, duree: 'ce_soir' } },
            {
              onSuccess: () => {
                setConfirming(false);
                toast.success(SOLD_OUT_MESSAGES.boardDone(produit.nom_fr), {
                  action: { label: 'Annuler', onClick: () => mark.mutate({ productId: produit.id, input: { rupture: false } }) },
                });
              },
              onError: (error) => toast.error(errorMessage(error)),
            },
          )
        }
      >
        {SOLD_OUT_MESSAGES.boardConfirm}
      </Button>
      <Button size="sm" variant="ghost" disabled={mark.isPending} onClick={() => setConfirming(false)}>
        Annuler
      </Button>
    </div>
  );
}
