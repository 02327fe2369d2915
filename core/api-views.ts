/**
 * The shapes the API answers with, as zod schemas: the server's routes declare them as response schemas
 * (so every answer is serialized through them and a private column can never leave), and the web app takes
 * its types from them (`import type`, so no zod reaches the shop's entry chunk). Money in millimes, dates as
 * ISO strings.
 */
import { z } from 'zod';
import { ORDER_TYPES } from './order-type';
import { isoDateTime, emailView, phoneView } from './schemas/view-fields';
import { ACCOUNT_ROLES, STAFF_ROLES } from './schemas/staff';
import { pageEnvelope } from './schemas/page';
import { AppliedPromotionView } from './schemas/promotions';

const millimes = z.number().int();

const PAYMENT_STATUSES = ['en_attente', 'paye', 'echoue', 'non_requis', 'rembourse'] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
const ModePaiement = z.enum(['konnect', 'especes', 'carte']);

export const OkView = z.object({ ok: z.literal(true) });
export type OkView = z.infer<typeof OkView>;

const VipLevelView = z.object({ level_name: z.string(), points_multiplier: z.number() });
type VipLevelView = z.infer<typeof VipLevelView>;

export const CustomerView = z.object({
  id: z.number().int(),
  email: emailView.nullable(),
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  telephone: phoneView.nullable(),
  onboarding_completed: z.boolean(),
  preferred_delivery_zone: z.string().nullable(),
  nombre_commandes: z.number().int(),
  current_points_balance: z.number().int(),
  total_points_earned: z.number().int(),
  total_points_redeemed: z.number().int(),
  montant_total_depense: millimes,
  vip_level: VipLevelView.nullable(),
});
export type CustomerView = z.infer<typeof CustomerView>;
export const CustomerAnswer = z.object({ customer: CustomerView });
export type CustomerAnswer = z.infer<typeof CustomerAnswer>;

const UserType = z.enum(['admin_user', 'client', 'none']);
type UserType = z.infer<typeof UserType>;
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;
/** A staff account's stored role: a back-office role or 'livreur'. */
const AccountRole = z.enum(ACCOUNT_ROLES);
export type AccountRole = z.infer<typeof AccountRole>;

/** GET /api/me: who is signed in, as what, and whether the profile still needs completing. */
export const MeView = z.object({
  user: z.object({ id: z.string(), email: emailView }).nullable(),
  userType: UserType,
  role: StaffRole.nullable(),
  customer: CustomerView.nullable(),
  needsOnboarding: z.boolean(),
  /** Present (true) for a rider's account: its page is /livreur, never the back office. */
  livreur: z.literal(true).optional(),
});
export type MeView = z.infer<typeof MeView>;

/** POST /api/auth/magic-link/verify: where to go next, and whether the account was just created. */
export const VerifyMagicLinkView = z.object({ redirect: z.string().nullable(), isNewUser: z.boolean() });
export type VerifyMagicLinkView = z.infer<typeof VerifyMagicLinkView>;
/** POST /api/auth/sign-in/password: the staff role, null for a customer. */
export const PasswordSignInView = z.object({ ok: z.literal(true), role: AccountRole.nullable() });
export type PasswordSignInView = z.infer<typeof PasswordSignInView>;

export const AddressView = z.object({
  id: z.number().int(),
  adresse: z.string(),
  ville: z.string(),
  zone_livraison: z.string(),
  label: z.enum(['Maison', 'Travail', 'Famille', 'Autre']),
  instructions_livraison: z.string().nullable(),
  usage_count: z.number().int(),
});
export type AddressView = z.infer<typeof AddressView>;
export const AddressAnswer = z.object({ address: AddressView });
export type AddressAnswer = z.infer<typeof AddressAnswer>;
export const AddressesView = z.object({ addresses: z.array(AddressView) });
export type AddressesView = z.infer<typeof AddressesView>;

/** An option chosen on an order line, as it was when ordered. */
const OrderItemChoiceView = z.object({
  groupe_id: z.number().int(),
  groupe: z.string(),
  option_id: z.number().int(),
  option: z.string(),
  prix: millimes,
});
type OrderItemChoiceView = z.infer<typeof OrderItemChoiceView>;

