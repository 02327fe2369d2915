/**
 * The TanStack Query keys of every API resource, in one place: two screens reading one resource share one
 * cache entry under one key (and one answer type, the resource's view in core/api-views.ts).
 */
import type { ProductListQuery } from '@core/schemas/admin-catalog';

const adminCatalogAll = ['admin-catalog'] as const;
const adminCustomersAll = ['admin', 'customers'] as const;

export const queryKeys = {
  catalog: ['catalog'] as const,
  me: ['me'] as const,
  addresses: ['me', 'addresses'] as const,
  paymentModes: ['payment-modes'] as const,
  /** The cart priced with the offers and the code, by the request's body. */
  promoQuote: {
    all: ['promotions', 'quote'] as const,
    of: (body: string) => ['promotions', 'quote', body] as const,
  },
  /** Order ahead: the slots offered for an order type and zone. */
  slots: (typeCommande: string, zone: string | null) => ['slots', typeCommande, zone] as const,
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
  /** Printing: the printers' state on the board, an order's printable tickets. */
  printing: {
    status: ['admin', 'printers', 'status'] as const,
    tickets: (orderId: string) => ['admin', 'printers', 'tickets', orderId] as const,
  },
  /** The kitchen display: the open tickets, refreshed by the board's live stream. */
  kitchen: ['admin', 'kitchen'] as const,
  /** The back-office dashboard: today at a glance, and a period's charts. */
  dashboard: {
    all: ['admin', 'dashboard'] as const,
    today: ['admin', 'dashboard', 'today'] as const,
    period: (query: object) => ['admin', 'dashboard', 'period', query] as const,
  },
  /** The image library: every write invalidates `all`. */
  images: {
    all: ['admin', 'images'] as const,
    list: (filters: object) => ['admin', 'images', 'list', filters] as const,
  },
  /** The admin diagnostics: app events, e-mail test page, E2E runner. */
  appEvents: {
    all: ['admin', 'app-events'] as const,
    list: (prefix: string) => ['admin', 'app-events', prefix] as const,
  },
  /** The riders: the list, each rider's cash of a day, and a rider's own deliveries. */
  riders: {
    all: ['riders'] as const,
    list: ['riders', 'list'] as const,
    cash: (jour: string) => ['riders', 'cash', jour] as const,
    mine: ['riders', 'mine'] as const,
  },
  /** The daily closing of a service day. */
  closing: (jour: string) => ['admin', 'closing', jour] as const,
  /** The job runner's dead jobs (Tâches en échec). */
  deadJobs: ['admin', 'jobs', 'dead'] as const,
  emailTest: {
    all: ['admin', 'email-test'] as const,
    history: ['admin', 'email-test', 'history'] as const,
    config: ['admin', 'email-test', 'config'] as const,
  },
  e2e: {
    all: ['admin', 'e2e'] as const,
    suites: ['admin', 'e2e', 'suites'] as const,
    runs: ['admin', 'e2e', 'runs'] as const,
    run: (id: number) => ['admin', 'e2e', 'run', id] as const,
    results: (id: number) => ['admin', 'e2e', 'results', id] as const,
  },
  loyalty: {
    all: ['me', 'loyalty'] as const,
    summary: ['me', 'loyalty', 'summary'] as const,
    transactions: (page: number) => ['me', 'loyalty', 'transactions', page] as const,
    missions: ['me', 'loyalty', 'missions'] as const,
    vouchers: ['me', 'loyalty', 'vouchers'] as const,
  },
  adminLoyalty: {
    all: ['admin', 'loyalty'] as const,
    settings: ['admin', 'loyalty', 'settings'] as const,
    vipLevels: ['admin', 'loyalty', 'vip-levels'] as const,
    missions: ['admin', 'loyalty', 'missions'] as const,
    customers: (q: string, page: number) => ['admin', 'loyalty', 'customers', q, page] as const,
    ledger: (customerId: number, page: number) => ['admin', 'loyalty', 'ledger', customerId, page] as const,
    vouchers: (status: string, q: string) => ['admin', 'loyalty', 'vouchers', status, q] as const,
    liability: ['admin', 'loyalty', 'liability'] as const,
  },
  /** The back-office catalogue; every write invalidates the whole `admin-catalog` tree. */
  adminCatalog: {
    all: adminCatalogAll,
    categories: () => [...adminCatalogAll, 'categories'] as const,
    products: (query: Partial<ProductListQuery>) => [...adminCatalogAll, 'products', query] as const,
    accompaniments: () => [...adminCatalogAll, 'accompagnements'] as const,
    /** A product's option groups. */
    optionGroups: (productId: number) => [...adminCatalogAll, 'option-groups', productId] as const,
  },
  /** /admin/users: staff and customers. */
  adminUsers: {
    staff: ['admin', 'staff'] as const,
    customersAll: adminCustomersAll,
    customers: (q: string) => [...adminCustomersAll, q] as const,
    customer: (id: number) => ['admin', 'customer', id] as const,
  },
  adminSettings: ['admin', 'settings'] as const,
  adminService: ['admin', 'service'] as const,
};
