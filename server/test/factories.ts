/**
 * Factories that insert rows: each `buildX(db, overrides)` writes one valid row (and what it needs) and
 * returns it. Tests create what they need with them instead of reading the demo seed; unique columns get
 * fresh values, so a test never collides with another one's rows. Shared by the server tests (on their
 * app's `app.database.db`) and the browser journeys (on the started app's database, e2e/support).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { sameHoursEveryDay, type HorairesReguliers, type ModesPaiement } from '../../core/catalog';
import { NO_CONDITIONS } from '../../core/schemas/promotions';
import type { Db } from '../db/client';
import {
  accompagnements,
  account,
  categories,
  customerAddresses,
  customers,
  groupesOptions,
  imprimantes,
  loyaltySettings,
  missions,
  options,
  orderItems,
  orderStatusHistory,
  orders,
  produits,
  produitsAccompagnements,
  promotions,
  restaurantSettings,
  user,
  userRoles,
  vipLevels,
  zonesLivraison,
} from '../db/schema/index';
import { generateOrderNumber } from '../modules/orders/order-number';
import { catalogChanged } from './catalog-caches';
import type { AccountRole } from '@core/api-views';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;
export type Category = typeof categories.$inferSelect;
export type Product = typeof produits.$inferSelect;
export type Accompaniment = typeof accompagnements.$inferSelect;
export type Zone = typeof zonesLivraison.$inferSelect;
export type Customer = typeof customers.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;

/** A short random suffix for unique columns (codes, e-mails). */
/** Never all digits (a name read as a number would pass for a raw id in the history's wording checks). */
function uniqueSuffix(): string {
  return `k${randomBytes(4).toString('hex')}`;
}

export async function buildCategory(db: Db, overrides: Insert<typeof categories> = {}): Promise<Category> {
  const suffix = uniqueSuffix();
  const [row] = await db
    .insert(categories)
    .values({ code_interne: `cat-${suffix}`, nom_fr: `Catégorie ${suffix}`, ...overrides })
    .returning();
  catalogChanged(db);
  return row!;
}

/** A product in `overrides.category_id`, or in a new category. Default price 12.500 TND. */
export async function buildProduct(db: Db, overrides: Insert<typeof produits> = {}): Promise<Product> {
  const category_id = overrides.category_id ?? (await buildCategory(db)).id;
  const [row] = await db
    .insert(produits)
    .values({ nom_fr: `Produit ${uniqueSuffix()}`, prix: 12_500, ...overrides, category_id })
    .returning();
  catalogChanged(db);
  return row!;
}

/**
 * An accompaniment, linked to `products` when given (those products then have a_des_accompagnements).
 * Default: a paying side at 2.000 TND.
 */
export async function buildAccompaniment(
  db: Db,
  overrides: Insert<typeof accompagnements> & { products?: ReadonlyArray<{ id: number }> } = {},
): Promise<Accompaniment> {
  const { products = [], ...columns } = overrides;
  const gratuit = columns.gratuit ?? false;
  const [row] = await db
    .insert(accompagnements)
    .values({ nom_fr: `Accompagnement ${uniqueSuffix()}`, prix: gratuit ? 0 : 2_000, ...columns })
    .returning();
  await linkAccompaniment(db, row!, products);
  catalogChanged(db);
  return row!;
}

export type OptionGroup = typeof groupesOptions.$inferSelect & { options: (typeof options.$inferSelect)[] };

/**
 * An option group of a product with its options, in the given order: by default 'Sauce',
 * required, one choice, no option unless given.
 */
export async function buildOptionGroup(
  db: Db,
  overrides: Insert<typeof groupesOptions> & { produit_id: number; options?: Omit<Insert<typeof options>, 'groupe_id'>[] },
): Promise<OptionGroup> {
  const { options: optionRows = [], ...columns } = overrides;
  const [group] = await db
    .insert(groupesOptions)
    .values({ nom_fr: 'Sauce', obligatoire: true, min_choix: 1, max_choix: 1, ...columns })
    .returning();
  const rows = optionRows.length
    ? await db
        .insert(options)
        .values(optionRows.map((o, i) => ({ nom_fr: `Option ${uniqueSuffix()}`, ordre_affichage: i + 1, ...o, groupe_id: group!.id })))
        .returning()
    : [];
  catalogChanged(db);
  return { ...group!, options: rows };
}

