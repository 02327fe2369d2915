/**
 * Query strings of the paged lists: the shop's products (12 per page, optionally one category)
 * and the account's orders (20 per page). Values arrive as text and are coerced; a blank value
 * counts as absent.
 */
import { z } from 'zod';
import { blankToUndefined } from './fields';

export const QUERY_MESSAGES = {
  invalidCategory: 'Catégorie invalide',
  invalidPage: 'Page invalide',
} as const;

const page = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: QUERY_MESSAGES.invalidPage })
    .int(QUERY_MESSAGES.invalidPage)
    .min(1, QUERY_MESSAGES.invalidPage)
    .max(100_000, QUERY_MESSAGES.invalidPage)
    .default(1),
);

export const CatalogQuery = z.object({
  category_id: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: QUERY_MESSAGES.invalidCategory })
      .int(QUERY_MESSAGES.invalidCategory)
      .positive(QUERY_MESSAGES.invalidCategory)
      .max(2_147_483_647, QUERY_MESSAGES.invalidCategory)
      .optional(),
  ),
  page,
});
export type CatalogQuery = z.infer<typeof CatalogQuery>;

export const OrderListQuery = z.object({ page });
export type OrderListQuery = z.infer<typeof OrderListQuery>;

/** SQL offset of a 1-based page (PRODUCTS_PER_PAGE or ORDERS_PER_PAGE from core/limits.ts). */
export function pageOffset(pageNumber: number, perPage: number): number {
  return (pageNumber - 1) * perPage;
}
