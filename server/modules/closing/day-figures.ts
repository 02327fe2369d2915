/**
 * A service day's figures as they are now (core/closing.ts): its orders (by the moment they are served: scheduled_for,
 * else created_at) and the refunds given back that day, each placed on its service day by the opening hours.
 */
import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { closingFigures, type ClosingFigures } from '@core/closing';
import { serviceDayOf, serviceDaySpan } from '@core/opening-hours';
import type { DbOrTx } from '../../db/client';
import { orders, paymentRefunds, restaurantSettings } from '../../db/schema/index';
import { readSettingsColumns } from '../../db/settings-row';

const servedAt = sql<Date>`coalesce(${orders.scheduled_for}, ${orders.created_at})`.mapWith(orders.created_at);

export async function dayFigures(db: DbOrTx, jour: string): Promise<{ figures: ClosingFigures; orderIds: string[] }> {
  const settings = await readSettingsColumns(db, { horaires: restaurantSettings.horaires_reguliers });
  const horaires = settings?.horaires ?? {};
  const { from, to } = serviceDaySpan(jour);
  const [dayOrders, refunds] = await Promise.all([
    db
      .select({
        id: orders.id,
        at: servedAt,
        numero_commande: orders.numero_commande,
        mode_paiement: orders.mode_paiement,
        statut_commande: orders.statut_commande,
        total_ttc: orders.total_ttc,
        frais_livraison: orders.frais_livraison,
        montant_remise: orders.montant_remise,
        montant_promotions: orders.montant_promotions,
        is_test: orders.is_test,
        tva: orders.tva,
      })
      .from(orders)
      .where(and(gte(servedAt, from), lt(servedAt, to))),
    db
      .select({
        at: paymentRefunds.refunded_at,
        numero_commande: orders.numero_commande,
        mode_paiement: orders.mode_paiement,
        montant: paymentRefunds.montant,
        is_test: orders.is_test,
      })
      .from(paymentRefunds)
      .innerJoin(orders, eq(orders.id, paymentRefunds.order_id))
      .where(and(isNotNull(paymentRefunds.refunded_at), gte(paymentRefunds.refunded_at, from), lt(paymentRefunds.refunded_at, to))),
  ]);
  const ofDay = dayOrders.filter((o) => serviceDayOf(horaires, o.at) === jour);
  const figures = closingFigures(
    ofDay.map((o) => ({ ...o, tva: o.tva?.parts ?? null })),
    refunds.filter((r) => r.at !== null && serviceDayOf(horaires, r.at) === jour),
  );
  return { figures, orderIds: ofDay.map((o) => o.id) };
}
