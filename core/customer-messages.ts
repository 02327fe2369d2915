/**
 * Messages to customers by WhatsApp and SMS: which order changes are told, the parameters of
 * each message (the same list fills the WhatsApp template's {{1}}… and the SMS text), the texts in
 * French and Arabic, the customer's choice of channel and how a message's delivery reads in the
 * back-office. Pure: the server queues and sends, the web app shows the labels.
 */
import { z } from 'zod';
import { CASH_MESSAGES } from './cash';
import { formatTND, type Millimes } from './money';
import type { StatutCommande } from './order-status';
import type { TypeCommande } from './order-type';
import { isOnlinePayment, type ModePaiement } from './payment-mode';

export const MESSAGE_EVENTS = [
  'confirmed',
  'ready',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'payment_failed',
  'confirmation_code',
  'payment_link',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

export const MESSAGE_EVENT_LABELS: Readonly<Record<MessageEvent, string>> = {
  confirmed: 'Commande confirmée',
  ready: 'Prête à récupérer',
  out_for_delivery: 'En livraison',
  delivered: 'Livrée (avis)',
  cancelled: 'Annulée',
  payment_failed: 'Paiement échoué',
  confirmation_code: 'Code de confirmation',
  payment_link: 'Lien de paiement',
};

/** The approved template names proposed by default (Meta's names: lower case and underscores). */
export const DEFAULT_TEMPLATE_NAMES: Readonly<Record<MessageEvent, string>> = {
  confirmed: 'commande_confirmee',
  ready: 'commande_prete',
  out_for_delivery: 'commande_en_livraison',
  delivered: 'commande_livree',
  cancelled: 'commande_annulee',
  payment_failed: 'paiement_echoue',
  confirmation_code: 'code_confirmation',
  payment_link: 'lien_paiement',
};

export interface MessageParams {
  prenom: string;
  numero: string;
  restaurant: string;
  /** 'dès que possible' or the slot ('pour le 12/03 à 19:30'). */
  moment?: string;
  /** tracking, review or payment retry link, or the Konnect payment link staff send */
  lien?: string;
  /** The confirmation code of a first cash order (blanked once the message is done). */
  code?: string;
  /** The amount to pay, as the customer reads it ('42,500 DT'). */
  montant?: string;
  /**
   * The order's discount lines ('-20 % sur les Makis -2.600 TND, Bon d’achat -5.000 TND'), 'confirmed' only.
   * The SMS says them; the WhatsApp template keeps its approved parameters (its tracking link shows them).
   */
  remises?: string;
}

/** The body parameters of each template, in order ({{1}}, {{2}}…). */
export const TEMPLATE_PARAMS: Readonly<Record<MessageEvent, readonly (keyof MessageParams)[]>> = {
  confirmed: ['prenom', 'numero', 'moment', 'lien'],
  ready: ['prenom', 'numero', 'restaurant'],
  out_for_delivery: ['prenom', 'numero', 'lien'],
  delivered: ['prenom', 'numero', 'lien'],
  cancelled: ['prenom', 'numero', 'restaurant'],
  payment_failed: ['prenom', 'numero', 'lien'],
  confirmation_code: ['code', 'numero'],
  payment_link: ['prenom', 'numero', 'montant', 'lien'],
};

export type MessageLanguage = 'fr' | 'ar';

const TEXTS: Readonly<Record<MessageLanguage, Readonly<Record<MessageEvent, (p: MessageParams) => string>>>> = {
  fr: {
    confirmed: (p) =>
      `Bonjour ${p.prenom}, votre commande ${p.numero} est confirmée, ${p.moment ?? 'dès que possible'}.${p.remises ? ` Remises : ${p.remises}.` : ''} Suivi : ${p.lien ?? ''}`,
    ready: (p) => `Bonjour ${p.prenom}, votre commande ${p.numero} est prête : venez la récupérer chez ${p.restaurant}.`,
    out_for_delivery: (p) => `Bonjour ${p.prenom}, votre commande ${p.numero} est en route vers vous. Suivi : ${p.lien ?? ''}`,
    delivered: (p) => `Bonjour ${p.prenom}, votre commande ${p.numero} a été livrée. Bon appétit ! Donnez-nous votre avis : ${p.lien ?? ''}`,
    cancelled: (p) => `Bonjour ${p.prenom}, votre commande ${p.numero} chez ${p.restaurant} a été annulée.`,
    payment_failed: (p) => `Bonjour ${p.prenom}, le paiement de votre commande ${p.numero} a échoué. Réessayer : ${p.lien ?? ''}`,
    confirmation_code: (p) => CASH_MESSAGES.codeBody(p.code ?? '', p.numero),
    payment_link: (p) => `Bonjour ${p.prenom}, réglez votre commande ${p.numero} (${p.montant ?? ''}) par ce lien de paiement : ${p.lien ?? ''}`,
  },
  ar: {
    confirmed: (p) =>
      `مرحبا ${p.prenom}، تم تأكيد طلبك ${p.numero}، ${p.moment ?? 'في أقرب وقت'}.${p.remises ? ` التخفيضات: ${p.remises}.` : ''} المتابعة: ${p.lien ?? ''}`,
    ready: (p) => `مرحبا ${p.prenom}، طلبك ${p.numero} جاهز: يمكنك استلامه من ${p.restaurant}.`,
    out_for_delivery: (p) => `مرحبا ${p.prenom}، طلبك ${p.numero} في الطريق إليك. المتابعة: ${p.lien ?? ''}`,
    delivered: (p) => `مرحبا ${p.prenom}، تم توصيل طلبك ${p.numero}. بالهناء! شاركنا رأيك: ${p.lien ?? ''}`,
    cancelled: (p) => `مرحبا ${p.prenom}، تم إلغاء طلبك ${p.numero} لدى ${p.restaurant}.`,
    payment_failed: (p) => `مرحبا ${p.prenom}، فشل دفع طلبك ${p.numero}. أعد المحاولة: ${p.lien ?? ''}`,
    confirmation_code: (p) => `رمز تأكيد طلبك ${p.numero}: ${p.code ?? ''}. أدخله في صفحة المتابعة لإرسال طلبك إلى المطبخ.`,
    payment_link: (p) => `مرحبا ${p.prenom}، ادفع طلبك ${p.numero} (${p.montant ?? ''}) عبر هذا الرابط: ${p.lien ?? ''}`,
  },
};

/** The tracking page's query parameter that opens the review form (the 'delivered' message's link). */
export const REVIEW_PARAM = 'avis';

/** The SMS text (and what the WhatsApp template says, for the stand-in and the back-office). */
export function messageText(event: MessageEvent, params: MessageParams, language: MessageLanguage = 'fr'): string {
  return TEXTS[language][event](params).replace(/\s+$/, '');
}

/** The template's body parameters, in order. */
export function templateParameters(event: MessageEvent, params: MessageParams): string[] {
  return TEMPLATE_PARAMS[event].map((key) => params[key] ?? '');
}

/** The discount lines of an order in one phrase (core/order-display.ts orderDiscountLines), '' without any. */
export function discountsText(lines: readonly { label: string; amount: Millimes }[]): string {
  return lines.map((line) => `${line.label} -${formatTND(line.amount)}`).join(', ');
}

/** 'dès que possible', or the slot in the restaurant's time zone. */
export function momentText(scheduledFor: Date | null | undefined, timeZone = 'Africa/Tunis'): string {
  if (!scheduledFor) return 'dès que possible';
  const date = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', timeZone }).format(scheduledFor);
  const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone }).format(scheduledFor);
  return `pour le ${date} à ${time}`;
}