/** Links an accompaniment to products and marks them as having sides. */
export async function linkAccompaniment(db: Db, side: { id: number }, products: ReadonlyArray<{ id: number }>): Promise<void> {
  if (products.length === 0) return;
  await db.insert(produitsAccompagnements).values(products.map((p) => ({ produit_id: p.id, accompagnement_id: side.id })));
  for (const p of products) {
    await db.update(produits).set({ a_des_accompagnements: true }).where(eq(produits.id, p.id));
  }
}

/** A delivery zone: 5.000 TND fee, 15.000 TND minimum, free from 50.000 TND (the demo's 'centre'). */
export async function buildZone(db: Db, overrides: Insert<typeof zonesLivraison> = {}): Promise<Zone> {
  const suffix = uniqueSuffix();
  const [row] = await db
    .insert(zonesLivraison)
    .values({
      code: `zone-${suffix}`,
      nom: `Zone ${suffix}`,
      frais_livraison: 5_000,
      minimum_commande: 15_000,
      minimum_gratuite: 50_000,
      temps_livraison: 30,
      ...overrides,
    })
    .returning();
  catalogChanged(db);
  return row!;
}

const allDay = { ouvert: true, ouverture: '00:00', fermeture: '00:00' };
/** 24 h service every day: ordering is open whatever the clock says. */
export const OPEN_ALL_DAY: HorairesReguliers = sameHoursEveryDay(allDay);

/** Every payment mode on (online, cash, card on site). */
const ALL_PAYMENT_MODES: ModesPaiement = {
  konnect: { description: 'Paiement en ligne par carte (Konnect)', actif: true },
  especes: { description: 'Espèces à la livraison', actif: true },
  carte: { description: 'Carte bancaire sur place', actif: true },
};

/**
 * The restaurant_settings row (id 1), written or replaced: open around the clock with no last-order
 * margin (tests run at any hour) and every payment mode on, unless `overrides` say otherwise.
 */
export async function buildRestaurantSettings(db: Db, overrides: Insert<typeof restaurantSettings> = {}) {
  const values = {
    nom_restaurant: 'Sakura Sushi',
    telephone: '71123456',
    horaires_reguliers: OPEN_ALL_DAY,
    derniere_cmd_livraison: 0,
    derniere_cmd_emporter: 0,
    modes_paiement: ALL_PAYMENT_MODES,
    // Tests place bursts of orders; the kitchen cap (default 10 at once) is tested where it is set.
    commandes_simultanees_max: 1000,
    ...overrides,
    id: 1,
  };
  const [row] = await db.insert(restaurantSettings).values(values).onConflictDoUpdate({ target: restaurantSettings.id, set: values }).returning();
  catalogChanged(db);
  return row!;
}

/** Only the payment modes of the settings row (created if missing): `{ especes: false }` turns cash off. */
export async function buildPaymentModes(db: Db, actifs: Partial<Record<keyof ModesPaiement, boolean>> = {}) {
  const modes = Object.fromEntries(
    Object.entries(ALL_PAYMENT_MODES).map(([key, mode]) => [key, { ...mode, actif: actifs[key as keyof ModesPaiement] ?? mode.actif }]),
  ) as ModesPaiement;
  const [existing] = await db.select({ id: restaurantSettings.id }).from(restaurantSettings);
  if (!existing) return buildRestaurantSettings(db, { modes_paiement: modes });
  const [row] = await db.update(restaurantSettings).set({ modes_paiement: modes }).where(eq(restaurantSettings.id, 1)).returning();
  catalogChanged(db);
  return row!;
}

/** The loyalty_settings row (id 1), written or replaced: on, 100 welcome points, 1 point per TND. */
export async function buildLoyaltySettings(db: Db, overrides: Insert<typeof loyaltySettings> = {}) {
  const values = { enabled: true, welcome_bonus_points: 100, points_per_tnd: 1, min_redemption_points: 100, points_value_tnd: 10, ...overrides, id: 1 };
  const [row] = await db.insert(loyaltySettings).values(values).onConflictDoUpdate({ target: loyaltySettings.id, set: values }).returning();
  catalogChanged(db);
  return row!;
}

