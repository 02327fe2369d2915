/**
 * How an order is shown to people (success, tracking and payment pages, kitchen ticket): subtotal,
 * French dates in the restaurant's time zone, and the help card's call and WhatsApp links.
 */
import { formatTND, type Millimes } from './money';
import { RESTAURANT_TIME_ZONE } from './opening-hours';

/** The success page's subtotal: total_ttc minus frais_livraison (customer-shop §2). */
/**
 * The discount lines of an order, as every reader shows them (totals, receipt, e-mails): each applied
 * offer by its name (the order's snapshot), then the loyalty voucher.
 */
export function orderDiscountLines(order: {
  montant_remise?: Millimes;
  promotions?: readonly { nom: string; amount: Millimes }[];
}): { label: string; amount: Millimes }[] {
  const lines = (order.promotions ?? []).map((offer) => ({ label: offer.nom, amount: offer.amount }));
  if (order.montant_remise) lines.push({ label: 'Bon d’achat', amount: order.montant_remise });
  return lines;
}

export function orderSubtotal(order: { total_ttc: Millimes; frais_livraison: Millimes; montant_remise?: Millimes; montant_promotions?: Millimes }): Millimes {
  // total_ttc has the voucher discount and the offers' (orders.montant_promotions) already taken off
  return order.total_ttc - order.frais_livraison + (order.montant_remise ?? 0) + (order.montant_promotions ?? 0);
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: RESTAURANT_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const timeFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: RESTAURANT_TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** '22 novembre 2026 à 15:04', on the restaurant's clock whatever the browser's zone. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function formatOrderTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

/** Tunisian numbers are 8 digits; links need the international form. */
function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 8 ? `216${digits}` : digits;
}

export function telHref(phone: string): string {
  return `tel:+${internationalDigits(phone)}`;
}

export function helpMessage(numeroCommande: string): string {
  return `Bonjour, j'ai besoin d'aide pour ma commande n° ${numeroCommande}`;
}

/** WhatsApp chat with the restaurant, the message prefilled with the order number. */
export function whatsappHref(phone: string, numeroCommande: string): string {
  return `https://wa.me/${internationalDigits(phone)}?text=${encodeURIComponent(helpMessage(numeroCommande))}`;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: RESTAURANT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD' of an instant on the restaurant's clock: the order board's default date filter. */
export function restaurantDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** payment_status of an order, as staff read it on the board and the kitchen ticket. */
export const PAYMENT_STATUS_LABELS = {
  en_attente: 'Paiement en attente',
  paye: 'Payée',
  echoue: 'Paiement échoué',
  non_requis: 'À encaisser',
  rembourse: 'Remboursée',
} as const;

function paymentStatusLabel(status: keyof typeof PAYMENT_STATUS_LABELS): string {
  return PAYMENT_STATUS_LABELS[status] ?? status;
}

/**
 * The payment's state in words, for staff: a refund of part of the total says so with what was given back
 * ('Remboursée en partie (5.000 TND)'), since 'Remboursée' alone reads as the whole total.
 */
export function paymentStatusText(order: {
  payment_status: keyof typeof PAYMENT_STATUS_LABELS;
  total_ttc: Millimes;
  /** What staff gave back (payment_refunds of reason remboursement_client). */
  montant_rembourse?: Millimes;
}): string {
  const refunded = order.montant_rembourse ?? 0;
  if (order.payment_status === 'rembourse' && refunded > 0 && refunded < order.total_ttc) return `Remboursée en partie (${formatTND(refunded)})`;
  return paymentStatusLabel(order.payment_status);
}

/** What staff gave back of an order: its refunds of reason remboursement_client already made. */
export function refundedToCustomer(refunds: readonly { reason: string; montant: Millimes; refunded_at: string | Date | null }[] | undefined): Millimes {
  return (refunds ?? []).reduce((sum, r) => (r.reason === 'remboursement_client' && r.refunded_at ? sum + r.montant : sum), 0);
}
