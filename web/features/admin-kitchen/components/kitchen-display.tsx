/**
 * /admin/kitchen: the wall screen of the kitchen. Dark, high-contrast, large type, every action a
 * tap on a target of 48 px or more. Tickets are the orders in preparation, oldest fire time first (the
 * server sorts them); orders still Reçue are only counted (the board accepts them). Landscape tablets get
 * the per-dish sum in a column beside the tickets; narrower screens get it above them.
 */
import { useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ClipboardList } from 'lucide-react';
import { formatClock } from '@core/service';
import type { KitchenLineView, KitchenTicketView } from '@core/schemas/kitchen';
import { buttonClasses, Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useKitchen, useMarkLine } from '../api/kitchen';
import { useKitchenLive, useNow } from '../hooks/use-kitchen-live';
import { DishSummary } from './dish-summary';
import { KitchenTicket } from './kitchen-ticket';

export function KitchenDisplay({ boardHref }: { boardHref: string }) {
  useKitchenLive();
  const now = useNow();
  const kitchen = useKitchen();
  const mark = useMarkLine();
  const announced = useRef(new Set<string>());

  function toggle(ticket: KitchenTicketView, line: KitchenLineView) {
    mark.mutate(
      { orderId: ticket.id, lineId: line.id, done: !line.done },
      {
        onError: (error) => toast.error(errorMessage(error)),
        onSuccess: (answer) => {
          if (answer.statut_commande === 'Pret' && !announced.current.has(answer.id)) {
            announced.current.add(answer.id);
            toast.success(`Commande ${answer.numero_commande} prête`);
          }
        },
      },
    );
  }

  const data = kitchen.data;
  const nowMs = now + (data?.clockOffsetMs ?? 0);
  return (
    <div className="flex min-h-dvh flex-col bg-black text-white">
      <header className="sticky top-0 z-20 flex flex-wrap items-center gap-x-6 gap-y-2 border-b border-ink-600 bg-black/95 px-4 py-2 sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-wide">Cuisine</h1>
        {data ? (
          <p className="text-lg text-paper-200" data-testid="kitchen-counts">
            <strong className="text-white">{data.tickets.length}</strong> en préparation
            {data.en_attente > 0 ? (
              <>
                {' · '}
                <strong className="text-amber-300">{data.en_attente}</strong> {data.en_attente > 1 ? 'reçues à accepter' : 'reçue à accepter'}
              </>
            ) : null}
          </p>
        ) : null}
        <div className="ml-auto flex items-center gap-4">
          <p className="text-3xl font-bold tabular-nums" aria-label="Heure">
            {formatClock(new Date(nowMs))}
          </p>
          <Link to={boardHref} className={buttonClasses('outline', 'lg', 'min-h-12')}>
            <ClipboardList aria-hidden="true" />
            Commandes
          </Link>
        </div>
      </header>

      <main id="contenu" className="flex-1 p-3 sm:p-4">
        {kitchen.isPending ? (
          <div className="flex justify-center py-24">
            <Spinner size="lg" label="Chargement des commandes…" />
          </div>
        ) : kitchen.isError || !data ? (
          <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-24 text-center text-xl">
            <p>{errorMessage(kitchen.error)}</p>
            <Button size="lg" onClick={() => void kitchen.refetch()}>
              Réessayer
            </Button>
          </div>
        ) : (
          <div className="grid gap-4 lg:grid-cols-[17rem_1fr] lg:items-start">
            <div className="lg:sticky lg:top-20">
              <DishSummary tickets={data.tickets} />
            </div>
            <section aria-label="Tickets en préparation">
              {data.tickets.length === 0 ? (
                <p className="rounded-lg border border-ink-600 bg-ink-800 px-6 py-16 text-center text-2xl text-paper-200">Aucune commande en préparation.</p>
              ) : (
                <ol className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,19rem),1fr))] items-start gap-4">
                  {data.tickets.map((ticket) => (
                    <li key={ticket.id}>
                      <KitchenTicket ticket={ticket} nowMs={nowMs} thresholds={data.seuils} onToggle={(line) => toggle(ticket, line)} />
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </div>
        )}
      </main>
    </div>
  );
}
