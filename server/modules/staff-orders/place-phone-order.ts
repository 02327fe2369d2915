/**
 * A phone or counter order: staff place it for a customer found by phone or e-mail, or for a
 * new one (a name and a mobile number). It goes through the shop's own placeOrder (orders/place-order.ts:
 * hours, service controls, menu, sold-out, zones, minimums, prices, loyalty, notifications, live board),
 * with the staff member as its author, so `orders.source` is 'telephone'.
 *
 * A new customer is a customers row without an auth user (auth_user_id null, onboarding completed by
 * staff): no e-mail sign-in is needed. If they later sign in with the e-mail given here, the shop's
 * reconcile (accounts/reconcile-customer.ts) links that row to their account, history and points included.
 * A new customer whose order is refused (closed, below the minimum, ...) is removed again, so the
 * corrected retry does not find their number taken; a replayed Idempotency-Key finds its order.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PhoneOrderInput, NewPhoneCustomerInput } from '@core/schemas/staff-orders';
import type { Db } from '../../db/client';
import { customers, orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { CatalogCache } from '../catalog/catalog-cache';
import { recordAppEvent } from '../events/record-app-event';
import { placeOrder, type PlacedOrder } from '../orders/place-order';

export interface PlacePhoneOrderOptions {
  db: Db;
  catalog: CatalogCache;
  input: PhoneOrderInput;
  idempotencyKey: string;
  publicUrl: string;
  /** user.id of the staff member taking the order */
  staffUserId: string;
  now?: Date;
}

export async function placePhoneOrder(options: PlacePhoneOrderOptions): Promise<PlacedOrder> {
  const { db, input, staffUserId } = options;
  const place = (customerId: number) =>
    placeOrder({
      db,
      catalog: options.catalog,
      customerId,
      input: input.commande,
      idempotencyKey: options.idempotencyKey,
      publicUrl: options.publicUrl,
      placedBy: staffUserId,
      now: options.now,
    });
  if (input.customer_id) {
    const [known] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, input.customer_id)).limit(1);
    if (!known) throw new AppError('STAFF_CUSTOMER_NOT_FOUND');
    return place(known.id);
  }
  const fresh = input.nouveau_client!;
  const replay = await replayedCustomer(db, fresh, options.idempotencyKey);
  if (replay !== null) return place(replay);
  const customerId = await createPhoneCustomer(db, fresh);
  try {
    const placed = await place(customerId);
    await recordAppEvent(db, {
      event: 'customer.created_by_staff',
      userId: staffUserId,
      context: { customer_id: customerId, order_id: placed.order.id, numero_commande: placed.order.numero_commande },
    });
    return placed;
  } catch (error) {
    // Refused: the customer row made for this order goes again (it has no order, nothing hangs off it).
    await db
      .delete(customers)
      .where(and(eq(customers.id, customerId), eq(customers.nombre_commandes, 0)))
      .catch(() => undefined);
    throw error;
  }
}

/** The customer a first attempt with the same key created (its answer was lost): the same order is answered. */
async function replayedCustomer(db: Db, fresh: NewPhoneCustomerInput, key: string): Promise<number | null> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(orders, eq(orders.customer_id, customers.id))
    .where(and(eq(customers.telephone, fresh.telephone), eq(orders.idempotency_key, key)))
    .limit(1);
  return row?.id ?? null;
}

async function createPhoneCustomer(db: Db, fresh: NewPhoneCustomerInput): Promise<number> {
  const [phoneTaken] = await db.select({ id: customers.id }).from(customers).where(eq(customers.telephone, fresh.telephone)).limit(1);
  if (phoneTaken) throw new AppError('CUSTOMER_PHONE_TAKEN');
  if (fresh.email) {
    const [emailTaken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(sql`lower(${customers.email}) = ${fresh.email.toLowerCase()}`)
      .limit(1);
    if (emailTaken) throw new AppError('CUSTOMER_EMAIL_TAKEN');
  }
  const [created] = await db
    .insert(customers)
    .values({
      prenom: fresh.prenom,
      nom: fresh.nom,
      telephone: fresh.telephone,
      email: fresh.email,
      onboarding_completed: true,
    })
    .returning({ id: customers.id });
  return created!.id;
}
