/**
 * Marketing messages (offers, campaigns, broadcasts): the customer's consent per channel, kept apart from
 * the order messages' choice (core/customer-messages.ts), and the one rule every marketing message obeys
 * before it leaves: consent on its channel, the quiet hours (a message due then waits for the morning)
 * and the frequency cap (at most one marketing message per customer per N days). Pure: the server
 * records and sends, the web app shows the labels.
 */
import { z } from 'zod';

export const MARKETING_CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

export const MARKETING_CHANNEL_LABELS: Readonly<Record<MarketingChannel, string>> = {
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
};

/**
 * Where a consent was given or withdrawn: the profile, the question after a delivered order (tracking
 * page), the unsubscribe link of a marketing e-mail, a 'STOP' reply by WhatsApp or SMS.
 */
const MARKETING_CONSENT_SOURCES = ['profil', 'suivi', 'lien', 'stop_whatsapp', 'stop_sms'] as const;
export type MarketingConsentSource = (typeof MARKETING_CONSENT_SOURCES)[number];

export const MARKETING_SOURCE_LABELS: Readonly<Record<MarketingConsentSource, string>> = {
  profil: 'depuis votre profil',
  suivi: 'après une commande livrée',
  lien: 'par le lien de désabonnement',
  stop_whatsapp: 'par STOP sur WhatsApp',
  stop_sms: 'par STOP par SMS',
};

const ChannelConsent = z.object({
  accorde: z.boolean(),
  /** ISO date of the latest choice on this channel; null when never asked (off). */
  depuis: z.string().nullable(),
  source: z.enum(MARKETING_CONSENT_SOURCES).nullable(),
});

export const MarketingConsentView = z.object({
  email: ChannelConsent,
  whatsapp: ChannelConsent,
  sms: ChannelConsent,
  /** The question after a delivered order was answered already (or the customer chose in the profile). */
  deja_demande: z.boolean(),
});
export type MarketingConsentView = z.infer<typeof MarketingConsentView>;

/** The channels the customer sets (absent: unchanged); 'suivi' with none set records a 'non merci'. */
export const MarketingConsentInput = z.object({
  email: z.boolean({ error: 'Choix invalide' }).optional(),
  whatsapp: z.boolean({ error: 'Choix invalide' }).optional(),
  sms: z.boolean({ error: 'Choix invalide' }).optional(),
  source: z.enum(['profil', 'suivi'], { error: 'Source invalide' }).default('profil'),
});
export type MarketingConsentInput = z.infer<typeof MarketingConsentInput>;

export const UnsubscribeView = z.object({
  canal: z.enum(MARKETING_CHANNELS),
  /** The address or number, partly hidden ('a•••@gmail.com'). */
  destinataire: z.string(),
  accorde: z.boolean(),
});
export type UnsubscribeView = z.infer<typeof UnsubscribeView>;

/** 'a•••@gmail.com', '•••• 56' */
export function maskRecipient(value: string): string {
  const at = value.indexOf('@');
  if (at > 0) return `${value[0]}•••${value.slice(at)}`;
  return `•••• ${value.slice(-2)}`;
}

/** What ends every WhatsApp and SMS marketing text: how to stop. */
export const STOP_FOOTER = 'Répondez STOP pour ne plus recevoir nos offres.';

/** The text of a WhatsApp or SMS marketing message, ending with how to stop. */
export function marketingSmsText(text: string): string {
  const body = text.trim();
  return body.endsWith(STOP_FOOTER) ? body : `${body}\n${STOP_FOOTER}`;
}

// ---- The sending rule -------------------------------------------------------------------------------

const MARKETING_TIME_ZONE = 'Africa/Tunis';
/** No marketing message from 21:00 to 10:00 (restaurant's time). */
const QUIET_HOURS = { fromMinute: 21 * 60, toMinute: 10 * 60 } as const;
const DAY_MS = 86_400_000;

function minuteOfDay(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute') + get('second') / 60;
}

/** The end of the quiet hours when `at` falls in them (the next 10:00), else null. */
export function quietUntil(at: Date, timeZone: string = MARKETING_TIME_ZONE): Date | null {
  const minute = minuteOfDay(at, timeZone);
  const { fromMinute, toMinute } = QUIET_HOURS;
  let wait: number;
  if (minute >= fromMinute) wait = 24 * 60 - minute + toMinute;
  else if (minute < toMinute) wait = toMinute - minute;
  else return null;
  return new Date(Math.round((at.getTime() + wait * 60_000) / 1000) * 1000);
}

export type MarketingDecision =
  { kind: 'send' } | { kind: 'wait'; until: Date } | { kind: 'skip'; reason: 'sans_consentement' | 'plafond' | 'sans_destinataire' };

/**
 * Whether a marketing message due `now` leaves: not without consent on its channel nor without a
 * recipient (skipped), not in the quiet hours (it waits for their end), not when the customer had a
 * marketing message less than `capDays` days ago (skipped: the cap holds across every campaign and
 * broadcast, and a late offer is not worth a second message in the week).
 */
export function marketingDecision(args: {
  now: Date;
  consent: boolean;
  hasRecipient: boolean;
  /** The customer's latest marketing message that left (any channel, any campaign). */
  lastSentAt: Date | null;
  capDays: number;
  timeZone?: string;
}): MarketingDecision {
  if (!args.consent) return { kind: 'skip', reason: 'sans_consentement' };
  if (!args.hasRecipient) return { kind: 'skip', reason: 'sans_destinataire' };
  const until = quietUntil(args.now, args.timeZone);
  if (until) return { kind: 'wait', until };
  if (args.capDays > 0 && args.lastSentAt && args.now.getTime() - args.lastSentAt.getTime() < args.capDays * DAY_MS) return { kind: 'skip', reason: 'plafond' };
  return { kind: 'send' };
}

export const MarketingSettings = z.object({
  /** At most one marketing message per customer per this many days (0: no cap). */
  plafond_jours: z.int({ error: 'Nombre de jours invalide' }).min(0, { error: 'Nombre de jours invalide' }).max(90, { error: '90 jours au plus' }),
});
export type MarketingSettings = z.infer<typeof MarketingSettings>;
