/**
 * The dashboard's recharts charts, in their own lazy chunk (recharts is heavy and only staff load it).
 * Values come aggregated from the server; money is millimes, shown in TND at the axis and tooltip.
 */
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatTND } from '@core/money';
import type { DashboardPeriodView, DashboardTodayView } from '@core/schemas/dashboard';

const INK_600 = '#2a2a30';
const PAPER_400 = '#b5ad9f';
const SHU = '#c8102e';
const KIN = '#c9a45c';
const INK_500 = '#3a3a42';
/** Last week's bars: grey, but 3:1 against the card (WCAG 1.4.11), unlike the ink tones. */
const LAST_WEEK = '#7c7c86';

const axis = { stroke: PAPER_400, fontSize: 12, tickLine: false } as const;
const tooltipStyle = { backgroundColor: '#151517', border: `1px solid ${INK_600}`, borderRadius: 6, color: '#f7f3ec' };
const tnd = (millimes: number) => String(Math.round(millimes / 1000));
const tooltipValue = (value: unknown, name: unknown) =>
  [String(name).includes('affaires') ? formatTND(Number(value)) : String(value), String(name)] as [string, string];

/** Legend labels in the text colour (recharts paints them in their series' colour: 1.6:1 and 3:1 on the card). */
const legendText = (value: string) => <span style={{ color: PAPER_400 }}>{value}</span>;

function ChartFigure({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <figure className="rounded-md border border-ink-600 bg-ink-800 p-4 shadow-card">
      <figcaption className="mb-3">
        <h3 className="text-sm font-semibold text-paper">{title}</h3>
        <p className="text-xs text-paper-400">{description}</p>
      </figcaption>
      <div className="h-64 w-full" role="img" aria-label={`${title} : ${description}`}>
        {children}
      </div>
    </figure>
  );
}

export function HourlyChart({ hours }: { hours: DashboardTodayView['hours'] }) {
  const data = hours.map((h) => ({ label: `${h.hour}h`, ...h }));
  return (
    <ChartFigure title="Aujourd’hui heure par heure" description="Commandes et chiffre d’affaires, la semaine dernière en gris">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 4, right: 0, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid stroke={INK_600} vertical={false} />
          <XAxis dataKey="label" {...axis} interval={2} />
          <YAxis yAxisId="orders" allowDecimals={false} {...axis} />
          <YAxis yAxisId="revenue" orientation="right" tickFormatter={tnd} {...axis} width={44} />
          <Tooltip contentStyle={tooltipStyle} formatter={tooltipValue} cursor={{ fill: INK_500, opacity: 0.3 }} />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
          <Bar yAxisId="orders" dataKey="last_week_orders" name="Commandes (sem. dernière)" fill={LAST_WEEK} radius={[3, 3, 0, 0]} />
          <Bar yAxisId="orders" dataKey="orders" name="Commandes" fill={SHU} radius={[3, 3, 0, 0]} />
          <Line yAxisId="revenue" dataKey="revenue" name="Chiffre d’affaires" stroke={KIN} strokeWidth={2} dot={false} type="linear" />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

const shortDay = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });

function bucketLabel(key: string, granularity: DashboardPeriodView['granularity']): string {
  return granularity === 'hour' ? `${Number(key.slice(11, 13))}h` : shortDay.format(new Date(`${key}T00:00:00Z`));
}

export function PeriodChart({ view }: { view: DashboardPeriodView }) {
  const data = view.buckets.map((b) => ({ ...b, label: bucketLabel(b.key, view.granularity) }));
  return (
    <ChartFigure
      title={view.granularity === 'hour' ? 'Commandes par heure' : 'Commandes par jour'}
      description="Commandes (barres) et chiffre d’affaires en TND (courbe)"
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 4, right: 0, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid stroke={INK_600} vertical={false} />
          <XAxis dataKey="label" {...axis} minTickGap={12} />
          <YAxis yAxisId="orders" allowDecimals={false} {...axis} />
          <YAxis yAxisId="revenue" orientation="right" tickFormatter={tnd} {...axis} width={44} />
          <Tooltip contentStyle={tooltipStyle} formatter={tooltipValue} cursor={{ fill: INK_500, opacity: 0.3 }} />
          <Bar yAxisId="orders" dataKey="orders" name="Commandes" fill={SHU} radius={[3, 3, 0, 0]} />
          <Line yAxisId="revenue" dataKey="revenue" name="Chiffre d’affaires" stroke={KIN} strokeWidth={2} dot={false} type="linear" />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export function TopDishesChart({ dishes }: { dishes: DashboardPeriodView['top_dishes'] }) {
  return (
    <section aria-labelledby="top-dishes" className="rounded-md border border-ink-600 bg-ink-800 p-4 shadow-card">
      <h3 id="top-dishes" className="text-sm font-semibold text-paper">
        Les 10 plats les plus vendus
      </h3>
      {dishes.length === 0 ? (
        <p className="py-10 text-center text-sm text-paper-400">Aucune vente sur la période</p>
      ) : (
        <>
          <div className="mt-3 w-full" style={{ height: dishes.length * 22 }} aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={dishes} layout="vertical" margin={{ top: 0, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
                <XAxis type="number" allowDecimals={false} hide />
                <YAxis type="category" dataKey="name" hide />
                <Bar dataKey="quantity" fill={KIN} radius={[0, 3, 3, 0]} barSize={12} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          {/* minmax(0, 1fr): a long dish name is cut with an ellipsis instead of widening the page. */}
          <ol className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-1 text-sm">
            {dishes.map((dish, i) => (
              <li key={`${dish.product_id ?? dish.name}`} className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 truncate text-paper">
                  <span className="mr-2 text-paper-500 tabular-nums">{i + 1}.</span>
                  {dish.name}
                </span>
                <span className="shrink-0 text-paper-400 tabular-nums">
                  {dish.quantity} × · {formatTND(dish.revenue)}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
