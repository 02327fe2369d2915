/**
 * Reviews: a rating of 1 to 3 stars queues the staff's private alert (Telegram staff chat and staff e-mail)
 * in the outbox, 4 or 5 stars none and answer the Google link when set; the delivered e-mail links to the
 * rating; the back-office 'Avis' lists and filters, and an answer is kept and e-mailed through the outbox;
 * authorization for anonymous, client, other client, operator and admin on each new endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { customerReviews, notificationOutbox, orders, restaurantSettings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { expectRefused, signInAs, type SignedIn } from '../../test/auth';
import { menuFixture, openAllDay, pickupBody, postOrder, type MenuFixture } from '../../test/orders';

const STAFF_CHAT = '-100777';
const STAFF_EMAIL = 'equipe@sakura.tn';
const GOOGLE = 'https://g.page/r/sakura-test/review';

let t: TestApp;
let menu: MenuFixture;
let client: SignedIn;
let otherClient: SignedIn;
let operator: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ config: { staffAlerts: { email: STAFF_EMAIL, telegramChatId: STAFF_CHAT } } });
  await openAllDay(t.database.db);
  menu = await menuFixture(t.database.db);
  [client, otherClient, operator, admin] = await Promise.all([
    signInAs(t.app),
    signInAs(t.app),
    signInAs(t.app, { role: 'operator' }),
    signInAs(t.app, { role: 'admin' }),
  ]);
});
afterAll(async () => t?.close());

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: SignedIn, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

/** A collected order of `who`, delivered (Livre). */
async function deliveredOrder(who: SignedIn): Promise<{ id: string; numero_commande: string }> {
  const { order } = (await postOrder(t.app, who, pickupBody(menu))).json();
  await t.database.db.update(orders).set({ statut_commande: 'Livre' }).where(eq(orders.id, order.id));
  return order;
}

const lowRatingRows = async (orderId: string) =>
  (await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.order_id, orderId))).filter(
    (row) => (row.template_data as { kind?: string } | null)?.kind === 'low_rating',
  );

describe('rating an order', () => {
  it('queues a private alert to the staff chat and the staff e-mail for 1 to 3 stars, with the order, the customer, the stars and the comment', async () => {
    for (const note of [1, 2, 3]) {
      const order = await deliveredOrder(client);
      const res = await send('POST', `/api/orders/${order.id}/review`, client, { note, commentaire: 'Froid et en retard' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, lien_avis_google: null });
      const rows = await lowRatingRows(order.id);
      expect(rows.map((r) => [r.type, r.recipient, r.status]).sort()).toEqual([
        ['email', STAFF_EMAIL, 'pending'],
        ['telegram', STAFF_CHAT, 'pending'],
      ]);
      for (const row of rows) {
        expect(row.content).toContain(order.numero_commande);
        expect(row.content).toContain(`${note}/5`);
        expect(row.content).toContain('Test Client');
        expect(row.content).toContain('Froid et en retard');
      }
      expect(rows.find((r) => r.type === 'email')!.subject).toBe(`Avis ${note}/5 sur la commande ${order.numero_commande}`);
    }
  });

  it('queues no alert for 4 or 5 stars, and answers the Google link only once it is set', async () => {
    const four = await deliveredOrder(client);
    expect((await send('POST', `/api/orders/${four.id}/review`, client, { note: 4 })).json()).toEqual({ ok: true, lien_avis_google: null });
    expect(await lowRatingRows(four.id)).toEqual([]);

    await t.database.db.update(restaurantSettings).set({ lien_avis_google: GOOGLE });
    const five = await deliveredOrder(client);
    expect((await send('POST', `/api/orders/${five.id}/review`, client, { note: 5 })).json()).toEqual({ ok: true, lien_avis_google: GOOGLE });
    expect(await lowRatingRows(five.id)).toEqual([]);
    const two = await deliveredOrder(client);
    expect((await send('POST', `/api/orders/${two.id}/review`, client, { note: 2 })).json()).toEqual({ ok: true, lien_avis_google: null });
    await t.database.db.update(restaurantSettings).set({ lien_avis_google: null });
  });

  it('keeps the Google link an https address, blank clearing it', async () => {
    const { identite } = (await send('GET', '/api/admin/settings', admin)).json();
    const put = (body: object) => t.app.inject({ method: 'PUT', url: '/api/admin/settings/identite', headers: admin.headers, payload: body });
    for (const bad of ['http://g.page/r/x', 'g.page/r/x', 'javascript:alert(1)']) {
      const refused = await put({ ...identite, lien_avis_google: bad });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().error.message).toContain('https://');
    }
    const saved = await put({ ...identite, lien_avis_google: ` ${GOOGLE} ` });
    expect(saved.json().identite.lien_avis_google).toBe(GOOGLE);
    expect((await put({ ...identite, lien_avis_google: '' })).json().identite.lien_avis_google).toBeNull();
  });

  it('e-mails the customer at Livre with a link that opens the rating', async () => {
    const { order } = (await postOrder(t.app, client, pickupBody(menu))).json();
    for (const statut of ['En_preparation', 'Pret', 'Livre']) {
      expect((await send('PATCH', `/api/admin/orders/${order.id}/status`, operator, { statut_commande: statut })).statusCode).toBe(200);
    }
    const mails = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.order_id, order.id), eq(notificationOutbox.type, 'email')));
    const delivered = mails.find((m) => (m.template_data as { statut?: string }).statut === 'Livre');
    expect(delivered?.recipient).toBe(client.email);
    expect(delivered?.content).toContain(`Donnez-nous votre avis : https://shop.test/order-tracking/${order.numero_commande}?avis=1`);
  });
});

