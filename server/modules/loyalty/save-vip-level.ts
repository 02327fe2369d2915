/**
 * The admin creates or edits a VIP level (name, spending threshold, multiplier). Every customer's level
 * is recomputed from their spending in the same transaction, and an app event keeps before and after.
 */
import { asc, eq } from 'drizzle-orm';
import { vipLevelForSpending } from '@core/loyalty-levels';
import type { VipLevelInput } from '@core/schemas/loyalty';
import type { Db, Tx } from '../../db/client';
import { customers, vipLevels } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { vipLevelView } from './loyalty-views';
import { isUniqueViolation } from '../../db/errors';

async function recomputeAllLevels(tx: Tx) {
  const levels = await tx.select().from(vipLevels).orderBy(asc(vipLevels.min_spent));
  const rows = await tx.select({ id: customers.id, spent: customers.montant_total_depense, level: customers.vip_level_id }).from(customers);
  for (const row of rows) {
    const levelId = vipLevelForSpending(levels, row.spent)?.id ?? null;
    if (levelId !== row.level) await tx.update(customers).set({ vip_level_id: levelId }).where(eq(customers.id, row.id));
  }
}

export async function saveVipLevel({ db, id, input, userId }: { db: Db; id?: number; input: VipLevelInput; userId: string }) {
  try {
    return await db.transaction(async (tx) => {
      let before = null;
      let saved;
      if (id === undefined) {
        [saved] = await tx.insert(vipLevels).values(input).returning();
      } else {
        const [current] = await tx.select().from(vipLevels).where(eq(vipLevels.id, id)).for('update');
        if (!current) throw new AppError('VIP_LEVEL_NOT_FOUND');
        before = vipLevelView(current);
        [saved] = await tx.update(vipLevels).set(input).where(eq(vipLevels.id, id)).returning();
      }
      const after = vipLevelView(saved!);
      await recomputeAllLevels(tx);
      await recordAppEvent(tx, {
        event: id === undefined ? 'admin.loyalty.vip_level.created' : 'admin.loyalty.vip_level.updated',
        userId,
        context: { id: after.id, before, after },
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('VIP_LEVEL_EXISTS');
    throw error;
  }
}
