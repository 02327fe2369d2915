/**
 * The one home of paged lists' contracts: the page number of a query string and the page envelope of an
 * answer (the arithmetic, without zod for the browser's chunks, is core/page.ts). The published API spells the page size two ways
 * (`per_page` for the catalogue and the images, `pageSize` for the orders and the loyalty lists); the
 * envelope takes the spelling of its list so the published field names stay as they are.
 */
import { z } from 'zod';
import type { PageSizeKey } from '../page';
import { blankToUndefined } from './fields';

const PAGE_MESSAGES = { invalidPage: 'Page invalide' } as const;

/** Highest page number a query may ask for: far past any list, low enough to keep the offset an integer. */
export const MAX_PAGE = 100_000;

/** `page` of a query string: 1-based, text coerced, blank or absent is the first page. */
export const PageNumber = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: PAGE_MESSAGES.invalidPage })
    .int(PAGE_MESSAGES.invalidPage)
    .min(1, PAGE_MESSAGES.invalidPage)
    .max(MAX_PAGE, PAGE_MESSAGES.invalidPage)
    .default(1),
);

/** A query string with only a page. */
export const PageQuery = z.object({ page: PageNumber });
export type PageQuery = z.infer<typeof PageQuery>;

/** The answer of a paged list: its rows under `key`, the page number (from 1), the page size and the total count. */
export function pageEnvelope<K extends string, I extends z.ZodType, S extends PageSizeKey>(key: K, item: I, sizeKey: S) {
  return z.object({ [key]: z.array(item), page: z.int().min(1), [sizeKey]: z.int().min(1), total: z.int().min(0) } as { [P in K]: z.ZodArray<I> } & {
    page: z.ZodInt;
    total: z.ZodInt;
  } & { [P in S]: z.ZodInt });
}
