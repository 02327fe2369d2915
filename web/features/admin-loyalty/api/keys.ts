/** Query keys of /api/admin/loyalty. */
export const adminLoyaltyKeys = {
  all: ['admin', 'loyalty'] as const,
  settings: () => [...adminLoyaltyKeys.all, 'settings'] as const,
  vipLevels: () => [...adminLoyaltyKeys.all, 'vip-levels'] as const,
  missions: () => [...adminLoyaltyKeys.all, 'missions'] as const,
  customers: (q: string, page: number) => [...adminLoyaltyKeys.all, 'customers', q, page] as const,
  ledger: (customerId: number, page: number) => [...adminLoyaltyKeys.all, 'ledger', customerId, page] as const,
  vouchers: (status: string, q: string) => [...adminLoyaltyKeys.all, 'vouchers', status, q] as const,
  liability: () => [...adminLoyaltyKeys.all, 'liability'] as const,
};
