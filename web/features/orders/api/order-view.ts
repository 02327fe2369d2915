/**
 * The order as the API answers it (docs/api.md, "Orders": OrderView, whose shape lives in core/api-views.ts)
 * and the query keys of the orders feature (web/lib/query-keys.ts).
 */
import type { OrderChangeEvent, OrderCustomerView, OrderItemView, OrderView, PaymentStatus } from '@core/api-views';

export type { OrderChangeEvent, OrderCustomerView, OrderItemView, OrderView, PaymentStatus };

import { queryKeys } from '../../../lib/query-keys';

export const orderKeys = queryKeys.orders;
