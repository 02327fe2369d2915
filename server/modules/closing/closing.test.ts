/**
 * The daily closing: who may read and close a day, the figures of a day's orders (test orders out,
 * cancelled apart), the cash expected, counted and the difference kept, once per day, and a refund after the closing
 * listed as such while the closing keeps its figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { ERRORS } from '@core/errors';
import { serviceDayOf } from '@core/opening-hours';
import { CLOSING_FORM_MESSAGES } from '@core/schemas/closing';
import { closings, orders } from '../../db/schema/index';
import { expectRefused, signInAllRoles, type Roles, type SignedIn } from '../../test/auth';
import { createShopTestApp, deliverOrder, pickupBody, postOrder, type MenuFixture } from '../../test/orders';
import type { TestApp } from '../../test/app';

let t: TestApp;
let menu: MenuFixture;
let roles: Roles;
const DAY = '2026-03-10';

const inject = (method: 'GET' | 'POST', url: string, who?: SignedIn, payload?: object) =>
  t.app.inject({ method, url, headers: who ? who.headers : { origin: t.config.publicUrl }, ...(payload ? { payload } : {}) });

async function placed(mode: 'especes' | 'konnect' | 'carte' = 'especes'): Promise<{ id: string; total: number }> {
  const res = await postOrder(t.app, roles.client, pickupBody(menu, { mode_paiement: mode }));
  expect(res.statusCode).toBe(201);
  return { id: res.json().order.id, total: res.json().order.total_ttc };
}

/** Moves orders to a service day of the past: noon in Tunis. */
async function onDay(ids: string[], day: string): Promise<void> {
  await t.database.db
    .update(orders)
    .set({ created_at: new Date(`${day}T11:00:00Z`), fire_at: new Date(`${day}T11:00:00Z`) })
    .where(inArray(orders.id, ids));
}

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
  roles = await signInAllRoles(t.app, { otherClient: { withCustomer: true } });
});
afterAll(async () => {
  await t?.close();
});

describe('who may read and close a day', () => {
  it('refuses anonymous visitors and clients; operators and admins read and close', async () => {
    for (const method of ['GET', 'POST'] as const)
      await expectRefused(
        (who) => inject(method, '/api/admin/closings/2026-01-05', who, method === 'POST' ? { especes_comptees: 0 } : undefined),
        [roles.client, roles.otherClient],
      );
    expect((await inject('GET', '/api/admin/closings/2026-01-05', roles.operator)).statusCode).toBe(200);
    expect((await inject('GET', '/api/admin/closings/2026-01-05', roles.admin)).statusCode).toBe(200);
    const byOperator = await inject('POST', '/api/admin/closings/2026-01-05', roles.operator, { especes_comptees: 0 });
    expect(byOperator.statusCode).toBe(201);
    expect(byOperator.json().cloture).toMatchObject({ especes_attendues: 0, especes_comptees: 0, ecart: 0 });
  });

  it('answers a bad day or amount in French and a day not begun with a refusal, nothing closed', async () => {
    const badDay = await inject('GET', '/api/admin/closings/2026-02-30', roles.admin);
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().error.message).toContain(CLOSING_FORM_MESSAGES.invalidDay);
    const badCash = await inject('POST', '/api/admin/closings/2026-01-06', roles.admin, { especes_comptees: -5 });
    expect(badCash.statusCode).toBe(400);
    expect(badCash.json().error.message).toContain(CLOSING_FORM_MESSAGES.cashInvalid);
    const future = await inject('POST', '/api/admin/closings/2099-01-01', roles.admin, { especes_comptees: 0 });
    expect(future.statusCode).toBe(422);
    expect(future.json().error.code).toBe('DAY_NOT_OVER');
    expect(
      await t.database.db
        .select()
        .from(closings)
        .where(inArray(closings.jour, ['2026-01-06', '2099-01-01'])),
    ).toEqual([]);
  });
});

