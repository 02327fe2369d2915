/** Today at a glance: the figures since midnight against the same weekday last week, and today hour by hour. */
import { lazy, Suspense } from 'react';
import { formatTND } from '@core/money';
import { ORDER_TYPE_LABELS } from '@core/order-type';
import { PAYMENT_MODE_LABELS } from '@core/payment-mode';
import type { DashboardFigures, DashboardTodayView } from '@core/schemas/dashboard';
import { Skeleton } from '../../../components/ui/skeleton';
import { BreakdownList } from './breakdown-list';
import { StatCard } from './stat-card';
import { WaitingCard } from './waiting-card';

const HourlyChart = lazy(() => import('./charts').then((m) => ({ default: m.HourlyChart })));

const count = (n: number) => String(n);

/** The figures compared with last week, in the order of the cards; a rise of the last three is bad news. */
const STATS: {
  key: Exclude<keyof DashboardFigures, 'by_type' | 'by_payment'>;
  label: string;
  format: (n: number) => string;
  higherIsBetter?: boolean;
  className?: string;
}[] = [
  { key: 'orders', label: 'Commandes', format: count },
  { key: 'revenue', label: 'Chiffre d’affaires', format: formatTND },
  { key: 'average_basket', label: 'Panier moyen', format: formatTND },
  { key: 'staff_orders', label: 'Commandes staff (téléphone, comptoir)', format: count },
  { key: 'cancelled', label: 'Annulées', format: count, higherIsBetter: false },
  { key: 'failed_payments', label: 'Paiements en ligne échoués', format: count, higherIsBetter: false },
  { key: 'refunds', label: 'Remboursements', format: formatTND, higherIsBetter: false },
];

const dayLabel = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

export function TodaySection({ view, now }: { view: DashboardTodayView; now: Date }) {
  const { today, last_week: lastWeek } = view;
  return (
    <section aria-labelledby="dashboard-today" className="grid gap-4">
      <div>
        <h2 id="dashboard-today" className="font-display text-2xl font-semibold text-paper">
          Aujourd’hui
        </h2>
        <p className="text-sm text-paper-400">
          {dayLabel.format(new Date(`${view.day}T00:00:00Z`))}, comparé au {dayLabel.format(new Date(`${view.last_week_day}T00:00:00Z`))} à la même heure
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <WaitingCard waiting={view.waiting} now={now} />
        {STATS.map(({ key, label, format, higherIsBetter, className }) => (
          <StatCard
            key={key}
            label={label}
            value={format(today[key])}
            current={today[key]}
            previous={lastWeek[key]}
            previousText={format(lastWeek[key])}
            higherIsBetter={higherIsBetter}
            className={className}
          />
        ))}
      </div>
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="md:col-span-2 xl:col-span-1">
          <Suspense fallback={<Skeleton className="h-72" />}>
            <HourlyChart hours={view.hours} />
          </Suspense>
        </div>
        <BreakdownList title="Par type de commande" labels={ORDER_TYPE_LABELS} today={today.by_type} lastWeek={lastWeek.by_type} />
        <BreakdownList title="Par mode de paiement" labels={PAYMENT_MODE_LABELS} today={today.by_payment} lastWeek={lastWeek.by_payment} />
      </div>
    </section>
  );
}
