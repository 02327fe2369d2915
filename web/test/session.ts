/** What GET /api/me answers, for the visitor a test needs (web/lib/session.ts reads it). */
import type { CustomerView, MeView } from '@core/api-views';

export const SIGNED_OUT: MeView = { user: null, userType: 'none', role: null, customer: null, needsOnboarding: false };

export function buildCustomerView(overrides: Partial<CustomerView> = {}): CustomerView {
  return {
    id: 1,
    email: 'amira@example.tn',
    nom: 'Ben Salah',
    prenom: 'Amira',
    telephone: '22123456',
    onboarding_completed: true,
    preferred_delivery_zone: 'centre',
    nombre_commandes: 0,
    current_points_balance: 0,
    total_points_earned: 0,
    total_points_redeemed: 0,
    montant_total_depense: 0,
    vip_level: null,
    ...overrides,
  };
}

/** A signed-in customer, with a complete profile unless `needsOnboarding`. */
export function signedIn({ needsOnboarding = false, customer = {} }: { needsOnboarding?: boolean; customer?: Partial<CustomerView> } = {}): MeView {
  return {
    user: { id: 'user-1', email: 'amira@example.tn' },
    userType: 'client',
    role: null,
    customer: buildCustomerView({ onboarding_completed: !needsOnboarding, ...customer }),
    needsOnboarding,
  };
}
