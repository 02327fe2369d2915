/**
 * An offer's figures (did it pay?): orders, new and returning customers, discount given, revenue, average
 * basket with and without it, uses and budget left, the orders and discount per day, and the CSV export.
 */
import { formatTND } from '@core/money';
import type { AdminPromotionView } from '@core/schemas/promotions';
import { OfferDaysChart } from '../../../components/offer-days-chart';
import { Button } from '../../../components/ui/button';
import { downloadCsv } from '../../../lib/download-csv';
import { Spinner } from '../../../components/ui/spinner';
import { fetchStatsCsv, usePromotionStats } from '../api/promotions';

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
      {stats.par_jour.length > 0 && <OfferDaysChart caption="Commandes et remise par jour" days={stats.par_jour} />}
      <div>
        <Button variant="outline" size="sm" onClick={async () => downloadCsv(await fetchStatsCsv(offer.id))}>
          Exporter en CSV
        </Button>
      </div>
    </section>
  );
}
