/**
 * A rider's own page: the deliveries given to the signed-in rider and not yet finished, with what to collect, and
 * the cash collected today. A rider acts on its own orders only: any other order answers 404, as if it did not
 * exist. 'Livrée' and 'Refusée' go through the orders' one status change and the cash module's refusal rule.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { mapLink, RIDER_PAGE_STATUSES, toCollect } from '@core/riders';
import { serviceDayOf } from '@core/opening-hours';
import type { RiderDeliveryView, RiderPageView } from '@core/schemas/riders';
import type { DbOrTx } from '../../db/client';
import { findOrderById, orderNotFound } from '../../db/find-order';
import { customers, orders, restaurantSettings, riders } from '../../db/schema/index';
import { readSettingsColumns } from '../../db/settings-row';
import { AppError } from '../../errors';
import { riderCashOfDay } from '../closing/rider-cash-of-day';

type RiderRow = typeof riders.$inferSelect;

/** The rider of a 'livreur' account; 404 when the account is linked to none. */
export async function riderOfAccount(db: DbOrTx, userId: string): Promise<RiderRow> {
  const [rider] = await db.select().from(riders).where(eq(riders.user_id, userId)).limit(1);
  if (!rider) throw new AppError('RIDER_NOT_FOUND');
  return rider;
}

/** One of this rider's orders, else 404 (never 403: another rider's order is not to be known). */
export async function ownDelivery(db: DbOrTx, rider: RiderRow, orderId: string) {
  const order = await findOrderById({ db, orderId });
  if (order.rider_id !== rider.id) throw orderNotFound();
  return order;
}

export async function riderPage(db: DbOrTx, rider: RiderRow, now = new Date()): Promise<RiderPageView> {
  const rows = await db
    .select({ order: orders, prenom: customers.prenom, nom: customers.nom, telephone: customers.telephone })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .where(and(eq(orders.rider_id, rider.id), inArray(orders.statut_commande, [...RIDER_PAGE_STATUSES])))
    .orderBy(asc(orders.created_at));
  const settings = await readSettingsColumns(db, { horaires: restaurantSettings.horaires_reguliers });
  const today = serviceDayOf(settings?.horaires ?? {}, now);
  const mine = (await riderCashOfDay(db, today)).find((line) => line.rider_id === rider.id);
  const livraisons: RiderDeliveryView[] = rows.map(({ order, prenom, nom, telephone }) => ({
    id: order.id,
    numero_commande: order.numero_commande,
    statut_commande: order.statut_commande,
    client: [prenom, nom].filter(Boolean).join(' ') || null,
    telephone,
    adresse: [order.adresse_livraison, order.ville_livraison].filter(Boolean).join(', ') || null,
    instructions: order.instructions_livraison,
    lien_carte: mapLink(order.adresse_livraison, order.ville_livraison),
    mode_paiement: order.mode_paiement,
    ...toCollect(order),
    paiera_avec: order.paiera_avec,
    actions: order.statut_commande === 'En_livraison',
  }));
  return {
    livreur: { id: rider.id, nom: rider.nom },
    livraisons,
    especes_du_jour: { commandes: mine?.commandes ?? 0, total: mine?.especes_attendues ?? 0 },
  };
}
