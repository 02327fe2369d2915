/**
 * The owner's question, per offer: did it pay? Orders that used it (test and cancelled orders left out),
 * customers new (that order was their first) or returning, the discount given, the revenue, the average
 * basket against the other orders of the same weekdays over the same period, what is left of its caps,
 * and the figures per day (restaurant's clock). The same figures as CSV. The dashboard's read them over the
 * period chosen above them (its other figures' query, core/dashboard.ts resolvePeriod); what is left of the caps
 * is always now's.
 */
import { desc, ne, sql } from 'drizzle-orm';
import { toCsv } from '@core/csv';
import { fromMillimes, toMillimes } from '@core/money';
import { JOURS_SEMAINE } from '@core/week-days';
import { resolvePeriod } from '@core/dashboard';
import type { DashboardPeriodQuery } from '@core/schemas/dashboard';
import { PROMOTION_STATUS_LABELS, promotionStatus } from '@core/promotions';
import type { PromotionStatsView, PromotionsFiguresView } from '@core/schemas/promotions';
import type { DbOrTx } from '../../db/client';
import { promotions } from '../../db/schema/index';
import { selectRows } from '../../db/select-rows';
import { AppError } from '../../errors';
import { eq } from 'drizzle-orm';
import { remainingOf } from './promotion-views';

const TZ = 'Africa/Tunis';

/** Orders placed from startsAt (included) to endsAt (excluded); null: since ever. */
type Window = { startsAt: Date; endsAt: Date } | null;

/** The uses that count (not given back, not a test or cancelled order), of one offer or of all, in the window. */
function usedOrders(id: number | null, window: Window) {
  return sql`select o.id, o.customer_id, o.total_ttc, o.created_at, r.amount
    from promotion_redemptions r join orders o on o.id = r.order_id
    where ${id === null ? sql`true` : sql`r.promotion_id = ${id}`} and r.released_at is null and not o.is_test and o.statut_commande <> 'Annule'
      and ${window ? sql`o.created_at >= ${window.startsAt.toISOString()}::timestamptz and o.created_at < ${window.endsAt.toISOString()}::timestamptz` : sql`true`}`;
}

/** Orders, discount and revenue per day (restaurant's clock); an order with two offers counts once. */
async function perDayOf(db: DbOrTx, id: number | null, window: Window): Promise<PromotionStatsView['par_jour']> {
  const perDay = await selectRows<{ jour: string; commandes: number; remise: string; ca: string }>(
    db,
    sql`with used as (${usedOrders(id, window)}), orders_used as (select id, created_at, total_ttc, sum(amount) as amount from used group by id, created_at, total_ttc)
      select to_char(created_at at time zone ${TZ}, 'YYYY-MM-DD') as jour, count(*)::int as commandes,
        sum(amount)::text as remise, sum(total_ttc)::text as ca
      from orders_used group by 1 order by 1`,
  );
  return perDay.map((d) => ({ jour: d.jour, commandes: Number(d.commandes), remise: toMillimes(d.remise), chiffre_affaires: toMillimes(d.ca) }));
}

export async function getPromotionStats({ db, id, window = null }: { db: DbOrTx; id: number; window?: Window }): Promise<PromotionStatsView> {
  const [offer] = await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
  if (!offer) throw new AppError('PROMOTION_NOT_FOUND');
  const used = usedOrders(id, window);
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
    par_jour: await perDayOf(db, id, window),
  };
}

type FiguresOptions = { db: DbOrTx; query: DashboardPeriodQuery; now?: Date };

/**
 * The dashboard's offers: every published offer (newest first, 20 at most) with its page's figures over the
 * dashboard's period, and the days of all in it.
 */
export async function getPromotionsFigures({ db, query, now = new Date() }: FiguresOptions): Promise<PromotionsFiguresView> {
  const { startsAt, endsAt } = resolvePeriod(query, now);
  const window = { startsAt, endsAt };
  const rows = await db.select().from(promotions).where(ne(promotions.etat, 'brouillon')).orderBy(desc(promotions.created_at), desc(promotions.id)).limit(20);
  const offres: PromotionsFiguresView['offres'] = [];
  for (const row of rows) {
    const { par_jour: _days, ...figures } = await getPromotionStats({ db, id: row.id, window });
    const { status, raison } = promotionStatus({ ...row, debut: row.conditions.debut, fin: row.conditions.fin }, now);
    offres.push({ id: row.id, nom: row.nom, status, raison, ...figures });
  }
  return { offres, par_jour: await perDayOf(db, null, window) };
}

export async function exportPromotionsFigures({ db, query }: { db: DbOrTx; query: DashboardPeriodQuery }): Promise<{ filename: string; csv: string }> {
  const { offres } = await getPromotionsFigures({ db, query });
  const tnd = (m: number | null) => (m === null ? '' : fromMillimes(m));
  const csv = toCsv([
    [
      'offre',
      'statut',
      'commandes',
      'clients_nouveaux',
      'clients_fideles',
      'remise_tnd',
      'chiffre_affaires_tnd',
      'panier_moyen_tnd',
      'panier_moyen_sans_tnd',
      'utilisations_restantes',
      'budget_restant_tnd',
    ],
    ...offres.map((o) => [
      o.nom,
      PROMOTION_STATUS_LABELS[o.status],
      o.commandes,
      o.clients_nouveaux,
      o.clients_fideles,
      fromMillimes(o.remise),
      fromMillimes(o.chiffre_affaires),
      fromMillimes(o.panier_moyen),
      tnd(o.panier_moyen_sans),
      o.utilisations_restantes ?? '',
      tnd(o.budget_restant),
    ]),
  ]);
  return { filename: 'offres.csv', csv };
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
