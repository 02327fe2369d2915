/** Query keys of /api/admin/loyalty (from web/lib/query-keys.ts). */
import { queryKeys } from '../../../lib/query-keys';

export const adminLoyaltyKeys = queryKeys.adminLoyalty;
