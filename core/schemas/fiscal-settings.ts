/**
 * Settings 'Fiscalité': who invoices (legal name, address, matricule fiscal), the TVA rate of each
 * category and of the products that differ from theirs (core/tax.ts: hundredths of a percent; none assumed), and
 * the stamp duty printed on invoices. Prices are TTC (the spec); invoices are numbered 'FA-2026-000001' per year.
 */
import { z } from 'zod';
import { checkFiscalId } from '../fiscal-id';
import { MAX_TAX_RATE } from '../tax';
import { FIELD_MESSAGES, optionalText, tndText } from './fields';

const FISCAL_SETTINGS_MESSAGES = {
  rate: 'Taux de TVA invalide : un pourcentage entre 0 et 100, deux décimales au plus (par exemple 19 ou 7)',
  stamp: 'Droit de timbre invalide (un montant entre 0 et 100 TND)',
  duplicateCategory: 'Chaque catégorie ne peut avoir qu’un taux',
  duplicateProduct: 'Chaque produit ne peut avoir qu’un taux',
} as const;

/** A matricule fiscal checked part by part (core/fiscal-id.ts), written the one way. */
const checkedFiscalId = (text: string, ctx: z.RefinementCtx) => {
  const checked = checkFiscalId(text);
  if (checked.ok) return checked.value;
  ctx.addIssue({ code: 'custom', message: checked.message });
  return z.NEVER;
};
export const fiscalIdField = z.string({ error: FIELD_MESSAGES.invalidValue }).trim().max(40).transform(checkedFiscalId);
/** The same, or nothing yet (blank or null). */
const optionalFiscalId = z
  .string({ error: FIELD_MESSAGES.invalidValue })
  .trim()
  .max(40)
  .nullish()
  .transform((text, ctx) => (text ? checkedFiscalId(text, ctx) : null));

const rate = z.int({ error: FISCAL_SETTINGS_MESSAGES.rate }).min(0, FISCAL_SETTINGS_MESSAGES.rate).max(MAX_TAX_RATE, FISCAL_SETTINGS_MESSAGES.rate);
const stamp = z.int({ error: FISCAL_SETTINGS_MESSAGES.stamp }).min(0, FISCAL_SETTINGS_MESSAGES.stamp).max(100_000, FISCAL_SETTINGS_MESSAGES.stamp);
const id = z.int().positive();

const uniqueBy =
  <K extends string>(key: K, message: string) =>
  (rows: readonly Record<K, number>[], ctx: z.RefinementCtx) => {
    if (new Set(rows.map((r) => r[key])).size !== rows.length) ctx.addIssue({ code: 'custom', message });
  };

export const FiscaliteInput = z.object({
  raison_sociale: optionalText(160),
  adresse_fiscale: optionalText(300),
  matricule_fiscal: optionalFiscalId,
  droit_timbre: stamp,
  taux_categories: z
    .array(z.object({ category_id: id, taux: rate }))
    .max(200)
    .superRefine(uniqueBy('category_id', FISCAL_SETTINGS_MESSAGES.duplicateCategory)),
  taux_produits: z
    .array(z.object({ product_id: id, taux: rate }))
    .max(2000)
    .superRefine(uniqueBy('product_id', FISCAL_SETTINGS_MESSAGES.duplicateProduct)),
});

/** A rate typed as a percentage ('19', '13,5') into hundredths of a percent, checked by the server's rule; blank: no rate. */
const percentText = z
  .string()
  .transform((text) => {
    const t = text.trim().replace(',', '.');
    if (t === '') return null;
    return /^\d{1,3}(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : Number.NaN;
  })
  .pipe(rate.nullable());
const withRate = <T extends { taux: number | null }>(rows: T[]) => rows.filter((r): r is T & { taux: number } => r.taux !== null);

/** The back-office form: one rate per category and per product that differs, typed in percent (blank: none), the stamp in TND; the server's rules. */
export const FiscaliteForm = z.object({
  ...FiscaliteInput.shape,
  droit_timbre: tndText(stamp),
  taux_categories: z.array(z.object({ category_id: id, taux: percentText })).transform(withRate),
  taux_produits: z
    .array(z.object({ product_id: id, taux: percentText }))
    .transform(withRate)
    .superRefine(uniqueBy('product_id', FISCAL_SETTINGS_MESSAGES.duplicateProduct)),
});

/** A rate in hundredths of a percent as the form shows it ('19', '13,5'). */
export const percentOf = (taux: number) => String(taux / 100).replace('.', ',');

export const FiscaliteView = z.object({
  raison_sociale: z.string().nullable(),
  adresse_fiscale: z.string().nullable(),
  matricule_fiscal: z.string().nullable(),
  droit_timbre: z.number(),
  taux_categories: z.array(z.object({ category_id: z.number(), taux: z.number() })),
  taux_produits: z.array(z.object({ product_id: z.number(), taux: z.number() })),
});
export type FiscaliteView = z.infer<typeof FiscaliteView>;
