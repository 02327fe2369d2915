/**
 * Query strings of the paged lists: the shop's products (12 per page, optionally one category)
 * and the account's orders (20 per page). Values arrive as text and are coerced; a blank value
 * counts as absent.
 */
import { z } from 'zod';
import { blankToUndefined } from './fields';
import { PageNumber as page, PageQuery } from './page';

const QUERY_MESSAGES = {
  invalidCategory: 'Catégorie invalide',
} as const;

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

export const OrderListQuery = PageQuery;
export type OrderListQuery = z.infer<typeof OrderListQuery>;