export async function buildVipLevel(db: Db, overrides: Insert<typeof vipLevels> = {}) {
  const [row] = await db
    .insert(vipLevels)
    .values({ level_name: `Niveau ${uniqueSuffix()}`, points_multiplier: 1, min_points: 0, ...overrides })
    .returning();
  catalogChanged(db);
  return row!;
}

/**
 * A published automatic offer of 10 % on the order with no condition; `conditions` are merged into the
 * empty ones (core/schemas/promotions.ts's stored form).
 */
export async function buildPromotion(
  db: Db,
  overrides: Omit<Insert<typeof promotions>, 'conditions'> & { conditions?: Partial<(typeof promotions.$inferInsert)['conditions']> } = {},
) {
  const { conditions, ...rest } = overrides;
  const [row] = await db
    .insert(promotions)
    .values({
      nom: `Offre ${uniqueSuffix()}`,
      kind: 'order_percent',
      percent: 10,
      etat: 'publiee',
      ...rest,
      conditions: { ...NO_CONDITIONS, ...conditions },
    })
    .returning();
  return row!;
}

/** A running mission: by default 20 points for a first order, never reset. */
export async function buildMission(db: Db, overrides: Insert<typeof missions> = {}) {
  const [row] = await db
    .insert(missions)
    .values({ title: `Mission ${uniqueSuffix()}`, mission_type: 'first_order', target_value: 1, reward_points: 20, reset_period: 'none', ...overrides })
    .returning();
  return row!;
}

/**
 * What a test needs to place an order: the settings row (open all day, every payment mode), a zone, a
 * product without sides, a product with a linked paying side, and a side linked to nothing ordered.
 */
export async function buildShop(db: Db, options: { settings?: Insert<typeof restaurantSettings>; zone?: Insert<typeof zonesLivraison> } = {}) {
  const settings = await buildRestaurantSettings(db, options.settings);
  const zone = await buildZone(db, options.zone);
  const category = await buildCategory(db);
  const product = await buildProduct(db, { category_id: category.id, prix: 18_000 });
  const withSide = await buildProduct(db, { category_id: category.id, prix: 22_000 });
  const side = await buildAccompaniment(db, { prix: 3_000, products: [withSide] });
  const foreignSide = await buildAccompaniment(db, { prix: 1_500 });
  return { settings, zone, category, product, withSide: { ...withSide, a_des_accompagnements: true }, side, foreignSide };
}

export interface BuiltUser {
  id: string;
  email: string;
}

/** A better-auth user row (e-mail verified). */
async function buildUser(db: Db, overrides: { email?: string; name?: string } = {}): Promise<BuiltUser> {
  const email = (overrides.email ?? `client-${uniqueSuffix()}@example.tn`).toLowerCase();
  const [row] = await db
    .insert(user)
    .values({ id: randomUUID(), email, name: overrides.name ?? '', emailVerified: true })
    .returning({ id: user.id, email: user.email });
  return row!;
}

/**
 * A customer with its sign-in user and a complete profile (onboarding done) unless `overrides` say
 * otherwise. `email` names both. Sign it in with `sessionCookieFor(app, customer.auth_user_id)`.
 */
export async function buildCustomer(db: Db, overrides: Insert<typeof customers> = {}): Promise<Customer & { auth_user_id: string; email: string }> {
  const authUser = overrides.auth_user_id ? null : await buildUser(db, { email: overrides.email ?? undefined });
  const [row] = await db
    .insert(customers)
    .values({
      prenom: 'Test',
      nom: 'Client',
      telephone: '22123456',
      onboarding_completed: true,
      ...overrides,
      auth_user_id: overrides.auth_user_id ?? authUser!.id,
      email: overrides.email ?? authUser?.email ?? `client-${uniqueSuffix()}@example.tn`,
    })
    .returning();
  return row as Customer & { auth_user_id: string; email: string };
}

export async function buildAddress(db: Db, overrides: Insert<typeof customerAddresses> & { customer_id: number }) {
  const [row] = await db
    .insert(customerAddresses)
    .values({ adresse: '12 rue de Marseille', ville: 'Tunis', zone_livraison: 'centre', ...overrides })
    .returning();
  return row!;
}

export const STAFF_PASSWORD = 'sakura-staff-2026';

