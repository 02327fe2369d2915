/** Orders waiting to be accepted right now and how long the oldest has waited, with the way to the board. */
import { Link } from 'react-router';
import { ArrowRight, BellRing } from 'lucide-react';
import { waitingMinutes } from '@core/dashboard';
import type { DashboardTodayView } from '@core/schemas/dashboard';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

export function WaitingCard({ waiting, now }: { waiting: DashboardTodayView['waiting']; now: Date }) {
  const minutes = waiting.oldest_at ? waitingMinutes(waiting.oldest_at, now) : 0;
  return (
    <section
      aria-label="Commandes en attente"
      className={cn(
        'col-span-2 flex flex-col gap-2 rounded-md border p-4 shadow-card lg:col-span-1',
        waiting.count > 0 ? 'border-shu/50 bg-shu/10' : 'border-ink-600 bg-ink-800',
      )}
    >
      <h3 className="flex items-center gap-2 text-sm text-paper-400">
        <BellRing aria-hidden="true" className="size-4 text-kin" /> En attente d’acceptation
      </h3>
      <p className="font-display text-2xl leading-tight sm:text-3xl font-semibold text-paper tabular-nums">{waiting.count}</p>
      <p className="text-xs text-paper-400">{waiting.count === 0 ? 'Aucune commande en attente' : `La plus ancienne attend depuis ${minutes} min`}</p>
      <Link to={paths.admin.orders.getHref()} className={buttonClasses('outline', 'sm', 'mt-auto self-start')}>
        Voir les commandes <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
}