describe("the back-office 'Avis'", () => {
  it('is refused to anonymous (401), clients and other clients (403), open to operators and admins', async () => {
    await expectRefused((who) => send('GET', '/api/admin/reviews', who), [client, otherClient]);
    await expectRefused((who) => send('POST', '/api/admin/reviews/1/answer', who, { reponse: 'Merci' }), [client, otherClient]);
    expect((await send('GET', '/api/admin/reviews', operator)).statusCode).toBe(200);
    expect((await send('GET', '/api/admin/reviews', admin)).statusCode).toBe(200);
  });

  it('filters, and an answer to a low rating is kept (who, when) and e-mailed to the customer through the outbox', async () => {
    const order = await deliveredOrder(otherClient);
    await send('POST', `/api/orders/${order.id}/review`, otherClient, { note: 2, commentaire: 'Sushis trop secs' });
    const [review] = await t.database.db.select().from(customerReviews).where(eq(customerReviews.order_id, order.id));
    const toAnswer = (await send('GET', '/api/admin/reviews?filtre=a_repondre', operator)).json().avis as { id: number; a_repondre: boolean }[];
    expect(toAnswer.map((r) => r.id)).toContain(review!.id);
    expect(toAnswer.every((r) => r.a_repondre)).toBe(true);

    const empty = await send('POST', `/api/admin/reviews/${review!.id}/answer`, operator, { reponse: '   ' });
    expect(empty.statusCode).toBe(400);
    const answered = await send('POST', `/api/admin/reviews/${review!.id}/answer`, operator, { reponse: '  Toutes nos excuses, un bon vous attend.  ' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      id: review!.id,
      note: 2,
      a_repondre: false,
      reponse: 'Toutes nos excuses, un bon vous attend.',
      repondu_par: operator.email,
    });
    expect(answered.json().repondu_le).toEqual(expect.any(String));

    const [mail] = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.recipient, otherClient.email),
          eq(notificationOutbox.subject, `Réponse à votre avis sur la commande ${order.numero_commande}`),
        ),
      );
    expect(mail).toMatchObject({ type: 'email', status: 'pending' });
    expect(mail!.content).toContain('Toutes nos excuses, un bon vous attend.');
    expect((mail!.template_data as { kind: string }).kind).toBe('review_answer');

    const twice = await send('POST', `/api/admin/reviews/${review!.id}/answer`, admin, { reponse: 'Encore' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('REVIEW_ALREADY_ANSWERED');
    const answeredList = (await send('GET', '/api/admin/reviews?filtre=repondus', admin)).json().avis as { id: number }[];
    expect(answeredList.map((r) => r.id)).toContain(review!.id);
    expect(((await send('GET', '/api/admin/reviews?filtre=a_repondre', admin)).json().avis as { id: number }[]).map((r) => r.id)).not.toContain(review!.id);
  });

  it('answers the declared errors: unknown review, a good rating, a bad filter', async () => {
    const missing = await send('POST', '/api/admin/reviews/999999/answer', admin, { reponse: 'Merci' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('REVIEW_NOT_FOUND');
    const order = await deliveredOrder(client);
    await send('POST', `/api/orders/${order.id}/review`, client, { note: 5 });
    const [good] = await t.database.db.select().from(customerReviews).where(eq(customerReviews.order_id, order.id));
    const notLow = await send('POST', `/api/admin/reviews/${good!.id}/answer`, admin, { reponse: 'Merci' });
    expect(notLow.statusCode).toBe(422);
    expect(notLow.json().error.code).toBe('REVIEW_NOT_LOW');
    expect((await send('GET', '/api/admin/reviews?filtre=nimporte', admin)).statusCode).toBe(400);
  });
});
