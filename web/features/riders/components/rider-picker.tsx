/**
 * The board's 'Livreur' control under a delivery's card: one tap opens the short list of active riders, a second
 * gives the delivery to one (or takes it back). Shown while the delivery is neither delivered nor cancelled; after,
 * the rider's name only.
 */
import { useState } from 'react';
import { Bike } from 'lucide-react';
import { toast } from 'sonner';
import type { OrderView } from '@core/api-views';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import { RIDER_MESSAGES } from '@core/schemas/riders';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useAssignRider, useRiders } from '../api/riders';

export function RiderPicker({ order }: { order: OrderView }) {
  const [open, setOpen] = useState(false);
  const riders = useRiders(order.type_commande === 'Livraison');
  const assign = useAssignRider();
  if (order.type_commande !== 'Livraison') return null;
  const current = riders.data?.riders.find((rider) => rider.id === order.livreur_id) ?? null;
  const finished = order.statut_commande === 'Livre' || order.statut_commande === 'Annule';
  if (finished && !current) return null;

  function choose(riderId: number | null, nom: string | null) {
    assign.mutate(
      { orderId: order.id, body: { rider_id: riderId } },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(nom ? RIDER_MESSAGES.assigned(nom) : RIDER_MESSAGES.unassigned);
        },
        onError: (error) => toast.error(ADMIN_MESSAGES.errorTitle, { description: errorMessage(error) }),
      },
    );
  }

  const active = riders.data?.riders.filter((rider) => rider.actif) ?? [];
  return (
    <div className="mt-1 grid gap-1.5 px-1" data-testid={`rider-picker-${order.numero_commande}`}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className={cn('flex items-center gap-1.5', current ? 'text-paper' : 'text-paper-400')}>
          <Bike aria-hidden="true" className="size-4 shrink-0 text-kin-300" />
          {current ? `Livreur : ${current.nom}` : 'Aucun livreur'}
        </span>
        {!finished && (
          <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            Livreur
          </Button>
        )}
      </div>
      {open && !finished && (
        <div role="group" aria-label="Choisir un livreur" className="flex flex-wrap gap-1.5 rounded-md border border-ink-600 bg-ink-800 p-2">
          {active.length === 0 && <p className="text-sm text-paper-400">Aucun livreur actif : ajoutez-en dans Livreurs.</p>}
          {active.map((rider) => (
            <Button
              key={rider.id}
              size="sm"
              variant={rider.id === order.livreur_id ? 'primary' : 'ghost'}
              aria-pressed={rider.id === order.livreur_id}
              disabled={assign.isPending}
              onClick={() => choose(rider.id, rider.nom)}
            >
              {rider.nom}
            </Button>
          ))}
          {order.livreur_id != null && (
            <Button size="sm" variant="ghost" className="text-paper-400" disabled={assign.isPending} onClick={() => choose(null, null)}>
              Retirer le livreur
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
