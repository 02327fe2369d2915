/**
 * Printers (Paramètres › Imprimantes): zero or more, each a network ESC/POS printer reached on
 * raw TCP (port 9100 by default) or the browser's print dialog. The role says what it prints: the
 * kitchen ticket, the customer receipt, or both. Admins change them; staff read their state (the board's
 * alert) and reprint.
 */
import { z } from 'zod';
import { FIELD_MESSAGES, requiredText } from './fields';

const PRINTER_ROLES = ['cuisine', 'caisse', 'les_deux'] as const;
export type PrinterRole = (typeof PRINTER_ROLES)[number];
export const PRINTER_ROLE_LABELS: Readonly<Record<PrinterRole, string>> = {
  cuisine: 'Cuisine (ticket sans prix)',
  caisse: 'Caisse (reçu client)',
  les_deux: 'Cuisine et caisse',
};

const PRINTER_CONNECTIONS = ['reseau', 'navigateur'] as const;
export type PrinterConnection = (typeof PRINTER_CONNECTIONS)[number];
export const PRINTER_CONNECTION_LABELS: Readonly<Record<PrinterConnection, string>> = {
  reseau: 'Réseau (ESC/POS)',
  navigateur: 'Navigateur',
};

/** ESC t n of the two code pages that hold every French letter (and €). */
const CODE_PAGES = ['cp858', 'wpc1252'] as const;
export type CodePage = (typeof CODE_PAGES)[number];
export const CODE_PAGE_LABELS: Readonly<Record<CodePage, string>> = {
  cp858: 'PC858 (défaut)',
  wpc1252: 'WPC1252',
};

export type PaperWidth = 58 | 80;
export const DEFAULT_PRINTER_PORT = 9100;
const MAX_PRINTERS = 10;

const PRINTER_MESSAGES = {
  nameRequired: 'Le nom de l’imprimante est requis',
  hostRequired: 'L’adresse IP ou le nom d’hôte est requis pour une imprimante réseau',
  hostInvalid: 'Adresse IP ou nom d’hôte invalide',
  portInvalid: 'Port invalide (1 à 65535)',
  nameDuplicate: 'Chaque imprimante doit avoir un nom différent',
  tooMany: `${MAX_PRINTERS} imprimantes au plus`,
  widthInvalid: 'Largeur de papier invalide (58 ou 80 mm)',
} as const;

/** An IPv4 address or a host name (letters, digits, dots, hyphens). */
const HOST = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

export const PrinterInput = z
  .object({
    id: z.int().positive().optional(),
    nom: requiredText(PRINTER_MESSAGES.nameRequired, 60),
    role: z.enum(PRINTER_ROLES, { error: FIELD_MESSAGES.invalidValue }),
    connexion: z.enum(PRINTER_CONNECTIONS, { error: FIELD_MESSAGES.invalidValue }),
    hote: z
      .string({ error: PRINTER_MESSAGES.hostInvalid })
      .trim()
      .max(253, PRINTER_MESSAGES.hostInvalid)
      .nullish()
      .transform((v) => v || null),
    port: z
      .int({ error: PRINTER_MESSAGES.portInvalid })
      .min(1, PRINTER_MESSAGES.portInvalid)
      .max(65535, PRINTER_MESSAGES.portInvalid)
      .default(DEFAULT_PRINTER_PORT),
    code_page: z.enum(CODE_PAGES, { error: FIELD_MESSAGES.invalidValue }).default('cp858'),
    largeur_papier: z.union([z.literal(58), z.literal(80)], { error: PRINTER_MESSAGES.widthInvalid }).default(80),
    actif: z.boolean({ error: FIELD_MESSAGES.invalidValue }),
  })
  .superRefine((p, ctx) => {
    if (p.connexion !== 'reseau') return;
    if (!p.hote) ctx.addIssue({ code: 'custom', message: PRINTER_MESSAGES.hostRequired, path: ['hote'] });
    else if (!HOST.test(p.hote)) ctx.addIssue({ code: 'custom', message: PRINTER_MESSAGES.hostInvalid, path: ['hote'] });
  });
export type PrinterInput = z.infer<typeof PrinterInput>;

export const ImprimantesInput = z.object({
  imprimantes: z
    .array(PrinterInput, { error: FIELD_MESSAGES.invalidValue })
    .max(MAX_PRINTERS, PRINTER_MESSAGES.tooMany)
    .refine((list) => new Set(list.map((p) => p.nom.toLowerCase())).size === list.length, PRINTER_MESSAGES.nameDuplicate),
});

export const PrinterView = z.object({
  id: z.number(),
  nom: z.string(),
  role: z.enum(PRINTER_ROLES),
  connexion: z.enum(PRINTER_CONNECTIONS),
  hote: z.string().nullable(),
  port: z.number(),
  code_page: z.enum(CODE_PAGES),
  largeur_papier: z.union([z.literal(58), z.literal(80)]),
  actif: z.boolean(),
});
export type PrinterView = z.infer<typeof PrinterView>;

/** What the board shows (staff): each active printer and its alert, if any. */
export const PrinterStatusView = z.object({
  id: z.number(),
  nom: z.string(),
  role: z.enum(PRINTER_ROLES),
  connexion: z.enum(PRINTER_CONNECTIONS),
  /** 'Imprimante « Cuisine » injoignable (connexion refusée)', or null when it printed last time. */
  alerte: z.string().nullable(),
  erreur_depuis: z.string().nullable(),
});
export type PrinterStatusView = z.infer<typeof PrinterStatusView>;
export const PrintersStatusView = z.object({ imprimantes: z.array(PrinterStatusView) });
export type PrintersStatusView = z.infer<typeof PrintersStatusView>;

/** A reprint: `demande_id` is made once per click, so a retried request never prints twice. */
export const ReprintInput = z.object({
  demande_id: z.uuid({ error: FIELD_MESSAGES.invalidValue }),
  imprimante_id: z.int().positive().optional(),
});
export const ReprintAnswer = z.object({
  /** Network printers the ticket was queued for. */
  envoyes: z.number(),
  /** True when a browser printer is active: the board opens the printable ticket. */
  navigateur: z.boolean(),
});
export type ReprintAnswer = z.infer<typeof ReprintAnswer>;

/** A test ticket (Paramètres › Imprimantes), on every active network printer; `demande_id` as for a reprint. */
export const TestTicketInput = z.object({ demande_id: z.uuid({ error: FIELD_MESSAGES.invalidValue }) });
export const TestTicketAnswer = z.object({
  /** Network printers the test ticket was queued for. */
  envoyes: z.number(),
});
export type TestTicketAnswer = z.infer<typeof TestTicketAnswer>;

/** The alert text of a printer in error (board, app events). */
export function printerAlert(nom: string, erreur: string): string {
  return erreur === PAPER_OUT ? `Imprimante « ${nom} » : plus de papier` : `Imprimante « ${nom} » injoignable (${erreur})`;
}
export const PAPER_OUT = 'plus de papier';

/** The printable ticket page (/admin/orders/:id/ticket): the tickets of the active browser printers' roles. */
export const TicketQuery = z.object({ imprimante_id: z.coerce.number().int().positive().optional() });
