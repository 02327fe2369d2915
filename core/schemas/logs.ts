/** The browser's log batches (customer-shop §7, §8, §9): at most 50 entries, texts bounded. */
import { z } from 'zod';
import { LOG_LEVELS, MAX_LOG_BATCH, MAX_LOG_TEXT } from '../log-redaction';

const text = (max: number) => z.string({ error: 'Journal invalide' }).max(max, 'Journal trop long');

export const BrowserLogEntry = z.object({
  level: z.enum(LOG_LEVELS, { error: 'Niveau de journal invalide' }),
  category: text(50).nullish(),
  operation: text(200).nullish(),
  message: text(MAX_LOG_TEXT),
  data: z.record(z.string(), z.unknown()).nullish(),
  error: z
    .object({
      name: text(100).nullish(),
      message: text(MAX_LOG_TEXT).nullish(),
      stack: text(8000).nullish(),
    })
    .nullish(),
  correlation_id: text(100).nullish(),
  session_id: text(100).nullish(),
  timestamp: z.iso.datetime({ error: 'Date de journal invalide' }).nullish(),
});
export type BrowserLogEntry = z.infer<typeof BrowserLogEntry>;

export const LogBatchInput = z.object({
  entries: z.array(BrowserLogEntry, { error: 'Journal invalide' }).min(1, 'Journal vide').max(MAX_LOG_BATCH, `Au plus ${MAX_LOG_BATCH} entrées par envoi`),
});
export type LogBatchInput = z.infer<typeof LogBatchInput>;

export const LogBatchView = z.object({ stored: z.number() });
