/**
 * Diagnostics → Tâches en échec: the job runner's dead jobs (outbox rows and image variations out of
 * attempts) for admins only, and Réessayer, which gives one back to its queue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appEvents, imagesMetadata, notificationOutbox } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { expectRefused, signInAllRoles, type SignedIn } from '../../test/auth';

let t: TestApp;
let admin: SignedIn, operator: SignedIn, client: SignedIn;
let deadMail: number, deadImage: number, sentMail: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, operator, client } = await signInAllRoles(t.app));
  const { db } = t.database;
  const rows = await db
    .insert(notificationOutbox)
    .values([
      {
        type: 'email',
        recipient: 'a@example.tn',
        subject: 'Confirmation de votre commande SK-1',
        content: 'c',
        status: 'failed',
        attempts: 6,
        last_error: 'SMTP 550',
      },
      { type: 'email', recipient: 'b@example.tn', subject: 'Envoyé', content: 'c', status: 'sent', attempts: 1 },
    ])
    .returning({ id: notificationOutbox.id });
  [deadMail, sentMail] = rows.map((r) => r.id) as [number, number];
  const [image] = await db
    .insert(imagesMetadata)
    .values({
      bucket_name: 'b',
      filename: 'f.png',
      original_filename: 'maki.png',
      storage_key: 'b/f.png',
      variations_status: 'failed',
      variations_attempts: 3,
      variations_error: 'image illisible',
    })
    .returning({ id: imagesMetadata.id });
  deadImage = image!.id;
}, 60_000);
afterAll(async () => t?.close());

const list = (who?: SignedIn) => t.app.inject({ method: 'GET', url: '/api/admin/jobs/dead', headers: who?.headers ?? {} });
const retry = (id: string, who?: SignedIn) =>
  t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers: who?.headers ?? { origin: t.config.publicUrl }, payload: {} });

describe('dead jobs', () => {
  it('answer 401 to anonymous visitors and 403 to clients and operators, and change nothing', async () => {
    await expectRefused(list, [client, operator]);
    await expectRefused((who) => retry(`notification-${deadMail}`, who), [client, operator]);
    const [row] = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, deadMail));
    expect(row!.status).toBe('failed');
  });

  it('lists, for an admin, the outbox rows and images out of attempts with their error', async () => {
    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const jobs = res.json().jobs as { id: string; kind: string; summary: string; attempts: number; error: string }[];
    expect(jobs.map((j) => j.id).sort()).toEqual([`image-${deadImage}`, `notification-${deadMail}`].sort());
    expect(jobs.find((j) => j.id === `notification-${deadMail}`)).toMatchObject({
      kind: 'notification:email',
      summary: 'Confirmation de votre commande SK-1',
      attempts: 6,
      error: 'SMTP 550',
    });
    expect(jobs.find((j) => j.id === `image-${deadImage}`)).toMatchObject({ kind: 'image-variations', summary: 'maki.png', error: 'image illisible' });
    // No recipient address in the list.
    expect(res.body).not.toContain('a@example.tn');
  });

  it('Réessayer gives the job back to its queue with fresh attempts, and records who did it', async () => {
    const res = await retry(`notification-${deadMail}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, deadMail));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row!.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const image = await retry(`image-${deadImage}`, admin);
    expect(image.statusCode).toBe(200);
    const [img] = await t.database.db.select().from(imagesMetadata).where(eq(imagesMetadata.id, deadImage));
    expect(img).toMatchObject({ variations_status: 'pending', variations_attempts: 0 });
    const events = await t.database.db.select().from(appEvents).where(eq(appEvents.event, 'admin.job.retried'));
    expect(events.map((e) => e.context.job_id).sort()).toEqual([`image-${deadImage}`, `notification-${deadMail}`].sort());
    expect(events.every((e) => e.user_id === admin.userId)).toBe(true);
    expect((await list(admin)).json().jobs).toEqual([]);
  });

  it('refuses in French a job that is not dead, an unknown one and a malformed id, writing nothing', async () => {
    const notDead = await retry(`notification-${sentMail}`, admin);
    expect(notDead.statusCode).toBe(409);
    expect(notDead.json().error.message).toBe("Cette tâche n'est pas en échec : rien à relancer");
    const unknown = await retry('notification-999999', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Tâche introuvable');
    const malformed = await retry('commande-1', admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Identifiant de tâche invalide');
    const [sent] = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, sentMail));
    expect(sent!.status).toBe('sent');
  });
});
