/**
 * The order as the API answers it (docs/api.md, "Orders": OrderView, whose shape lives in core/api-views.ts)
 * and the query keys of the orders feature.
 */
import type { OrderChangeEvent, OrderCustomerView, OrderItemView, OrderView, PaymentStatus } from '@core/api-views';

export type { OrderChangeEvent, OrderCustomerView, OrderItemView, OrderView, PaymentStatus };

/** A delivery zone's code and name (the catalogue's zones): an order shows its zone's name. */
export interface ZoneNames {
  code: string;
  nom: string;
}

export const orderKeys = {
  all: ['orders'] as const,
  byId: (id: string) => ['orders', 'id', id] as const,
  byNumber: (numero: string) => ['orders', 'number', numero] as const,
  paymentCheck: (id: string) => ['orders', 'payment-check', id] as const,
  mine: (page: number) => ['orders', 'mine', page] as const,
  current: ['orders', 'current'] as const,
  admin: (filters: object) => ['orders', 'admin', filters] as const,
};
