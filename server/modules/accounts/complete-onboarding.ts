/**
 * Completes the profile (onboarding page or 'Complétez votre profil' dialog) and credits the welcome
 * points. The customer row is locked (FOR UPDATE) for the whole transaction, and the ledger's partial
 * unique index (one welcome_bonus per customer) makes a second credit impossible even if two requests
 * got past the lock: the points are credited exactly once per customer, ever.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, loyaltySettings, loyaltyTransactions, userEvents, zonesLivraison } from '../../db/schema/index';
import { AppError } from '../../errors';
import { getCustomerView, type CustomerView } from './customer-view';

const WELCOME_DESCRIPTION = 'Bonus de bienvenue';

export interface OnboardingData {
  prenom: string;
  nom: string;
  telephone: string;
  email: string | null;
  preferred_delivery_zone: string | null;
  completedVia: 'onboarding_page' | 'profile_dialog';
}

export async function completeOnboarding(options: {
  db: Db;
  userId: string;
  customerId: number;
  data: OnboardingData;
}): Promise<{ customer: CustomerView; pointsCredited: number }> {
  const { db, userId, customerId, data } = options;
  if (!data.nom) throw new AppError('FULL_NAME_INCOMPLETE');
  const credited = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!current) throw new AppError('PROFILE_SAVE_FAILED');
    if (data.preferred_delivery_zone) {
      const [zone] = await tx
        .select({ code: zonesLivraison.code })
        .from(zonesLivraison)
        .where(and(eq(zonesLivraison.code, data.preferred_delivery_zone), eq(zonesLivraison.actif, true)))
        .limit(1);
      if (!zone) throw new AppError('ZONE_INVALID');
    }
    await tx
      .update(customers)
      .set({
        prenom: data.prenom,
        nom: data.nom,
        telephone: data.telephone,
        // the e-mail is locked once the account has one (customer-shop §5)
        email: current.email ?? data.email,
        preferred_delivery_zone: data.preferred_delivery_zone ?? current.preferred_delivery_zone,
        onboarding_completed: true,
      })
      .where(eq(customers.id, customerId));

    let points = 0;
    const [settings] = await tx.select().from(loyaltySettings).where(eq(loyaltySettings.id, 1)).limit(1);
    const bonus = settings && settings.enabled ? settings.welcome_bonus_points : 0;
    if (bonus > 0) {
      const [inserted] = await tx
        .insert(loyaltyTransactions)
        .values({
          customer_id: customerId,
          transaction_type: 'welcome_bonus',
          description: WELCOME_DESCRIPTION,
          points_earned: bonus,
          points_balance: current.current_points_balance + bonus,
        })
        .onConflictDoNothing()
        .returning({ id: loyaltyTransactions.id });
      if (inserted) {
        points = bonus;
        await tx
          .update(customers)
          .set({
            current_points_balance: sql`${customers.current_points_balance} + ${bonus}`,
            total_points_earned: sql`${customers.total_points_earned} + ${bonus}`,
          })
          .where(eq(customers.id, customerId));
      }
    }

    if (!current.onboarding_completed) {
      await tx.insert(userEvents).values({
        event_type: 'login',
        user_id: userId,
        data: {
          event_description: 'onboarding_completed',
          email: current.email ?? data.email,
          completed_via: data.completedVia,
          timestamp: new Date().toISOString(),
        },
      });
    }
    return points;
  });
  const customer = await getCustomerView({ db, customerId });
  return { customer: customer!, pointsCredited: credited };
}
