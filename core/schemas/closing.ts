/**
 * The daily closing: a service day's figures (core/closing.ts), the closing staff record with the cash
 * counted, and what changed on its orders afterwards.
 */
import { z } from 'zod';
import { optionalText, tndText } from './fields';
import { isoDateTime } from './view-fields';

export const CLOSING_FORM_MESSAGES = {
  invalidDay: 'Date invalide (AAAA-MM-JJ)',
  invalidMonth: 'Mois invalide (AAAA-MM)',
  cashInvalid: 'Le montant compté doit être un montant positif avec au plus trois décimales',
} as const;

export const ClosingDayParams = z.object({
  jour: z
    .string({ error: CLOSING_FORM_MESSAGES.invalidDay })
    .regex(/^\d{4}-\d{2}-\d{2}$/, CLOSING_FORM_MESSAGES.invalidDay)
    .refine(
      (day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
      CLOSING_FORM_MESSAGES.invalidDay,
    ),
});

const cashCounted = z
  .int({ error: CLOSING_FORM_MESSAGES.cashInvalid })
  .min(0, CLOSING_FORM_MESSAGES.cashInvalid)
  .max(999_999_999, CLOSING_FORM_MESSAGES.cashInvalid);

export const CloseDayInput = z.object({
  /** Millimes counted in the drawer. */
  especes_comptees: cashCounted,
  note: optionalText(500).optional(),
});
export type CloseDayInput = z.infer<typeof CloseDayInput>;

/** The back office's form: the cash counted typed in TND. */
export const CloseDayForm = z.object({ especes_comptees: tndText(cashCounted), note: z.string() });

const Total = z.object({ commandes: z.number().int(), total: z.number().int() });
const TaxPartView = z.object({ taux: z.number().int().nullable(), ttc: z.number().int(), base: z.number().int(), tva: z.number().int() });

const ClosingFiguresView = z.object({
  commandes: z.number().int(),
  total_ttc: z.number().int(),
  par_mode: z.object({ konnect: Total, especes: Total, carte: Total }),
  en_cours: z.number().int(),
  remises: z.object({ offres: z.number().int(), bons: z.number().int() }),
  frais_livraison: z.number().int(),
  tva: z.array(TaxPartView),
  hors_tva: z.number().int(),
  annulees: Total,
  remboursements: Total,
  net: z.number().int(),
  especes_attendues: z.number().int(),
});

const AfterClosingView = z.object({
  numero_commande: z.string(),
  at: z.string(),
  kind: z.enum(['remboursement', 'correction']),
  /** A refund's amount; null for a correction (its before → after is on the order's history). */
  montant: z.number().int().nullable(),
});

/** One rider's cash of a service day (core/closing.ts riderCash): what to hand in and, once checked, what was. */
export const RiderCashView = z.object({
  rider_id: z.number().int(),
  nom: z.string(),
  commandes: z.number().int(),
  especes_attendues: z.number().int(),
  pointage: z
    .object({
      especes_attendues: z.number().int(),
      especes_remises: z.number().int(),
      ecart: z.number().int(),
      checked_by: z.string(),
      checked_at: isoDateTime,
    })
    .nullable(),
});
export type RiderCashView = z.infer<typeof RiderCashView>;

export const ClosingDayView = z.object({
  jour: z.string(),
  /** The figures as closed when the day is closed, else as they are now. */
  figures: ClosingFiguresView,
  cloture: z
    .object({
      especes_attendues: z.number().int(),
      especes_comptees: z.number().int(),
      ecart: z.number().int(),
      note: z.string().nullable(),
      closed_by: z.string(),
      closed_at: z.string(),
    })
    .nullable(),
  /** Refunds and corrections made on the closed day's orders after it was closed (each counts on the day it happened). */
  apres_cloture: z.array(AfterClosingView),
  /** Each rider's cash of the day and its check (server/modules/riders/rider-cash.ts); absent in older answers. */
  livreurs: z.array(RiderCashView).optional(),
});
export type ClosingDayView = z.infer<typeof ClosingDayView>;

export const ClosingMonthParams = z.object({
  mois: z.string({ error: CLOSING_FORM_MESSAGES.invalidMonth }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, CLOSING_FORM_MESSAGES.invalidMonth),
});

/** The month's three CSV files (closings, invoices, credit notes). */
export const AccountingCsvView = z.object({ files: z.array(z.object({ filename: z.string(), csv: z.string() })) });

/** An .xlsx workbook (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet). */
export const XlsxView = z.string().describe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