/** What the messages' rules read of an order (the server's order row fits). */
export interface MessageOrder {
  statut_commande: StatutCommande;
  type_commande: TypeCommande;
  mode_paiement: ModePaiement;
  payment_status: string;
}

/**
 * Whether 'Commande confirmée' is due for an order as it stands: it is in the kitchen's flow (not waiting in
 * 'En vérification' for a first cash order's code, not cancelled) and, paid online, it is paid. Asked when the
 * order is placed, when its online payment completes and when it leaves 'En vérification'; sent once per order
 * in any case (the messages' unique key per order and event).
 */
export function confirmationDue(order: MessageOrder): boolean {
  if (order.statut_commande === 'Attente_verif' || order.statut_commande === 'Annule') return false;
  return !isOnlinePayment(order.mode_paiement) || order.payment_status === 'paye';
}

/**
 * The message an order's change of status (from `from`) calls for: 'confirmed' when it leaves 'En
 * vérification' for the flow (its cash code typed, or staff accepting it: to Reçue or straight to En
 * préparation) and is due; 'ready' only for an order collected at the restaurant (a delivery's Prête is
 * followed by 'En livraison'); null when the customer is not told.
 */
export function messageEventForStatus(order: MessageOrder, from: StatutCommande): MessageEvent | null {
  if (from === 'Attente_verif' && confirmationDue(order)) return 'confirmed';
  switch (order.statut_commande) {
    case 'Pret':
      return order.type_commande === 'Livraison' ? null : 'ready';
    case 'En_livraison':
      return 'out_for_delivery';
    case 'Livre':
      return 'delivered';
    case 'Annule':
      return 'cancelled';
    default:
      return null;
  }
}

