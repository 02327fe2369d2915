/** Orders and revenue per order type or per payment mode, today against the same weekday last week. */
import { formatTND } from '@core/money';

interface Slice {
  orders: number;
  revenue: number;
}

export function BreakdownList<K extends string>({
  title,
  labels,
  today,
  lastWeek,
}: {
  title: string;
  labels: Readonly<Record<K, string>>;
  today: Record<K, Slice>;
  lastWeek: Record<K, Slice>;
}) {
  const keys = Object.keys(labels) as K[];
  return (
    <section aria-label={title} className="rounded-md border border-ink-600 bg-ink-800 p-4 shadow-card">
      <h3 className="mb-2 text-sm text-paper-400">{title}</h3>
      <ul className="divide-y divide-ink-600">
        {keys.map((key) => (
          <li key={key} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
            <span className="text-paper">{labels[key]}</span>
            <span className="text-right tabular-nums">
              <span className="font-semibold text-paper">{today[key].orders}</span>
              <span className="text-paper-400"> · {formatTND(today[key].revenue)}</span>
              <span className="block text-xs text-paper-500">semaine dernière : {lastWeek[key].orders}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