describe('closing a day', () => {
  it('computes the day’s figures, keeps the cash counted and the difference, once, and lists a later refund as after the closing', async () => {
    const cashA = await placed();
    const cashB = await placed();
    const card = await placed('carte');
    const cancelled = await placed();
    const test = await placed();
    const inKitchen = await placed();
    for (const o of [cashA, cashB, card, test]) await deliverOrder(t.app, roles.admin, o.id);
    await t.database.db.update(orders).set({ statut_commande: 'Annule' }).where(eq(orders.id, cancelled.id));
    await t.database.db.update(orders).set({ is_test: true }).where(eq(orders.id, test.id));
    await onDay(
      [cashA, cashB, card, cancelled, test, inKitchen].map((o) => o.id),
      DAY,
    );

    const open = await inject('GET', `/api/admin/closings/${DAY}`, roles.operator);
    expect(open.statusCode).toBe(200);
    const figures = open.json().figures;
    expect(figures).toMatchObject({
      commandes: 4,
      total_ttc: cashA.total + cashB.total + card.total + inKitchen.total,
      par_mode: { especes: { commandes: 3 }, carte: { commandes: 1, total: card.total }, konnect: { commandes: 0, total: 0 } },
      en_cours: 1,
      annulees: { commandes: 1, total: cancelled.total },
      especes_attendues: cashA.total + cashB.total,
    });
    expect(figures.tva.reduce((s: number, p: { ttc: number }) => s + p.ttc, 0) + figures.hors_tva).toBe(figures.total_ttc);
    expect(open.json().cloture).toBeNull();

    const counted = figures.especes_attendues - 2_000;
    const closed = await inject('POST', `/api/admin/closings/${DAY}`, roles.admin, { especes_comptees: counted, note: 'Billet manquant' });
    expect(closed.statusCode).toBe(201);
    expect(closed.json().cloture).toMatchObject({ especes_attendues: counted + 2_000, especes_comptees: counted, ecart: -2_000, note: 'Billet manquant' });
    expect(closed.json().cloture.closed_by).toBeTruthy();

    const again = await inject('POST', `/api/admin/closings/${DAY}`, roles.operator, { especes_comptees: counted + 2_000 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'DAY_ALREADY_CLOSED', message: ERRORS.DAY_ALREADY_CLOSED.message });

    const refund = await inject('POST', `/api/admin/orders/${cashA.id}/refund`, roles.admin, { montant: 1_000, motif: 'Plat oublié' });
    expect(refund.statusCode).toBe(201);
    const after = (await inject('GET', `/api/admin/closings/${DAY}`, roles.admin)).json();
    expect(after.figures).toEqual(closed.json().figures);
    expect(after.apres_cloture).toMatchObject([{ kind: 'remboursement', montant: 1_000 }]);
    const today = (await inject('GET', `/api/admin/closings/${serviceDayOf({}, new Date())}`, roles.admin)).json();
    expect(today.figures.remboursements.total).toBeGreaterThanOrEqual(1_000);
  });

  it('exports the month for the accountant (admins only) as three CSV files and an .xlsx workbook read back', async () => {
    for (const format of ['csv', 'xlsx'])
      await expectRefused((who) => inject('GET', `/api/admin/closings/export/2026-03/${format}`, who), [roles.client, roles.otherClient, roles.operator]);
    const bad = await inject('GET', '/api/admin/closings/export/2026-13/csv', roles.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain(CLOSING_FORM_MESSAGES.invalidMonth);

    const csv = await inject('GET', '/api/admin/closings/export/2026-03/csv', roles.admin);
    expect(csv.statusCode).toBe(200);
    const files: { filename: string; csv: string }[] = csv.json().files;
    expect(files.map((f) => f.filename)).toEqual(['clotures-2026-03.csv', 'factures-2026-03.csv', 'avoirs-2026-03.csv']);
    const [closingRow] = files[0]!.csv.split('\r\n').slice(1);
    expect(closingRow!.startsWith(`${DAY};4;`)).toBe(true);
    expect(closingRow).toContain(';-2.000;');

    const xlsx = await inject('GET', '/api/admin/closings/export/2026-03/xlsx', roles.admin);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    // exceljs declares its own Buffer type; inject's payload is Node's
    await workbook.xlsx.load(xlsx.rawPayload as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Clôtures', 'Factures', 'Avoirs']);
    const sheet = workbook.getWorksheet('Clôtures')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(values[headers.indexOf('jour')]).toBe(DAY);
    expect(values[headers.indexOf('ecart')]).toBe(-2);
    expect(sheet.rowCount).toBe(2);
  });
});