// ---- The customer's choice --------------------------------------------------------------------------

export const CANAUX_MESSAGES = ['whatsapp', 'sms', 'email'] as const;
export type CanalMessages = (typeof CANAUX_MESSAGES)[number];

export const CANAL_MESSAGES_LABELS: Readonly<Record<CanalMessages, string>> = {
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  email: 'E-mail uniquement',
};

export type ConsentSource = 'checkout' | 'profil' | 'stop_whatsapp' | 'stop_sms';

export const MessageConsentInput = z.object({
  canal: z.enum(CANAUX_MESSAGES, { error: 'Choisissez WhatsApp, SMS ou E-mail uniquement' }),
});
export type MessageConsentInput = z.infer<typeof MessageConsentInput>;

export const MessageConsentView = z.object({
  canal: z.enum(CANAUX_MESSAGES),
  /** ISO date of the choice; null when the customer never chose (e-mail only). */
  depuis: z.string().nullable(),
  /** Why the last WhatsApp/SMS consent ended, when a 'STOP' ended it. */
  arrete_par_stop: z.boolean(),
});
export type MessageConsentView = z.infer<typeof MessageConsentView>;

/** The channels a message may use under a choice: WhatsApp falls back to SMS; SMS is SMS only. */
export function channelsFor(canal: CanalMessages): ('whatsapp' | 'sms')[] {
  if (canal === 'whatsapp') return ['whatsapp', 'sms'];
  if (canal === 'sms') return ['sms'];
  return [];
}

/** A reply that ends the consent ('STOP', 'Arrêt', 'توقف'…), whatever the case and spacing. */
export function isStopReply(text: string): boolean {
  const word = text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[.!]+$/, '');
  return ['stop', 'arret', 'arreter', 'stopper', 'unsubscribe', 'توقف', 'قف'].includes(word);
}

// ---- The back-office view ----------------------------------------------------------------------------

export type MessageDelivery = 'en_attente' | 'envoye' | 'distribue' | 'lu' | 'echec' | 'bascule_sms' | 'ignore';

export const MESSAGE_DELIVERY_LABELS: Readonly<Record<MessageDelivery, string>> = {
  en_attente: 'En attente',
  envoye: 'Envoyé',
  distribue: 'Distribué',
  lu: 'Lu',
  echec: 'Échec',
  bascule_sms: 'Basculé en SMS',
  ignore: 'Non envoyé (pas de consentement)',
};

type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** How a message's state reads for the staff (sent, delivered, read, failed, fell back to SMS). */
export function messageDelivery(row: {
  status: string;
  channel: 'whatsapp' | 'sms' | null;
  whatsapp_status: DeliveryStatus | null;
  sms_status: DeliveryStatus | null;
}): MessageDelivery {
  if (row.status === 'skipped') return 'ignore';
  if (row.status === 'failed') return 'echec';
  const current = row.channel === 'sms' ? row.sms_status : row.whatsapp_status;
  if (row.channel === 'sms' && row.whatsapp_status !== null) {
    return current === 'failed' ? 'echec' : 'bascule_sms';
  }
  switch (current) {
    case 'delivered':
      return 'distribue';
    case 'read':
      return 'lu';
    case 'failed':
      return row.status === 'sent' ? 'echec' : 'en_attente';
    case 'sent':
      return 'envoye';
    default:
      return 'en_attente';
  }
}

export const OrderMessageView = z.object({
  id: z.number(),
  event: z.enum(MESSAGE_EVENTS),
  libelle: z.string(),
  canal: z.enum(['whatsapp', 'sms']).nullable(),
  statut: z.enum(['en_attente', 'envoye', 'distribue', 'lu', 'echec', 'bascule_sms', 'ignore']),
  statut_libelle: z.string(),
  /** the SMS's own delivery when the message fell back */
  sms_statut: z.enum(['sent', 'delivered', 'read', 'failed']).nullable(),
  envoye_le: z.string().nullable(),
  erreur: z.string().nullable(),
});
export type OrderMessageView = z.infer<typeof OrderMessageView>;
export const OrderMessagesView = z.object({ messages: z.array(OrderMessageView) });
