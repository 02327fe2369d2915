/**
 * Outbox retention: a notification sent longer ago than NOTIFICATION_RETENTION_DAYS loses its recipient
 * and body; a recent one, an unsent one and a dead one keep theirs. The runner schedules it hourly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { loadConfig } from '../config';
import { notificationOutbox } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { redactSentNotifications } from './outbox-retention';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.drop());

const DAY = 86_400_000;

describe('outbox retention', () => {
  it('blanks the personal data of notifications sent before the retention period, and only theirs', async () => {
    const now = new Date();
    const { db } = database;
    const sentAt = (days: number) => new Date(now.getTime() - days * DAY);
    const rows = await db
      .insert(notificationOutbox)
      .values([
        {
          type: 'email',
          recipient: 'old@example.tn',
          subject: 'Votre commande SK-1 est prête',
          content: 'Bonjour Amira',
          template_data: { kind: 'order_status', html: '<p>Bonjour Amira</p>' },
          status: 'sent',
          sent_at: sentAt(31),
        },
        { type: 'telegram', recipient: '-100123', content: '🍣 Nouvelle commande — 22 123 456', status: 'sent', sent_at: sentAt(40) },
        { type: 'email', recipient: 'recent@example.tn', subject: 's', content: 'recent', status: 'sent', sent_at: sentAt(29) },
        { type: 'email', recipient: 'dead@example.tn', subject: 's', content: 'dead', status: 'failed', last_error: 'SMTP 550' },
        { type: 'email', recipient: 'waiting@example.tn', subject: 's', content: 'waiting', status: 'pending' },
      ])
      .returning({ id: notificationOutbox.id });
    expect(await redactSentNotifications({ db, days: 30, now })).toBe(2);
    const after = await db
      .select()
      .from(notificationOutbox)
      .where(
        inArray(
          notificationOutbox.id,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(notificationOutbox.id);
    expect(after[0]).toMatchObject({ recipient: '', subject: null, content: '', template_data: { kind: 'order_status' }, status: 'sent' });
    expect(after[1]).toMatchObject({ recipient: '', content: '', template_data: null, status: 'sent' });
    expect(after.slice(2).map((r) => r.recipient)).toEqual(['recent@example.tn', 'dead@example.tn', 'waiting@example.tn']);
    // Nothing left to redact: a second pass changes nothing.
    expect(await redactSentNotifications({ db, days: 30, now })).toBe(0);
  });

  it('is 30 days unless NOTIFICATION_RETENTION_DAYS says otherwise, and refuses a value that is not a number of days', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).notificationRetentionDays).toBe(30);
    expect(loadConfig({ NODE_ENV: 'test', NOTIFICATION_RETENTION_DAYS: '7' }).notificationRetentionDays).toBe(7);
    expect(() => loadConfig({ NODE_ENV: 'test', NOTIFICATION_RETENTION_DAYS: 'trente' })).toThrow(/NOTIFICATION_RETENTION_DAYS/);
    expect(() => loadConfig({ NODE_ENV: 'test', NOTIFICATION_RETENTION_DAYS: '0' })).toThrow(/NOTIFICATION_RETENTION_DAYS/);
  });
});
