import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { appEvents } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { expectRefused, signInAllRoles, signInAs, type SignedIn } from '../../test/auth';
import { createShopTestApp, pickupBody, postOrder, setOrderStatus, type MenuFixture } from '../../test/orders';
import { recordAppEvent } from './record-app-event';

let t: TestApp;
let menu: MenuFixture;
let admin: SignedIn, operator: SignedIn, client: SignedIn, otherClient: SignedIn;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
  ({ admin, operator, client, otherClient } = await signInAllRoles(t.app, { otherClient: { withCustomer: true } }));
});
afterAll(async () => t?.close());

const events = (query = '', who?: SignedIn) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/events${query}`,
    headers: who?.headers ?? {},
  });

describe('GET /api/admin/events', () => {
  it('is for admins only: anonymous 401, clients and operators 403', async () => {
    await expectRefused((who) => events('', who), [client, otherClient, operator]);
    expect((await events('', operator)).json().error.message).toBe("Accès refusé. Vous n'avez pas les permissions nécessaires pour accéder à cette zone.");
    expect((await events('', admin)).statusCode).toBe(200);
  });

  it('records order.created and order.status_changed in the order transaction, and finds them by prefix', async () => {
    const { order } = (await postOrder(t.app, client, pickupBody(menu))).json();
    const patch = await setOrderStatus(t.app, operator, order.id, 'En_preparation');
    expect(patch.statusCode).toBe(200);

    const list = (await events('?prefix=order.', admin)).json().events as {
      event: string;
      user_id: string | null;
      user_email: string | null;
      context: Record<string, unknown>;
    }[];
    const created = list.find((e) => e.event === 'order.created' && e.context.order_id === order.id);
    expect(created).toMatchObject({
      user_id: client.userId,
      user_email: client.email,
      context: { numero_commande: order.numero_commande },
    });
    const changed = list.find((e) => e.event === 'order.status_changed' && e.context.order_id === order.id);
    expect(changed).toMatchObject({
      user_id: operator.userId,
      context: {
        before: { statut_commande: 'Recu' },
        after: { statut_commande: 'En_preparation' },
      },
    });
    // newest first
    expect(list.indexOf(changed!)).toBeLessThan(list.indexOf(created!));
    expect(list.every((e) => e.event.startsWith('order.'))).toBe(true);
  });

  it('an illegal status change leaves no event', async () => {
    const { order } = (await postOrder(t.app, client, pickupBody(menu))).json();
    const bad = await setOrderStatus(t.app, operator, order.id, 'Livre');
    expect(bad.statusCode).toBe(422);
    const rows = await t.database.db.select().from(appEvents).where(eq(appEvents.event, 'order.status_changed'));
    expect(rows.filter((r) => r.context.order_id === order.id)).toHaveLength(0);
  });

  it('keeps the last 24 h only, treats LIKE wildcards literally, and serves the live mode with after', async () => {
    const { db } = t.database;
    await recordAppEvent(db, { event: 'ensure_profile.ok', context: { a: 1 } });
    await recordAppEvent(db, { event: 'ensure_profileXok', context: {} });
    const [old] = await db
      .insert(appEvents)
      .values({
        event: 'ensure_profile.old',
        created_at: new Date(Date.now() - 25 * 3_600_000),
      })
      .returning();
    const list = (await events('?prefix=ensure_profile.', admin)).json().events as {
      id: number;
      event: string;
      user_id: null;
      user_email: null;
    }[];
    expect(list.map((e) => e.event)).toEqual(['ensure_profile.ok']);
    expect(list[0]).toMatchObject({ user_id: null, user_email: null });
    expect(list.some((e) => e.id === old!.id)).toBe(false);

    const lastId = list[0]!.id;
    expect((await events(`?prefix=ensure_profile.&after=${lastId}`, admin)).json().events).toEqual([]);
    await recordAppEvent(db, { event: 'ensure_profile.later' });
    expect(((await events(`?prefix=ensure_profile.&after=${lastId}`, admin)).json().events as { event: string }[]).map((e) => e.event)).toEqual([
      'ensure_profile.later',
    ]);
  });

  it('answers at most 500 rows and refuses bad filters in French, 400', async () => {
    const { db } = t.database;
    await db.insert(appEvents).values(Array.from({ length: 520 }, (_, i) => ({ event: `bulk.${i}` })));
    expect((await events('?prefix=bulk.', admin)).json().events).toHaveLength(500);
    const tooMany = await events('?limit=501', admin);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('Au plus 500 événements');
    const badAfter = await events('?after=abc', admin);
    expect(badAfter.statusCode).toBe(400);
    expect(badAfter.json().error.message).toBe('Paramètre after invalide');
    const longPrefix = await events(`?prefix=${'x'.repeat(101)}`, admin);
    expect(longPrefix.statusCode).toBe(400);
    expect(longPrefix.json().error.message).toBe('Le filtre ne doit pas dépasser 100 caractères');
  });

  it('records ensure_profile.created when a profile is created', async () => {
    const bare = await signInAs(t.app, { withCustomer: false });
    expect((await t.app.inject({ method: 'POST', url: '/api/me/ensure-profile', headers: bare.headers, payload: {} })).statusCode).toBe(200);
    const [ensured] = await t.database.db.select().from(appEvents).where(eq(appEvents.event, 'ensure_profile.created')).orderBy(desc(appEvents.id)).limit(1);
    expect(ensured).toMatchObject({ user_id: bare.userId });
  });
});
