/**
 * /admin/dashboard: today at a glance and a period's charts, kept live by the order stream. `children`
 * goes under the title (the route puts the ordering pause there). The period chosen is the page's: the
 * offers' figures below follow it.
 */
import { useState, type ReactNode } from 'react';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDashboardToday, type PeriodChoice } from '../api/dashboard';
import { useDashboardLive } from '../hooks/use-dashboard-live';
import { PeriodSection } from './period-section';
import { PromotionsSection } from './promotions-section';
import { useSession } from '../../../lib/session';
import { TodaySection } from './today-section';

export function DashboardPage({ children }: { children?: ReactNode }) {
  const now = useDashboardLive();
  const today = useDashboardToday();
  const { me } = useSession();
  const [choice, setChoice] = useState<PeriodChoice>({ period: '30d' });
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 p-4 sm:p-6 lg:p-8">
      <h1 className="text-3xl font-semibold text-paper sm:text-4xl">Tableau de bord</h1>
      {children}
      {today.isPending ? (
        <PageSpinner />
      ) : today.isError ? (
        <p role="alert" className="text-shu-300">
          {errorMessage(today.error)}
        </p>
      ) : (
        <TodaySection view={today.data} now={now} />
      )}
      <PeriodSection choice={choice} onChoice={setChoice} />
      {me?.role === 'admin' && <PromotionsSection choice={choice} />}
    </div>
  );
}