export const OrderItemView = z.object({
  id: z.number().int(),
  /** null once the product was deleted; the line keeps its name and prices. */
  product_id: z.number().int().nullable(),
  product_name: z.string(),
  quantity: z.number().int(),
  unit_price: millimes,
  accompaniment_id: z.number().int().nullable(),
  accompaniment_name: z.string().nullable(),
  accompaniment_price: millimes,
  /** The options chosen in the product's groups, in the groups' order (empty when none). */
  choix: z.array(OrderItemChoiceView),
  total_price: millimes,
  /** The offers' share of this line; the voucher's is spread over the lines (paidOfOrderLines). */
  remise: millimes.optional(),
});
export type OrderItemView = z.infer<typeof OrderItemView>;

const OrderCustomerView = z.object({
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  telephone: phoneView.nullable(),
  email: emailView.nullable(),
});
type OrderCustomerView = z.infer<typeof OrderCustomerView>;

/**
 * A payment to give back (a completed payment on a cancelled order, or a second one of a paid order), or
 * a refund staff made on a delivered or paid order (remboursement_client: given back at once, with its
 * motif; no payment reference for a cash order).
 */
export const RefundDueView = z.object({
  montant: millimes,
  payment_ref: z.string().nullable(),
  reason: z.enum(['commande_annulee', 'paiement_en_double', 'remboursement_client', 'correction_commande']),
  motif: z.string().nullable(),
  created_at: isoDateTime,
  refunded_at: isoDateTime.nullable(),
});
export type RefundDueView = z.infer<typeof RefundDueView>;

/** Staff only: the cash rules beside an order. */
export const CashOrderFlags = z.object({
  livraison_refusee: z.boolean(),
  /** Refused deliveries of the customer's phone number, across accounts. */
  livraisons_refusees_telephone: z.number().int(),
  /** The account or its phone number is blacklisted. */
  client_blackliste: z.boolean(),
});
export type CashOrderFlags = z.infer<typeof CashOrderFlags>;

export const OrderView = z.object({
  id: z.string(),
  numero_commande: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** A string for readers: unknown statuses display as Recu (core/order-status normalizeStatus). */
  statut_commande: z.string(),
  type_commande: z.enum(ORDER_TYPES),
  mode_paiement: ModePaiement,
  payment_status: PaymentStatus,
  total_ttc: millimes,
  frais_livraison: millimes,
  montant_remise: millimes,
  /** Offers' discounts already taken off total_ttc, and the snapshot of each applied offer. */
  montant_promotions: millimes.optional(),
  promotions: z.array(AppliedPromotionView).optional(),
  adresse_livraison: z.string().nullable(),
  ville_livraison: z.string().nullable(),
  zone_livraison: z.string().nullable(),
  instructions_livraison: z.string().nullable(),
  instructions_speciales: z.string().nullable(),
  items: z.array(OrderItemView),
  /** Personal fields: null unless the viewer owns the order or is staff. */
  customer: OrderCustomerView.nullable(),
  can_cancel: z.boolean(),
  has_review: z.boolean(),
  /**
   * Until ready (pickup) or delivered: when, computed by the server from delai_preparation_base, the
   * orders ahead in the kitchen, nombre_livreurs_actifs and the zone's temps_livraison (core/service.ts
   * orderEstimate); texte is 'Prête vers 19:45' or 'Livraison estimée vers 20:10'. Null otherwise.
   */
  estimation: z.object({ at: isoDateTime, texte: z.string() }).nullable(),
  /** Order ahead (core/slots.ts): the chosen slot (ISO), null for 'Dès que possible'. */
  scheduled_for: isoDateTime.nullable().optional(),
  /** When the kitchen must start (ISO). */
  fire_at: isoDateTime.optional(),
  /** A scheduled order not yet in the kitchen's queue: the board's 'Programmées' lane. */
  programmee: z.boolean().optional(),
  /** The acceptance promise's reminder went out for this order still Recu: the board chimes louder. */
  relance_envoyee: z.boolean().optional(),
  /** Staff only (absent otherwise): completed payments to give back, e.g. one made after the order was cancelled. */
  remboursements: z.array(RefundDueView).optional(),
  /** 'Je paierai avec' (cash): the note the rider brings change for; null unless given, and only for the owner or staff. */
  paiera_avec: millimes.nullable(),
  /** The owner's: the order waits in 'Attente_verif' for the code sent to them (a first cash order). */
  code_confirmation_attendu: z.boolean().optional(),
  /** The owner's, with the code awaited: how it was sent ('whatsapp' falls back to SMS). */
  code_confirmation_canal: z.enum(['email', 'whatsapp', 'sms']).optional(),
  /** Staff only: refused delivery, refusals of the phone number, blacklist. */
  especes: CashOrderFlags.optional(),
  /** Staff only: the current Konnect link of an unpaid konnect order and when it expires. */
  lien_paiement: z.object({ url: z.string(), expire_le: isoDateTime.nullable() }).optional(),
  /** 'telephone': taken by staff (phone or counter); absent in older answers means 'boutique'. */
  source: z.enum(['boutique', 'telephone']).optional(),
  /** Staff only: the rider a delivery is given to (riders.id), null while none. */
  livreur_id: z.number().int().nullable().optional(),
  /** Staff only: payment links of a correction's difference. */
  supplements: z.array(z.object({ montant: millimes, status: z.enum(['en_attente', 'paye']), created_at: isoDateTime })).optional(),
});
export type OrderView = z.infer<typeof OrderView>;

