/**
 * The owner's question, per offer: did it pay? Orders that used it (test and cancelled orders left out),
 * customers new (that order was their first) or returning, the discount given, the revenue, the average
 * basket against the other orders of the same weekdays over the same period, what is left of its caps,
 * and the figures per day (restaurant's clock). The same figures as CSV.
 */
import { sql } from 'drizzle-orm';
import { toCsv } from '@core/csv';
import { fromMillimes, toMillimes } from '@core/money';
import { JOURS_SEMAINE } from '@core/week-days';
import type { PromotionStatsView } from '@core/schemas/promotions';
import type { DbOrTx } from '../../db/client';
import { promotions } from '../../db/schema/index';
import { selectRows } from '../../db/select-rows';
import { AppError } from '../../errors';
import { eq } from 'drizzle-orm';
import { remainingOf } from './promotion-views';

const TZ = 'Africa/Tunis';

export async function getPromotionStats({ db, id }: { db: DbOrTx; id: number }): Promise<PromotionStatsView> {
  const [offer] = await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
  if (!offer) throw new AppError('PROMOTION_NOT_FOUND');
  const used = sql`select o.id, o.customer_id, o.total_ttc, o.created_at, r.amount
    from promotion_redemptions r join orders o on o.id = r.order_id
    where r.promotion_id = ${id} and r.released_at is null and not o.is_test and o.statut_commande <> 'Annule'`;
  const [totals] = await selectRows<{ commandes: number; nouveaux: number; remise: string; ca: string; debut: string | null; fin: string | null }>(
    db,
    sql`with used as (${used})
      select count(*)::int as commandes,
        count(*) filter (where not exists (
          select 1 from orders p where p.customer_id = used.customer_id and p.created_at < used.created_at and p.statut_commande <> 'Annule' and not p.is_test
        ))::int as nouveaux,
        coalesce(sum(amount), 0)::text as remise, coalesce(sum(total_ttc), 0)::text as ca,
        min(created_at)::text as debut, max(created_at)::text as fin
      from used`,
  );
  const commandes = Number(totals?.commandes ?? 0);
  const ca = toMillimes(totals?.ca ?? '0');
  // the same weekdays as the offer (every day without a condition), over the period it was used, without it
  const days = offer.conditions.jours.length ? offer.conditions.jours.map((j) => JOURS_SEMAINE.indexOf(j) + 1) : [1, 2, 3, 4, 5, 6, 7];
  const [without] =
    totals?.debut && totals.fin
      ? await selectRows<{ avg: string | null }>(
          db,
          sql`select round(avg(o.total_ttc), 3)::text as avg from orders o
            where o.created_at between ${totals.debut}::timestamptz and ${totals.fin}::timestamptz
              and not o.is_test and o.statut_commande <> 'Annule'
              and extract(isodow from o.created_at at time zone ${TZ})::int in (${sql.join(
                days.map((d) => sql`${d}`),
                sql`, `,
              )})
              and not exists (select 1 from promotion_redemptions r where r.order_id = o.id and r.promotion_id = ${id} and r.released_at is null)`,
        )
      : [];
  const perDay = await selectRows<{ jour: string; commandes: number; remise: string; ca: string }>(
    db,
    sql`with used as (${used})
      select to_char(created_at at time zone ${TZ}, 'YYYY-MM-DD') as jour, count(*)::int as commandes,
        sum(amount)::text as remise, sum(total_ttc)::text as ca
      from used group by 1 order by 1`,
  );
  const left = remainingOf(offer, null);
  return {
    commandes,
    clients_nouveaux: Number(totals?.nouveaux ?? 0),
    clients_fideles: commandes - Number(totals?.nouveaux ?? 0),
    remise: toMillimes(totals?.remise ?? '0'),
    chiffre_affaires: ca,
    panier_moyen: commandes ? Math.round(ca / commandes) : 0,
    panier_moyen_sans: without?.avg ? toMillimes(without.avg) : null,
    utilisations_restantes: left.uses === null ? null : Math.max(0, left.uses),
    budget_restant: left.budget === null ? null : Math.max(0, left.budget),
    par_jour: perDay.map((d) => ({ jour: d.jour, commandes: Number(d.commandes), remise: toMillimes(d.remise), chiffre_affaires: toMillimes(d.ca) })),
  };
}

export async function exportPromotionStats({ db, id }: { db: DbOrTx; id: number }): Promise<{ filename: string; csv: string }> {
  const stats = await getPromotionStats({ db, id });
  const csv = toCsv([
    ['jour', 'commandes', 'remise_tnd', 'chiffre_affaires_tnd'],
    ...stats.par_jour.map((d) => [d.jour, d.commandes, fromMillimes(d.remise), fromMillimes(d.chiffre_affaires)]),
    ['total', stats.commandes, fromMillimes(stats.remise), fromMillimes(stats.chiffre_affaires)],
  ]);
  return { filename: `offre-${id}.csv`, csv };
}