/**
 * A staff member (admin by default) who can sign in at /admin/login with `password` (default
 * STAFF_PASSWORD), through better-auth's credential account.
 */
/** The default password's hash, computed once per process (scrypt takes a few hundred ms on a busy machine). */
let staffPasswordHash: Promise<string> | undefined;

export async function buildStaff(db: Db, overrides: { role?: AccountRole; email?: string; password?: string } = {}) {
  const role = overrides.role ?? 'admin';
  const password = overrides.password ?? STAFF_PASSWORD;
  const hash = password === STAFF_PASSWORD ? await (staffPasswordHash ??= hashPassword(STAFF_PASSWORD)) : await hashPassword(password);
  const staff = await buildUser(db, { email: overrides.email ?? `${role}-${uniqueSuffix()}@example.tn` });
  await db.insert(account).values({ id: randomUUID(), userId: staff.id, accountId: staff.id, providerId: 'credential', password: hash });
  await db.insert(userRoles).values({ user_id: staff.id, role });
  return { ...staff, role, password };
}

export interface OrderLineInput {
  product: { id: number; nom_fr: string; prix: number };
  quantity?: number;
  accompaniment?: { id: number; nom_fr: string; prix: number };
  /** Options chosen, as the order line keeps them. */
  choix?: { groupe_id: number; groupe: string; option_id: number; option: string; prix: number }[];
}

/**
 * An order as placeOrder would write it, in any status and payment state: its lines (default one line
 * of a new product), totals computed from them, and its first status history row. Takeaway and
 * paid in cash by default; `customer_id` defaults to a new customer.
 */
export async function buildOrder(db: Db, overrides: Insert<typeof orders> & { items?: OrderLineInput[] } = {}): Promise<Order & { items: OrderItem[] }> {
  const { items: lines = [{ product: await buildProduct(db) }], ...columns } = overrides;
  const customer_id = columns.customer_id ?? (await buildCustomer(db)).id;
  const rows = lines.map(({ product, quantity = 1, accompaniment, choix = [] }) => {
    const unit_price = product.prix + (accompaniment?.prix ?? 0) + choix.reduce((sum, c) => sum + c.prix, 0);
    return {
      product_id: product.id,
      product_name: product.nom_fr,
      quantity,
      unit_price,
      accompaniment_id: accompaniment?.id ?? null,
      accompaniment_name: accompaniment?.nom_fr ?? null,
      accompaniment_price: accompaniment?.prix ?? 0,
      choix,
      total_price: unit_price * quantity,
    };
  });
  const subtotal = rows.reduce((sum, r) => sum + r.total_price, 0);
  const delivery = columns.type_commande === 'Livraison';
  const frais_livraison = columns.frais_livraison ?? 0;
  const payment_status = columns.payment_status ?? 'non_requis';
  const [order] = await db
    .insert(orders)
    .values({
      numero_commande: generateOrderNumber(),
      type_commande: 'A_emporter',
      mode_paiement: 'especes',
      ...(delivery ? { adresse_livraison: '12 rue de Marseille', ville_livraison: 'Tunis', zone_livraison: 'centre' } : {}),
      total_ttc: subtotal + frais_livraison - (columns.montant_remise ?? 0),
      ...(payment_status === 'paye' ? { paid_at: new Date() } : {}),
      // An order placed for as soon as possible is fired when it is placed, as place-order does.
      ...(columns.created_at && !columns.scheduled_for ? { fire_at: columns.created_at } : {}),
      ...columns,
      payment_status,
      frais_livraison,
      customer_id,
    })
    .returning();
  const items = await db
    .insert(orderItems)
    .values(rows.map((r) => ({ ...r, order_id: order!.id })))
    .returning();
  await db.insert(orderStatusHistory).values({ order_id: order!.id, statut: order!.statut_commande, changed_by: 'customer' });
  return { ...order!, items };
}

/** A printer of Paramètres › Imprimantes: by default an active network printer for both tickets on 127.0.0.1. */
export async function buildPrinter(db: Db, overrides: Insert<typeof imprimantes> = {}) {
  const [printer] = await db
    .insert(imprimantes)
    .values({ nom: `Imprimante ${uniqueSuffix()}`, role: 'les_deux', connexion: 'reseau', hote: '127.0.0.1', port: 9100, ...overrides })
    .returning();
  return printer!;
}