/** GET /api/me/orders: one page of the customer's orders, newest first. */
export const MyOrdersPage = pageEnvelope('orders', OrderView, 'pageSize');
export type MyOrdersPage = z.infer<typeof MyOrdersPage>;

/** GET /api/me/current-order: the latest order still in progress, if any. */
export const CurrentOrderAnswer = z.object({ order: OrderView.nullable() });
export type CurrentOrderAnswer = z.infer<typeof CurrentOrderAnswer>;

/** POST /api/orders: the order placed, and where to pay it when it is paid online. */
export const PlacedOrderView = z.object({
  order: OrderView,
  payUrl: z.string().nullable(),
  /** The points this order will earn (shown on the confirmation). */
  points_preview: z.number().int(),
});
export type PlacedOrderView = z.infer<typeof PlacedOrderView>;

/** POST /api/me/onboarding: the completed profile and the welcome points credited (0 when already given). */
export const OnboardingView = z.object({ customer: CustomerView, pointsCredited: z.number().int() });
export type OnboardingView = z.infer<typeof OnboardingView>;
/** PATCH /api/me/profile: the saved profile; a new e-mail waits for its confirmation link. */
export const ProfileUpdateView = z.object({ customer: CustomerView, emailChangePending: z.boolean() });
export type ProfileUpdateView = z.infer<typeof ProfileUpdateView>;

/**
 * Answers that are not JSON (a server-sent event stream, an HTML page): declared so the route table is
 * complete and the OpenAPI document says what comes back; Fastify does not serialize strings or streams.
 */
export const EventStreamView = z.string().describe('text/event-stream: `event: <name>` and `data: <json>` lines');
export const HtmlPageView = z.string().describe('text/html');
/** The e2e run's export: a JSON document or JUnit XML, as its `format` asks. */
export const E2eExportView = z.string().describe('application/json or application/xml');

/** An order as answered by GET /api/orders/:id, by number, cancel and the admin status change. */
export const OrderAnswer = z.object({ order: OrderView });
export type OrderAnswer = z.infer<typeof OrderAnswer>;

/** GET /api/admin/orders: the board's list, newest first. */
export const AdminOrdersView = z.object({ orders: z.array(OrderView) });
export type AdminOrdersView = z.infer<typeof AdminOrdersView>;

/** POST /api/orders/:id/payment: where to pay. */
export const PayUrlView = z.object({ payUrl: z.string() });
export type PayUrlView = z.infer<typeof PayUrlView>;

/** GET /api/payments/konnect/webhook: acknowledged, and whether this call marked the order paid. */
export const WebhookView = z.object({ ok: z.literal(true), paid: z.boolean() });

/** GET /api/health (503 with status 'error' while the database does not answer). */
export const HealthView = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'injoignable']) });

/** GET /api/health/live: the process answers (no I/O). */
export const LivenessView = z.object({ status: z.literal('ok') });

/**
 * GET /api/health/ready (503 with status 'error' when a check fails): each check 'ok', 'échec' or 'absent'
 * (not configured; the details are in the server's log, not in this public answer); `failed` names the failing ones.
 */
export const ReadinessView = z.object({
  status: z.enum(['ok', 'error']),
  checks: z.object({ database: z.string(), migrations: z.string(), redis: z.string(), storage: z.string() }),
  failed: z.array(z.string()),
});
export type ReadinessView = z.infer<typeof ReadinessView>;

/** GET /api/admin/me: the signed-in staff member. */
export const StaffMeView = z.object({ email: emailView, role: StaffRole, userId: z.string() });
export type StaffMeView = z.infer<typeof StaffMeView>;
