/**
 * A service day as the back office shows it: when closed, the figures kept by its closing (a later refund or
 * correction changes nothing of them) with the refunds and corrections made on its orders since, listed as after the
 * closing; else the figures as they are now.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ClosingDayView } from '@core/schemas/closing';
import type { DbOrTx } from '../../db/client';
import { appEvents, closings, orders, paymentRefunds } from '../../db/schema/index';
import { dayFigures } from './day-figures';
import { riderCashOfDay } from './rider-cash-of-day';

type ClosingRow = typeof closings.$inferSelect;

async function changesAfter(db: DbOrTx, closing: ClosingRow): Promise<ClosingDayView['apres_cloture']> {
  if (closing.order_ids.length === 0) return [];
  const [refunds, corrections] = await Promise.all([
    db
      .select({ numero_commande: orders.numero_commande, at: paymentRefunds.created_at, montant: paymentRefunds.montant })
      .from(paymentRefunds)
      .innerJoin(orders, eq(orders.id, paymentRefunds.order_id))
      .where(and(inArray(paymentRefunds.order_id, closing.order_ids), gt(paymentRefunds.created_at, closing.closed_at)))
      .orderBy(asc(paymentRefunds.created_at)),
    db
      .select({ numero_commande: orders.numero_commande, at: appEvents.created_at })
      .from(appEvents)
      .innerJoin(orders, sql`${orders.id}::text = ${appEvents.context}->>'order_id'`)
      .where(and(eq(appEvents.event, 'order.corrected'), inArray(orders.id, closing.order_ids), gt(appEvents.created_at, closing.closed_at))),
  ]);
  return [
    ...refunds.map((r) => ({ numero_commande: r.numero_commande, at: r.at, kind: 'remboursement' as const, montant: r.montant })),
    ...corrections.map((c) => ({ numero_commande: c.numero_commande, at: c.at, kind: 'correction' as const, montant: null })),
  ]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((change) => ({ ...change, at: change.at.toISOString() }));
}

export async function findClosing(db: DbOrTx, jour: string): Promise<ClosingRow | undefined> {
  const [row] = await db.select().from(closings).where(eq(closings.jour, jour)).limit(1);
  return row;
}

export async function closingDayView(db: DbOrTx, jour: string): Promise<ClosingDayView> {
  const closing = await findClosing(db, jour);
  const livreurs = await riderCashOfDay(db, jour);
  if (!closing) return { jour, figures: (await dayFigures(db, jour)).figures, cloture: null, apres_cloture: [], livreurs };
  return {
    jour,
    figures: closing.figures,
    cloture: {
      especes_attendues: closing.especes_attendues,
      especes_comptees: closing.especes_comptees,
      ecart: closing.ecart,
      note: closing.note,
      closed_by: closing.closed_by_name,
      closed_at: closing.closed_at.toISOString(),
    },
    apres_cloture: await changesAfter(db, closing),
    livreurs,
  };
}
