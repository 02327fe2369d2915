/**
 * Payment modes (customer-shop §1): konnect (online card payment), especes (cash), carte (card on
 * site). Stored lower-cased; any unknown string maps to konnect. Only modes marked actif in the
 * payment settings are offered.
 */

/** Display and offer order. */
export const PAYMENT_MODES = ['konnect', 'especes', 'carte'] as const;
export type ModePaiement = (typeof PAYMENT_MODES)[number];
/** What these rules read of the settings' payment modes (core/catalog.ts's ModesPaiement has this shape). */
type ModesPaiement = Record<ModePaiement, { actif: boolean; description: string }>;
export const DEFAULT_PAYMENT_MODE: ModePaiement = 'konnect';

export const PAYMENT_MODE_LABELS: Readonly<Record<ModePaiement, string>> = {
  konnect: 'Paiement en ligne',
  especes: 'Espèces',
  carte: 'Carte bancaire sur place',
};

export function isPaymentMode(value: unknown): value is ModePaiement {
  return typeof value === 'string' && (PAYMENT_MODES as readonly string[]).includes(value);
}

/** Lower-cases and trims; anything that is not a known mode (including non-strings) is konnect. */
export function normalizePaymentMode(value: unknown): ModePaiement {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return isPaymentMode(text) ? text : DEFAULT_PAYMENT_MODE;
}

export function paymentModeLabel(mode: unknown): string {
  return PAYMENT_MODE_LABELS[normalizePaymentMode(mode)];
}

/** Online payment goes through the gateway before the order counts as paid. */
export function isOnlinePayment(mode: ModePaiement): boolean {
  return mode === 'konnect';
}

/** The modes marked actif in the settings map, in PAYMENT_MODES order; missing entries are off. */
export function activePaymentModes(modes: Partial<ModesPaiement> | null | undefined): ModePaiement[] {
  return PAYMENT_MODES.filter((mode) => modes?.[mode]?.actif === true);
}

/**
 * The modes a customer (or staff taking a phone order) is offered: the active ones, only online payment
 * while 'Paiement en ligne obligatoire' is on, so no one picks a mode the order would be refused with.
 */
export function offeredPaymentModes(settings: { modes_paiement: Partial<ModesPaiement> | null | undefined; paiement_obligatoire: boolean }): ModePaiement[] {
  const active = activePaymentModes(settings.modes_paiement);
  return settings.paiement_obligatoire ? active.filter(isOnlinePayment) : active;
}
