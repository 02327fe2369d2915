/**
 * Orders with an offer (bars) and the discount given in TND (line), per day: an offer's page and the
 * dashboard's 'Offres' draw the same chart from the server's days (recharts: back-office chunks only).
 */
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const INK_600 = '#2a2a30';
const PAPER_400 = '#b5ad9f';
const KIN = '#c9a45c';
const SHU = '#c8102e';
const axis = { stroke: PAPER_400, fontSize: 12, tickLine: false } as const;

export function OfferDaysChart({ caption, days }: { caption: string; days: readonly { jour: string; commandes: number; remise: number }[] }) {
  return (
    <figure className="rounded-md border border-ink-600 bg-ink-800 p-3">
      <figcaption className="mb-2 text-sm text-paper-400">{caption}</figcaption>
      <div className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={days.map((d) => ({ ...d, remise_tnd: d.remise / 1000 }))}>
            <CartesianGrid stroke={INK_600} vertical={false} />
            <XAxis dataKey="jour" {...axis} />
            <YAxis yAxisId="n" {...axis} allowDecimals={false} />
            <YAxis yAxisId="tnd" orientation="right" {...axis} />
            <Tooltip contentStyle={{ backgroundColor: '#151517', border: `1px solid ${INK_600}`, color: '#f7f3ec' }} />
            <Bar yAxisId="n" dataKey="commandes" name="Commandes" fill={KIN} maxBarSize={48} />
            <Line yAxisId="tnd" dataKey="remise_tnd" name="Remise (TND)" stroke={SHU} strokeWidth={2} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
