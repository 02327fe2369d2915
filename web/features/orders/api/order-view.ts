/**
 * The order as the API answers it (docs/api.md, "Orders": OrderView, whose shape lives in core/api-views.ts)
 * and the query keys of the orders feature (web/lib/query-keys.ts).
 */
import type { OrderItemView, OrderView } from '@core/api-views';

import { queryKeys } from '../../../lib/query-keys';

export type { OrderItemView, OrderView };

/** A delivery zone's code and name (the catalogue's zones): an order shows its zone's name. */
export interface ZoneNames {
  code: string;
  nom: string;
}

export const orderKeys = queryKeys.orders;
