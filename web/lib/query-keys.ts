/**
 * The TanStack Query keys of every API resource, in one place: two screens reading one resource share one
 * cache entry under one key (and one answer type, the resource's view in core/api-views.ts).
 */
export const queryKeys = {
  catalog: ['catalog'] as const,
  me: ['me'] as const,
  addresses: ['me', 'addresses'] as const,
  paymentModes: ['payment-modes'] as const,
  orders: {
    all: ['orders'] as const,
    byId: (id: string) => ['orders', 'id', id] as const,
    byNumber: (numero: string) => ['orders', 'number', numero] as const,
    paymentCheck: (id: string) => ['orders', 'payment-check', id] as const,
    mine: (page: number) => ['orders', 'mine', page] as const,
    current: ['orders', 'current'] as const,
    adminAll: ['orders', 'admin'] as const,
    admin: (filters: object) => ['orders', 'admin', filters] as const,
  },
};
