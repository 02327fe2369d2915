/** The period's figures, its chart (per hour for one day, per day otherwise) and its ten best-selling dishes. */
import { lazy, Suspense } from 'react';
import { formatTND } from '@core/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useDashboardPeriod, type PeriodChoice } from '../api/dashboard';
import { PeriodPicker } from './period-picker';

const PeriodChart = lazy(() => import('./charts').then((m) => ({ default: m.PeriodChart })));
const TopDishesChart = lazy(() => import('./charts').then((m) => ({ default: m.TopDishesChart })));

const dayFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const day = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));

export function PeriodSection({ choice, onChoice }: { choice: PeriodChoice; onChoice: (choice: PeriodChoice) => void }) {
  const period = useDashboardPeriod(choice);
  const view = period.data;

  return (
    <section aria-labelledby="dashboard-period" className="grid gap-4">
      <div className="grid gap-3">
        <div>
          <h2 id="dashboard-period" className="font-display text-2xl font-semibold text-paper">
            Sur la période
          </h2>
          <p className="text-sm text-paper-400" aria-live="polite">
            {view ? (view.from === view.to ? `Le ${day(view.from)}` : `Du ${day(view.from)} au ${day(view.to)}`) : ''}
          </p>
        </div>
        <PeriodPicker value={choice} onChange={onChoice} />
      </div>
      {period.isError && (
        <p role="alert" className="text-shu-300">
          {errorMessage(period.error)}
        </p>
      )}
      {view ? (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {[
              ['Commandes', String(view.figures.orders)],
              ['Chiffre d’affaires', formatTND(view.figures.revenue)],
              ['Panier moyen', formatTND(view.figures.average_basket)],
              ['Annulées', String(view.figures.cancelled)],
              ['Remboursements', formatTND(view.figures.refunds)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-md border border-ink-600 bg-ink-800 p-3">
                <dt className="text-xs text-paper-400">{label}</dt>
                <dd className="text-lg font-semibold text-paper tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-3 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <Suspense fallback={<Skeleton className="h-72" />}>
              <PeriodChart view={view} />
            </Suspense>
            <Suspense fallback={<Skeleton className="h-72" />}>
              <TopDishesChart dishes={view.top_dishes} />
            </Suspense>
          </div>
        </>
      ) : (
        !period.isError && <Skeleton className="h-72" />
      )}
    </section>
  );
}
