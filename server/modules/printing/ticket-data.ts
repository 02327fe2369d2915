/** An order as its tickets see it (core/print/ticket-order.ts), read from the database. */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TicketOrder, TicketRestaurant } from '@core/print/ticket-order';
import type { DbOrTx } from '../../db/client';
import { customers, orderItems, orders, paymentRefunds } from '../../db/schema/index';
import { readSettingsRow } from '../../db/settings-row';

export async function loadTicketOrder({ db, orderId }: { db: DbOrTx; orderId: string }): Promise<{ order: TicketOrder; restaurant: TicketRestaurant } | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.order_id, orderId)).orderBy(asc(orderItems.id));
  const [customer] = await db
    .select({ prenom: customers.prenom, nom: customers.nom, telephone: customers.telephone })
    .from(customers)
    .where(eq(customers.id, row.customer_id))
    .limit(1);
  const [refunded] = await db
    .select({ montant: sql<number>`coalesce(sum(${paymentRefunds.montant}), 0)::int` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.order_id, orderId), eq(paymentRefunds.reason, 'remboursement_client'), isNotNull(paymentRefunds.refunded_at)));
  const settings = await readSettingsRow({ db });
  const nom = [customer?.prenom, customer?.nom].filter(Boolean).join(' ');
  return {
    order: {
      numero_commande: row.numero_commande,
      created_at: row.created_at,
      type_commande: row.type_commande,
      scheduledFor: row.scheduled_for,
      source: row.source,
      paieraAvec: row.paiera_avec,
      items: items.map((item) => ({
        quantity: item.quantity,
        product_name: item.product_name,
        accompaniment_name: item.accompaniment_name,
        total_price: item.total_price,
        choix: item.choix.map((c) => ({ groupe: c.groupe, option: c.option })),
      })),
      client: customer ? { nom: nom || 'Client', telephone: customer.telephone } : null,
      adresse_livraison: row.adresse_livraison,
      ville_livraison: row.ville_livraison,
      instructions_livraison: row.instructions_livraison,
      instructions_speciales: row.instructions_speciales,
      frais_livraison: row.frais_livraison,
      montant_remise: row.montant_remise,
      montant_promotions: row.montant_promotions,
      promotions: row.promotions,
      total_ttc: row.total_ttc,
      mode_paiement: row.mode_paiement,
      payment_status: row.payment_status,
      montant_rembourse: refunded?.montant ?? 0,
    },
    restaurant: { nom: settings.nom_restaurant, adresse: settings.adresse, ville: settings.ville, telephone: settings.telephone },
  };
}
