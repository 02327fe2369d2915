/** Today at a glance: the figures since midnight against the same weekday last week, and today hour by hour. */
import { lazy, Suspense } from 'react';
import { formatTND } from '@core/money';
import { ORDER_TYPE_LABELS } from '@core/order-type';
import { PAYMENT_MODE_LABELS } from '@core/payment-mode';
import type { DashboardTodayView } from '@core/schemas/dashboard';
import { Skeleton } from '../../../components/ui/skeleton';
import { BreakdownList } from './breakdown-list';
import { StatCard } from './stat-card';
import { WaitingCard } from './waiting-card';

const HourlyChart = lazy(() => import('./charts').then((m) => ({ default: m.HourlyChart })));

const dayLabel = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

export function TodaySection({ view, now }: { view: DashboardTodayView; now: Date }) {
  const { today, last_week: lastWeek } = view;
  const count = (n: number) => String(n);
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
        <StatCard label="Commandes" value={count(today.orders)} current={today.orders} previous={lastWeek.orders} previousText={count(lastWeek.orders)} />
        <StatCard
          label="Chiffre d’affaires"
          value={formatTND(today.revenue)}
          current={today.revenue}
          previous={lastWeek.revenue}
          previousText={formatTND(lastWeek.revenue)}
        />
        <StatCard
          label="Panier moyen"
          value={formatTND(today.average_basket)}
          current={today.average_basket}
          previous={lastWeek.average_basket}
          previousText={formatTND(lastWeek.average_basket)}
        />
        <StatCard
          label="Annulées"
          value={count(today.cancelled)}
          current={today.cancelled}
          previous={lastWeek.cancelled}
          previousText={count(lastWeek.cancelled)}
          higherIsBetter={false}
        />
        <StatCard
          label="Paiements en ligne échoués"
          value={count(today.failed_payments)}
          current={today.failed_payments}
          previous={lastWeek.failed_payments}
          previousText={count(lastWeek.failed_payments)}
          higherIsBetter={false}
          className="col-span-2 lg:col-span-1"
        />
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
