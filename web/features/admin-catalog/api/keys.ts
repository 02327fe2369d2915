/** Query keys of the back-office catalogue (defined in web/lib/query-keys.ts). */
import { queryKeys } from '../../../lib/query-keys';

export const adminCatalogKeys = queryKeys.adminCatalog;
