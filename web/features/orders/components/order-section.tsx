/** A titled card section of the order pages, a label/value list for its facts, and the outcome header of a page. */
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { formatTND } from '@core/money';
import { orderTypeLabel } from '@core/order-type';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { OrderView } from '../api/order-view';

/** The round icon, the title and the line under it at the top of the success and payment pages. */
export function OrderOutcomeHeader({
  icon: Icon,
  failed = false,
  title,
  children,
}: {
  icon: LucideIcon;
  failed?: boolean;
  title: string;
  children: ReactNode;
}) {
  return (
    <header className="flex flex-col items-center gap-3 text-center">
      <span
        className={`flex size-16 items-center justify-center rounded-full border ${failed ? 'border-shu/40 bg-shu/10 text-shu-300' : 'border-kin/40 bg-kin/10 text-kin'}`}
      >
        <Icon aria-hidden="true" className="size-8" strokeWidth={1.5} />
      </span>
      <h1 className="text-4xl font-semibold text-paper sm:text-5xl">{title}</h1>
      {children}
    </header>
  );
}

/** Numéro de commande, Montant and Type: the first facts of the payment pages. */
export function orderSummaryFacts(order: Pick<OrderView, 'numero_commande' | 'total_ttc' | 'type_commande'>): Fact[] {
  return [
    [
      'Numéro de commande',
      <span className="font-mono text-kin-300" data-testid="order-number">
        {order.numero_commande}
      </span>,
    ],
    ['Montant', formatTND(order.total_ttc)],
    ['Type', orderTypeLabel(order.type_commande)],
  ];
}

export function OrderSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="pb-3">
        <CardTitle className="text-xl">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export type Fact = [label: string, value: ReactNode];

/** Facts with an empty value are left out. */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-6">
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-paper-400">{label}</dt>
            {/* A long e-mail or address wraps instead of widening the page. */}
            <dd className="min-w-0 text-paper wrap-anywhere sm:text-right">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
