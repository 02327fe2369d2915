/** /admin/users: staff (invite, role, disable) and customers (search, detail, blacklist). */
import { z } from 'zod';
import { emailField } from './fields';
import { isoDateTime, emailView, phoneView } from './view-fields';

/** The back office's roles. */
export const STAFF_ROLES = ['admin', 'operator'] as const;
/** Every staff account's role: the back office's, and 'livreur' (a rider: its own page and deliveries, no back office). */
export const ACCOUNT_ROLES = [...STAFF_ROLES, 'livreur'] as const;
export const STAFF_ROLE_LABELS = { admin: 'Administrateur', operator: 'Opérateur', livreur: 'Livreur' } as const;

export const USERS_MESSAGES = {
  invalidRole: 'Rôle invalide : admin, operator ou livreur',
  invited: 'Invitation envoyée',
  roleChanged: 'Rôle modifié',
  disabled: 'Compte désactivé',
  enabled: 'Compte réactivé',
  reasonRequired: 'Indiquez la raison de la mise sur liste noire',
  blacklisted: 'Client ajouté à la liste noire',
  unblacklisted: 'Client retiré de la liste noire',
} as const;

const role = z.enum(ACCOUNT_ROLES, { error: USERS_MESSAGES.invalidRole });

export const InviteStaffInput = z.object({ email: emailField(), role });
export const StaffParams = z.object({ userId: z.string().min(1).max(100) });
export const StaffUpdateInput = z.object({ role: role.optional(), desactive: z.boolean().optional() });
export type InviteStaffInput = z.infer<typeof InviteStaffInput>;
export type StaffUpdateInput = z.infer<typeof StaffUpdateInput>;

export const StaffView = z.object({
  userId: z.string(),
  email: emailView,
  name: z.string(),
  role,
  desactive: z.boolean(),
  derniere_connexion: z.string().nullable(),
  isSelf: z.boolean(),
});
export type StaffView = z.infer<typeof StaffView>;
export const StaffListView = z.object({ staff: z.array(StaffView) });
/** POST /api/admin/staff: the invited member's user id. */
export const StaffInvitedView = z.object({ userId: z.string() });
export type StaffInvitedView = z.infer<typeof StaffInvitedView>;

export const CustomerSearchQuery = z.object({ q: z.string().trim().max(100).optional().default('') });
export const CustomerParams = z.object({ id: z.coerce.number({ error: 'Client introuvable' }).int().positive('Client introuvable') });

export const CustomerSummaryView = z.object({
  id: z.number(),
  prenom: z.string().nullable(),
  nom: z.string().nullable(),
  email: emailView.nullable(),
  telephone: phoneView.nullable(),
  nombre_commandes: z.number(),
  is_blacklisted: z.boolean(),
  blacklist_motif: z.string().nullable(),
  created_at: isoDateTime,
});
export type CustomerSummaryView = z.infer<typeof CustomerSummaryView>;
export const CustomerListView = z.object({ customers: z.array(CustomerSummaryView) });

export const CustomerDetailView = z.object({
  customer: CustomerSummaryView,
  points: z.number(),
  addresses: z.array(z.object({ id: z.number(), adresse: z.string(), ville: z.string().nullable() })),
  orders: z.array(
    z.object({
      id: z.string(),
      numero_commande: z.string(),
      created_at: isoDateTime,
      statut_commande: z.string(),
      total_ttc: z.number(),
      type_commande: z.string(),
      is_test: z.boolean(),
    }),
  ),
});
export type CustomerDetailView = z.infer<typeof CustomerDetailView>;

/** The reason a customer goes on the blacklist (the back-office form's contract too). */
export const BlacklistReasonInput = z.object({
  motif: z.string({ error: USERS_MESSAGES.reasonRequired }).trim().min(1, USERS_MESSAGES.reasonRequired).max(300),
});
export type BlacklistReasonInput = z.infer<typeof BlacklistReasonInput>;

export const BlacklistInput = z.discriminatedUnion(
  'is_blacklisted',
  [z.object({ is_blacklisted: z.literal(true), ...BlacklistReasonInput.shape }), z.object({ is_blacklisted: z.literal(false) })],
  { error: USERS_MESSAGES.reasonRequired },
);
