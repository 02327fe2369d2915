/**
 * Invoices and credit notes: the Fiscalité settings, the TVA stored at placing, a company customer's
 * invoice on a delivered order (read back from its PDF), staff issuing one, who may do what, immutability, the
 * credit note of a refund with its PDF mailed through the outbox, and gapless numbering under concurrency.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { invoices, notificationOutbox, orders, produits } from '../../db/schema/index';
import { expectRefused, signInAllRoles, signInAs, type Roles, type SignedIn } from '../../test/auth';
import { createShopTestApp, deliverOrder, pickupBody, postOrder, type MenuFixture } from '../../test/orders';
import type { TestApp } from '../../test/app';
import { testsUsePostgres } from '../../test/db';
import { FISCAL_ID_MESSAGES } from '@core/fiscal-id';

let t: TestApp;
let menu: MenuFixture;
let roles: Roles;
const COMPANY = { raison_sociale: 'Atlas Conseil SARL', matricule_fiscal: '1234567a/a/m/000', adresse: '5 avenue Habib Bourguiba, 1000 Tunis' };
const year = new Date().getFullYear();

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who?: SignedIn, payload?: object) =>
  t.app.inject({ method, url, headers: who ? who.headers : { origin: t.config.publicUrl }, ...(payload ? { payload } : {}) });

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

async function deliveredOrder(who: SignedIn = roles.client): Promise<{ id: string; numero_commande: string; total: number }> {
  const res = await postOrder(t.app, who, pickupBody(menu));
  expect(res.statusCode).toBe(201);
  const { order } = res.json();
  await deliverOrder(t.app, roles.admin, order.id);
  return { id: order.id, numero_commande: order.numero_commande, total: order.total_ttc };
}

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
  roles = await signInAllRoles(t.app, { otherClient: { withCustomer: true } });
});
afterAll(async () => {
  await t?.close();
});

describe('settings Fiscalité', () => {
  it('says which part of a matricule fiscal is wrong and saves a good one written the one way', async () => {
    const [product] = await t.database.db.select({ category_id: produits.category_id }).from(produits).where(eq(produits.id, menu.product.id));
    const category_id = product!.category_id;
    const section = {
      raison_sociale: 'Sakura SARL',
      adresse_fiscale: '12 rue de Marseille, Tunis',
      droit_timbre: 1000,
      taux_categories: [{ category_id, taux: 700 }],
      taux_produits: [],
    };
    const bad = await inject('PUT', '/api/admin/settings/fiscalite', roles.admin, { ...section, matricule_fiscal: '1234567A/M/A/000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain(FISCAL_ID_MESSAGES.vat);
    await expectRefused(
      (who) => inject('PUT', '/api/admin/settings/fiscalite', who, { ...section, matricule_fiscal: '1234567A/A/M/000' }),
      [roles.client, roles.operator],
    );
    const good = await inject('PUT', '/api/admin/settings/fiscalite', roles.admin, { ...section, matricule_fiscal: '7654321b a m 000' });
    expect(good.statusCode).toBe(200);
    expect(good.json().fiscalite).toMatchObject({ matricule_fiscal: '7654321B/A/M/000', droit_timbre: 1000, taux_categories: [{ category_id, taux: 700 }] });
  });

  it('stores the TVA per rate on every order placed, adding up to its total', async () => {
    const res = await postOrder(t.app, roles.client, pickupBody(menu));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().order.id));
    expect(order!.tva!.parts).toHaveLength(1);
    const [part] = order!.tva!.parts;
    expect(part).toMatchObject({ taux: 700, ttc: order!.total_ttc });
    expect(part!.tva).toBe(Math.round((order!.total_ttc * 700) / 10_700));
  });
});

describe('a customer asks for an invoice', () => {
  it('refuses an order not delivered nor paid, then issues FA-year-… once, readable as a PDF by its customer only', async () => {
    const placed = (await postOrder(t.app, roles.client, pickupBody(menu))).json().order;
    expect((await inject('POST', `/api/orders/${placed.id}/invoices`, roles.client, COMPANY)).json().error.code).toBe('INVOICE_NOT_ALLOWED');

    const order = await deliveredOrder();
    await expectRefused((who) => inject('POST', `/api/orders/${order.id}/invoices`, who, COMPANY), [], {});
    const stranger = await inject('POST', `/api/orders/${order.id}/invoices`, roles.otherClient, COMPANY);
    expect([stranger.statusCode, stranger.json().error.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const badId = await inject('POST', `/api/orders/${order.id}/invoices`, roles.client, { ...COMPANY, matricule_fiscal: '1234567A/A/M/001' });
    expect(badId.json().error.message).toContain(FISCAL_ID_MESSAGES.secondary);

    const res = await inject('POST', `/api/orders/${order.id}/invoices`, roles.client, COMPANY);
    expect(res.statusCode).toBe(201);
    const [invoice] = res.json().invoices;
    expect(invoice).toMatchObject({ kind: 'facture', total_ttc: order.total, net_a_payer: order.total + 1000 });
    expect(invoice.numero).toMatch(new RegExp(`^FA-${year}-\\d{6}$`));
    expect(res.json().can_request).toBe(false);
    expect((await inject('POST', `/api/orders/${order.id}/invoices`, roles.client, COMPANY)).json().error.code).toBe('INVOICE_EXISTS');

    const pdf = await inject('GET', `/api/invoices/${invoice.id}/pdf`, roles.client);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const part of [
      invoice.numero,
      'Atlas Conseil SARL',
      '1234567A/A/M/000',
      'Sakura SARL',
      '7654321B/A/M/000',
      'TVA 7 %',
      'Droit de timbre',
      '1.000 TND',
      'Net à payer',
      order.numero_commande,
    ])
      expect(text).toContain(part);
    expect((await inject('GET', `/api/invoices/${invoice.id}/pdf`, roles.otherClient)).statusCode).toBe(404);
    expect((await inject('GET', `/api/invoices/${invoice.id}/pdf`)).statusCode).toBe(401);
    expect((await inject('GET', `/api/orders/${order.id}/invoices`, roles.otherClient)).statusCode).toBe(404);

    const [mail] = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.recipient, roles.client.email), like(notificationOutbox.subject, `Facture ${invoice.numero}%`)));
    const attachments = mail!.template_data!.attachments as { filename: string; content: string }[];
    expect(attachments.map((a) => a.filename)).toEqual([`${invoice.numero}.pdf`]);
    expect(await pdfText(Buffer.from(attachments[0]!.content, 'base64'))).toContain(invoice.numero);
  });
});

describe('staff and invoices', () => {
  it('lets operators and admins issue and read one, never clients, and no route changes an issued invoice', async () => {
    const order = await deliveredOrder(roles.otherClient);
    const url = `/api/admin/orders/${order.id}/invoices`;
    await expectRefused((who) => inject('POST', url, who, COMPANY), [roles.client, roles.otherClient]);
    await expectRefused((who) => inject('GET', url, who), [roles.client, roles.otherClient]);
    const issued = await inject('POST', url, roles.operator, { ...COMPANY, email: 'compta@atlas.tn' });
    expect(issued.statusCode).toBe(201);
    const [invoice] = issued.json().invoices;
    expect((await inject('GET', url, roles.admin)).json().invoices).toHaveLength(1);
    await expectRefused((who) => inject('GET', `/api/admin/invoices/${invoice.id}/pdf`, who), [roles.client]);
    expect((await inject('GET', `/api/admin/invoices/${invoice.id}/pdf`, roles.admin)).statusCode).toBe(200);

    const [before] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const)
      for (const path of [`/api/admin/invoices/${invoice.id}`, `/api/invoices/${invoice.id}`, `/api/admin/invoices/${invoice.id}/pdf`])
        expect((await inject(method, path, roles.admin, { raison_sociale: 'Autre' })).statusCode).toBe(404);
    const [after] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after).toEqual(before);
  });

  it('issues a credit note referring to the invoice when the order is refunded after it', async () => {
    const order = await deliveredOrder();
    const issued = (await inject('POST', `/api/orders/${order.id}/invoices`, roles.client, COMPANY)).json().invoices[0];
    const refund = await inject('POST', `/api/admin/orders/${order.id}/refund`, roles.admin, { montant: 2000, motif: 'Plat froid' });
    expect(refund.statusCode).toBe(201);
    const { invoices: docs } = (await inject('GET', `/api/orders/${order.id}/invoices`, roles.client)).json();
    const avoir = docs.find((d: { kind: string }) => d.kind === 'avoir');
    expect(avoir).toMatchObject({ total_ttc: 2000, net_a_payer: 2000, facture_numero: issued.numero, motif: 'remboursement' });
    expect(avoir.numero).toMatch(new RegExp(`^AV-${year}-\\d{6}$`));
    const text = await pdfText((await inject('GET', `/api/invoices/${avoir.id}/pdf`, roles.client)).rawPayload);
    expect(text).toContain(`Avoir sur la facture N° ${issued.numero}`);
    expect(text).toContain('TVA 7 %');
  });
});

// PGlite has one connection: requests there run one after the other, so the race exists only on PostgreSQL.
describe.runIf(testsUsePostgres)('numbering under concurrency (PostgreSQL)', () => {
  it('gives parallel issues consecutive numbers without gaps', async () => {
    const who = await signInAs(t.app);
    const delivered = [];
    for (let i = 0; i < 4; i += 1) delivered.push(await deliveredOrder(who));
    const answers = await Promise.all(delivered.map((o) => inject('POST', `/api/admin/orders/${o.id}/invoices`, roles.admin, COMPANY)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const sequences = answers.map((a) => Number(a.json().invoices[0].numero.slice(-6))).sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, i) => sequences[0]! + i));
  });
});
