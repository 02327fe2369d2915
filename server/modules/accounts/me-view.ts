/**
 * GET /api/me's answer for a viewer: who is signed in, their customer row and whether the profile is still
 * to be completed (docs/api.md, Accounts). Also inlined by the web plugin into the HTML of the signed-in
 * pages, for the requester's own session only (server/modules/web/web-plugin.ts).
 */
import type { MeView } from '@core/api-views';
import { needsOnboarding } from '@core/onboarding';
import type { DbOrTx } from '../../db/client';
import type { Viewer } from '../../plugins/auth';
import { getCustomerView } from './customer-view';

const SIGNED_OUT: MeView = { user: null, userType: 'none', role: null, customer: null, needsOnboarding: false };

export async function getMeView({ db, viewer }: { db: DbOrTx; viewer: Viewer | null }): Promise<MeView> {
  if (!viewer) return SIGNED_OUT;
  const customer = viewer.customerId === null ? null : await getCustomerView({ db, customerId: viewer.customerId });
  const userType = viewer.role ? ('admin_user' as const) : customer ? ('client' as const) : ('none' as const);
  return {
    user: { id: viewer.userId, email: viewer.email },
    userType,
    role: viewer.role,
    customer,
    needsOnboarding: !viewer.role && !viewer.livreur && needsOnboarding(customer),
    ...(viewer.livreur ? { livreur: true as const } : {}),
  };
}
