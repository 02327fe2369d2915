/**
 * The dashboard's 'Offres' (admins): each published offer's figures as on its page (orders, new and
 * returning customers, discount, revenue, average basket with and without it, uses and budget left), the
 * orders and discount of all offers per day, and the CSV export, over the period chosen above (what is left of
 * the caps is now's). The offer's own page has its chart.
 */
import { Link } from 'react-router';
import { formatTND } from '@core/money';
import { PROMOTION_STATUS_LABELS } from '@core/promotions';
import { OfferDaysChart } from '../../../components/offer-days-chart';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { downloadCsv } from '../../../lib/download-csv';
import { fetchPromotionsFiguresCsv, usePromotionsFigures, type PeriodChoice } from '../api/dashboard';

export function PromotionsSection({ choice }: { choice: PeriodChoice }) {
  const { data, isPending } = usePromotionsFigures(choice);
  return (
    <section className="grid gap-3" aria-labelledby="dashboard-offres">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dashboard-offres" className="text-xl font-semibold text-paper">
          Offres
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" size="sm" asChild>
            <Link to="/admin/promotions">Gérer les offres</Link>
          </Button>
          <Button variant="outline" size="sm" onClick={async () => downloadCsv(await fetchPromotionsFiguresCsv(choice))}>
            Exporter en CSV
          </Button>
        </div>
      </div>
      {isPending || !data ? (
        <Spinner />
      ) : data.offres.length === 0 ? (
        <p className="text-sm text-paper-400">Aucune offre publiée pour l’instant.</p>
      ) : (
        <>
          <div
            className="overflow-x-auto rounded-md border border-ink-600 bg-ink-800"
            data-testid="dashboard-offres"
            role="region"
            aria-label="Résultats de chaque offre"
            tabIndex={0}
          >
            <table className="w-full min-w-[52rem] text-sm">
              <thead className="text-left text-xs text-paper-400">
                <tr>
                  {[
                    'Offre',
                    'Commandes',
                    'Nouveaux / fidèles',
                    'Remise',
                    'Chiffre d’affaires',
                    'Panier moyen',
                    'Sans l’offre',
                    'Utilisations restantes',
                    'Budget restant',
                  ].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-normal">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {data.offres.map((o) => (
                  <tr key={o.id} className="border-t border-ink-600">
                    <th scope="row" className="px-3 py-2 text-left font-semibold">
                      {o.nom}
                      <span className="block text-xs font-normal text-paper-400">
                        {PROMOTION_STATUS_LABELS[o.status]}
                        {o.raison ? ` · ${o.raison}` : ''}
                      </span>
                    </th>
                    <td className="px-3 py-2">{o.commandes}</td>
                    <td className="px-3 py-2">
                      {o.clients_nouveaux} / {o.clients_fideles}
                    </td>
                    <td className="px-3 py-2">{formatTND(o.remise)}</td>
                    <td className="px-3 py-2">{formatTND(o.chiffre_affaires)}</td>
                    <td className="px-3 py-2">{formatTND(o.panier_moyen)}</td>
                    <td className="px-3 py-2">{o.panier_moyen_sans === null ? '—' : formatTND(o.panier_moyen_sans)}</td>
                    <td className="px-3 py-2">{o.utilisations_restantes === null ? 'Illimitées' : o.utilisations_restantes}</td>
                    <td className="px-3 py-2">{o.budget_restant === null ? 'Sans budget' : formatTND(o.budget_restant)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.par_jour.length > 0 && <OfferDaysChart caption="Commandes avec une offre et remise accordée, par jour" days={data.par_jour} />}
        </>
      )}
    </section>
  );
}
