/**
 * Service control of the order board and the dashboard: pause ordering for 15, 30 or 60 minutes or until
 * resumed, and resume. Recorded as an app event; the caller refreshes the shop (NOTIFY) after the commit.
 */
import { eq } from 'drizzle-orm';
import { pauseFor, pauseMessage, type PauseDuration } from '@core/service';
import type { ServiceStateView } from '@core/schemas/settings';
import type { Db } from '../../db/client';
import { restaurantSettings } from '../../db/schema/index';
import { recordAppEvent } from '../events/record-app-event';
import { readSettingsRow, type SettingsRow } from '../../db/settings-row';

export function toServiceStateView(row: Pick<SettingsRow, 'commandes_en_pause' | 'commandes_reprise_a'>, now: Date): ServiceStateView {
  const message = pauseMessage(row, now);
  return {
    commandes_en_pause: message !== null,
    commandes_reprise_a: message !== null && row.commandes_reprise_a ? row.commandes_reprise_a.toISOString() : null,
    message,
  };
}

export async function setOrderingPause({
  db,
  minutes,
  resume = false,
  userId,
  now = new Date(),
}: {
  db: Db;
  /** Ignored when resume is true. */
  minutes: PauseDuration;
  resume?: boolean;
  userId: string;
  now?: Date;
}): Promise<ServiceStateView> {
  return db.transaction(async (tx) => {
    const row = await readSettingsRow({ db: tx, forUpdate: true });
    const next = resume ? { commandes_en_pause: false, commandes_reprise_a: null } : pauseFor(minutes, now);
    await tx.update(restaurantSettings).set(next).where(eq(restaurantSettings.id, 1));
    await recordAppEvent(tx, {
      event: resume ? 'admin.service.resumed' : 'admin.service.paused',
      userId,
      context: {
        before: toServiceStateView(row, now),
        after: toServiceStateView(next, now),
        ...(resume ? {} : { minutes }),
      },
    });
    return toServiceStateView(next, now);
  });
}
