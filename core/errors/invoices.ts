/** Refusals of invoices and credit notes. */
import { defineErrors } from './define';

export const INVOICE_ERRORS = defineErrors({
  INVOICE_NOT_ALLOWED: { status: 422, message: 'Une facture ne peut être établie que pour une commande livrée ou payée.' },
  INVOICE_EXISTS: { status: 409, message: 'Cette commande a déjà une facture.' },
  FISCAL_SETTINGS_INCOMPLETE: {
    status: 409,
    message: 'La facturation n’est pas encore configurée par le restaurant (raison sociale, matricule fiscal, adresse et taux de TVA).',
  },
  INVOICE_NOT_FOUND: { status: 404, message: 'Facture introuvable' },
});
