/**
 * An offer's figures (did it pay?): orders, new and returning customers, discount given, revenue, average
 * basket with and without it, uses and budget left, the orders and discount per day, and the CSV export.
 */
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatTND } from '@core/money';
import type { AdminPromotionView } from '@core/schemas/promotions';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { downloadCsv, fetchStatsCsv, usePromotionStats } from '../api/promotions';

const PAPER_400 = '#b5ad9f';
const KIN = '#c9a45c';
const SHU = '#c8102e';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-sm border border-ink-600 bg-ink-800 p-3">
      <dt className="text-xs text-paper-400">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

export function PromotionFigures({ offer }: { offer: AdminPromotionView }) {
  const { data: stats, isPending } = usePromotionStats(offer.id);
  if (isPending || !stats) return <Spinner />;
  return (
    <section className="grid gap-4" aria-label={`Résultats de « ${offer.nom} »`} data-testid="promotion-figures">
      <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
        <Figure label="Commandes" value={String(stats.commandes)} />
        <Figure label="Clients nouveaux / fidèles" value={`${stats.clients_nouveaux} / ${stats.clients_fideles}`} />
        <Figure label="Remise accordée" value={formatTND(stats.remise)} />
        <Figure label="Chiffre d’affaires" value={formatTND(stats.chiffre_affaires)} />
        <Figure label="Panier moyen" value={formatTND(stats.panier_moyen)} />
        <Figure label="Panier moyen sans l’offre" value={stats.panier_moyen_sans === null ? '—' : formatTND(stats.panier_moyen_sans)} />
        <Figure label="Utilisations restantes" value={stats.utilisations_restantes === null ? 'Illimitées' : String(stats.utilisations_restantes)} />
        <Figure label="Budget restant" value={stats.budget_restant === null ? 'Sans budget' : formatTND(stats.budget_restant)} />
      </dl>
      {stats.par_jour.length > 0 && (
        <figure className="rounded-sm border border-ink-600 bg-ink-800 p-3">
          <figcaption className="mb-2 text-sm text-paper-400">Commandes et remise par jour</figcaption>
          <div className="h-56">
            <ResponsiveContainer width="100%" height="100%">
              <ComposedChart data={stats.par_jour.map((d) => ({ ...d, remise_tnd: d.remise / 1000 }))}>
                <CartesianGrid stroke="#2a2a30" vertical={false} />
                <XAxis dataKey="jour" stroke={PAPER_400} fontSize={12} tickLine={false} />
                <YAxis yAxisId="n" stroke={PAPER_400} fontSize={12} tickLine={false} allowDecimals={false} />
                <YAxis yAxisId="tnd" orientation="right" stroke={PAPER_400} fontSize={12} tickLine={false} />
                <Tooltip contentStyle={{ backgroundColor: '#151517', border: '1px solid #2a2a30', color: '#f7f3ec' }} />
                <Bar yAxisId="n" dataKey="commandes" name="Commandes" fill={KIN} />
                <Line yAxisId="tnd" dataKey="remise_tnd" name="Remise (TND)" stroke={SHU} strokeWidth={2} />
              </ComposedChart>
            </ResponsiveContainer>
          </div>
        </figure>
      )}
      <div>
        <Button variant="outline" size="sm" onClick={async () => downloadCsv(await fetchStatsCsv(offer.id))}>
          Exporter en CSV
        </Button>
      </div>
    </section>
  );
}
