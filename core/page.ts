/**
 * Paged lists without zod (the browser's chunks import it): the page size's two published spellings, the
 * envelope's numbers, the SQL offset of a page and the number of pages a total fills. The contracts (page
 * query, page envelope) are core/schemas/page.ts.
 */

/** How a list's answer spells its page size (kept as published). */
export type PageSizeKey = 'per_page' | 'pageSize';

/** The page number, size and total of an envelope, in the list's spelling. */
export function pageFields<S extends PageSizeKey>(sizeKey: S, page: number, perPage: number, total: number) {
  return { page, total, [sizeKey]: perPage } as { page: number; total: number } & { [P in S]: number };
}

/** SQL offset of a 1-based page. */
export function pageOffset(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

/** How many pages `total` rows fill: at least one, so an empty list still shows page 1 of 1. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
