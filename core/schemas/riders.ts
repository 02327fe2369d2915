/**
 * The riders: the list staff keep (admins manage it), an order's assignment from the board, the rider's own
 * page (its deliveries, marked delivered or refused) and the cash each rider hands in at the end of the day.
 */
import { z } from 'zod';
import { idField, optionalText, phoneField, requiredText, tndText } from './fields';
import { emailView, phoneView } from './view-fields';
import { ClosingDayParams, RiderCashView } from './closing';
import { PAYMENT_MODES } from '../payment-mode';

export const RIDER_MESSAGES = {
  nameRequired: 'Indiquez le nom du livreur',
  riderInvalid: 'Livreur invalide',
  cashInvalid: 'Le montant remis doit être un montant positif avec au plus trois décimales',
  created: 'Livreur ajouté',
  saved: 'Livreur enregistré',
  assigned: (nom: string) => `Commande confiée à ${nom}`,
  unassigned: 'Livreur retiré de la commande',
  checked: 'Espèces pointées',
  delivered: 'Livraison confirmée',
  refused: 'Livraison marquée refusée',
} as const;

export const RiderParams = z.object({ riderId: z.coerce.number({ error: RIDER_MESSAGES.riderInvalid }).int().positive(RIDER_MESSAGES.riderInvalid) });

/** A rider as staff type it; `user_id` links a staff account with the role 'livreur' (null: none). */
const riderFields = {
  nom: requiredText(RIDER_MESSAGES.nameRequired, 100),
  telephone: phoneField,
  actif: z.boolean(),
  user_id: z.string().min(1).max(100).nullable(),
};
export const RiderInput = z.object({
  ...riderFields,
  actif: riderFields.actif.optional().default(true),
  user_id: riderFields.user_id.optional().default(null),
});
export type RiderInput = z.infer<typeof RiderInput>;
/** A change: only the fields sent. */
export const RiderUpdateInput = z.object(riderFields).partial();
export type RiderUpdateInput = z.infer<typeof RiderUpdateInput>;

export const RiderView = z.object({
  id: z.number().int(),
  nom: z.string(),
  telephone: phoneView,
  actif: z.boolean(),
  user_id: z.string().nullable(),
  /** The linked account's e-mail, null when none. */
  compte: emailView.nullable(),
});
export type RiderView = z.infer<typeof RiderView>;

/** GET /api/admin/riders: the riders and the 'livreur' accounts an admin may link. */
export const RiderListView = z.object({
  riders: z.array(RiderView),
  comptes: z.array(z.object({ userId: z.string(), email: emailView })),
});
export type RiderListView = z.infer<typeof RiderListView>;

/** PUT /api/admin/orders/:id/rider: the rider to give the delivery to, null to take it back. */
export const AssignRiderInput = z.object({ rider_id: idField(RIDER_MESSAGES.riderInvalid).nullable() });
export type AssignRiderInput = z.infer<typeof AssignRiderInput>;

/** One delivery as its rider sees it: where, whom to call, what to collect and the change to bring. */
export const RiderDeliveryView = z.object({
  id: z.string(),
  numero_commande: z.string(),
  statut_commande: z.string(),
  client: z.string().nullable(),
  telephone: phoneView.nullable(),
  adresse: z.string().nullable(),
  instructions: z.string().nullable(),
  lien_carte: z.string().nullable(),
  /** Millimes to collect at the door: 0 when paid online. */
  a_encaisser: z.number().int(),
  deja_paye: z.boolean(),
  mode_paiement: z.enum(PAYMENT_MODES),
  paiera_avec: z.number().int().nullable(),
  monnaie: z.number().int().nullable(),
  /** Out for delivery: the rider can mark it delivered or refused. */
  actions: z.boolean(),
});
export type RiderDeliveryView = z.infer<typeof RiderDeliveryView>;

/** GET /api/livreur/orders: the signed-in rider's deliveries still to make and the cash collected today. */
export const RiderPageView = z.object({
  livreur: z.object({ id: z.number().int(), nom: z.string() }),
  livraisons: z.array(RiderDeliveryView),
  especes_du_jour: z.object({ commandes: z.number().int(), total: z.number().int() }),
});
export type RiderPageView = z.infer<typeof RiderPageView>;

export const RiderRefusalInput = z.object({ motif: optionalText(300).optional().default(null) });

const cashHandedIn = z.int({ error: RIDER_MESSAGES.cashInvalid }).min(0, RIDER_MESSAGES.cashInvalid).max(999_999_999, RIDER_MESSAGES.cashInvalid);

export const RiderCashInput = z.object({ especes_remises: cashHandedIn });
export type RiderCashInput = z.infer<typeof RiderCashInput>;
/** The back office's form: the cash handed in typed in TND. */
export const RiderCashForm = z.object({ especes_remises: tndText(cashHandedIn) });

export const RiderCashParams = RiderParams.extend(ClosingDayParams.shape);

export const RiderCashDayView = z.object({ jour: z.string(), livreurs: z.array(RiderCashView) });
export type RiderCashDayView = z.infer<typeof RiderCashDayView>;
