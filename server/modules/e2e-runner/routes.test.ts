import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { appEvents, e2eTestResults, e2eTestRuns, e2eTestSuites, notificationOutbox, orders, produits, restaurantSettings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { expectRefused, signInAllRoles, signInAs, type SignedIn } from '../../test/auth';
import { recipients, SMTP_DOWN, smtpConfig, startSmtpSink } from '../../test/mail';
import { openAllDay } from '../../test/orders';
import { API_SUITE } from './api-suite';

let t: TestApp;
let admin: SignedIn, operator: SignedIn, client: SignedIn;
let apiSuiteId: number;

beforeAll(async () => {
  t = await createTestApp({ notificationWorker: true, seed: true });
  // The runner drives the shop over real HTTP, like any client.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await openAllDay(t.database.db);
  ({ admin, operator, client } = await signInAllRoles(t.app));
  const [suite] = await t.database.db.select().from(e2eTestSuites).where(eq(e2eTestSuites.name, API_SUITE.name));
  apiSuiteId = suite!.id;
}, 60_000);
afterAll(async () => t?.close());

const get = (url: string, who?: SignedIn) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, who?: SignedIn) =>
  t.app.inject({ method, url, headers: who?.headers ?? { origin: t.config.publicUrl }, payload: payload as object });
const post = (url: string, payload: unknown, who?: SignedIn) => send('POST', url, payload, who);

async function launchAndWait(suiteId = apiSuiteId) {
  const res = await post('/api/admin/e2e/run', { test_suite_id: suiteId, environment: 'production' }, admin);
  expect(res.statusCode).toBe(200);
  const runId = res.json().run_id as number;
  await t.app.e2eRunner.idle();
  const run = (await get(`/api/admin/e2e/runs/${runId}`, admin)).json().run;
  const results = (await get(`/api/admin/e2e/runs/${runId}/results`, admin)).json().results as {
    test_name: string;
    status: string;
    error_message: string | null;
    logs: unknown[];
  }[];
  return { runId, run, results };
}

describe('E2E runner endpoints: permissions and input', () => {
  it('answers 401 to anonymous and 403 to clients and operators on every endpoint', async () => {
    const calls = [
      (who?: SignedIn) => get('/api/admin/e2e/suites', who),
      (who?: SignedIn) => get('/api/admin/e2e/runs', who),
      (who?: SignedIn) => get('/api/admin/e2e/runs/1', who),
      (who?: SignedIn) => get('/api/admin/e2e/runs/1/results', who),
      (who?: SignedIn) => get('/api/admin/e2e/runs/1/export', who),
      (who?: SignedIn) => post('/api/admin/e2e/run', { test_suite_id: apiSuiteId }, who),
      (who?: SignedIn) => post('/api/admin/e2e/stop', { test_run_id: 1 }, who),
      (who?: SignedIn) => send('PUT', `/api/admin/e2e/suites/${apiSuiteId}/schedule`, { schedule_minutes: 30 }, who),
    ];
    for (const call of calls) await expectRefused(call, [client, operator]);
    expect(await t.database.db.select().from(e2eTestRuns)).toHaveLength(0);
  });

  it('lists the active suites with the scenarios the runner plays', async () => {
    const suites = (await get('/api/admin/e2e/suites', admin)).json().suites as {
      name: string;
      test_scenarios: { name: string; tests: string[] }[];
    }[];
    const api = suites.find((s) => s.name === API_SUITE.name)!;
    expect(api.test_scenarios.map((s) => s.name)).toEqual(['Catalogue et prix', 'Règles du panier', 'Connexion', 'Commande et cuisine', 'Paiement en ligne']);
    expect(api.test_scenarios.flatMap((s) => s.tests)).toContain('Commande à emporter en espèces, vue en direct par la cuisine');
  });

  it('refuses bad input in French and unknown ids with 404', async () => {
    const bad = await post('/api/admin/e2e/run', { test_suite_id: 'abc' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Suite de tests introuvable');
    const unknown = await post('/api/admin/e2e/run', { test_suite_id: 999999 }, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Suite de tests introuvable');
    expect((await post('/api/admin/e2e/stop', { test_run_id: 999999 }, admin)).json().error.message).toBe('Exécution introuvable');
    expect((await get('/api/admin/e2e/runs/999999', admin)).statusCode).toBe(404);
    expect((await get('/api/admin/e2e/runs/0', admin)).json().error.message).toBe('Exécution introuvable');
    const schedule = await send('PUT', `/api/admin/e2e/suites/${apiSuiteId}/schedule`, { schedule_minutes: 1 }, admin);
    expect(schedule.statusCode).toBe(400);
    expect(schedule.json().error.message).toBe('La fréquence minimale est de 5 minutes');
    expect(await t.database.db.select().from(e2eTestRuns)).toHaveLength(0);
  });
});

describe('the API suite against the running shop', () => {
  it('passes every test, flags and cancels its orders (which notify nobody), and exports JSON and JUnit', async () => {
    const { runId, run, results } = await launchAndWait();
    const failures = results.filter((r) => r.status !== 'passed');
    expect(failures, JSON.stringify(failures, null, 2)).toEqual([]);
    expect(run).toMatchObject({
      status: 'completed',
      passed_tests: results.length,
      total_tests: results.length,
      finished_tests: results.length,
    });
    expect(results.length).toBe(API_SUITE.scenarios.flatMap((s) => s.tests).length);

    const [cleanup] = await t.database.db.select().from(appEvents).where(eq(appEvents.event, 'e2e.orders_cancelled'));
    const ids = cleanup!.context.order_ids as string[];
    expect(ids.length).toBe(2);
    const placed = await t.database.db.select().from(orders).where(inArray(orders.id, ids));
    expect(placed.every((o) => o.is_test && o.statut_commande === 'Annule')).toBe(true);
    // Test orders: neither the kitchen's Telegram nor a customer e-mail was ever queued.
    expect(await t.database.db.select().from(notificationOutbox).where(inArray(notificationOutbox.order_id, ids))).toEqual([]);

    // The online payment of the run left its events, written with the payment's changes.
    const paymentEvents = (
      await t.database.db
        .select()
        .from(appEvents)
        .where(inArray(appEvents.event, ['payment.started', 'payment.completed']))
    ).filter((e) => ids.includes(e.context.order_id as string));
    expect(paymentEvents.map((e) => e.event).sort()).toEqual(['payment.completed', 'payment.started']);

    const history = (await get('/api/admin/e2e/runs', admin)).json().runs as {
      id: number;
    }[];
    expect(history[0]!.id).toBe(runId);

    const json = await get(`/api/admin/e2e/runs/${runId}/export?format=json`, admin);
    expect(json.headers['content-disposition']).toBe(`attachment; filename="e2e-run-${runId}.json"`);
    expect(JSON.parse(json.body).results).toHaveLength(results.length);
    const junit = await get(`/api/admin/e2e/runs/${runId}/export?format=junit`, admin);
    expect(junit.headers['content-type']).toContain('application/xml');
    expect(junit.body).toMatch(/^<\?xml/);
    expect(junit.body).toContain(`tests="${results.length}" failures="0"`);
    expect((await get(`/api/admin/e2e/runs/${runId}/export?format=pdf`, admin)).json().error.message).toBe("Format d'export invalide");
  }, 120_000);

  it('with Paiement en ligne obligatoire, skips the cash order tests and says why, instead of failing them', async () => {
    await t.database.db.update(restaurantSettings).set({ paiement_obligatoire: true });
    await t.app.catalog.invalidate();
    try {
      const { results } = await launchAndWait();
      expect(
        results.filter((r) => r.status === 'failed'),
        JSON.stringify(results, null, 2),
      ).toEqual([]);
      const skipped = results.filter((r) => r.status === 'skipped');
      expect(skipped.map((r) => r.test_name)).toEqual([
        'Commande à emporter en espèces, vue en direct par la cuisine',
        'Passage à Livre suivi en direct',
        'Avis enregistré',
        'Aucune notification pour une commande de test',
      ]);
      expect(new Set(skipped.map((r) => r.error_message))).toEqual(new Set(['Espèces non proposées (désactivées, ou paiement en ligne obligatoire)']));
    } finally {
      await t.database.db.update(restaurantSettings).set({ paiement_obligatoire: false });
      await t.app.catalog.invalidate();
    }
  }, 120_000);

  it('one run at a time: a second launch answers 409, and Arrêter stops the run', async () => {
    const first = await post('/api/admin/e2e/run', { test_suite_id: apiSuiteId }, admin);
    expect(first.statusCode).toBe(200);
    const second = await post('/api/admin/e2e/run', { test_suite_id: apiSuiteId }, admin);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('Une exécution est déjà en cours');
    const stop = await post('/api/admin/e2e/stop', { test_run_id: first.json().run_id }, admin);
    expect(stop.statusCode).toBe(200);
    await t.app.e2eRunner.idle();
    const run = (await get(`/api/admin/e2e/runs/${first.json().run_id}`, admin)).json().run;
    expect(run.status).toBe('stopped');
    expect(run.error_message).toBe('Exécution interrompue');
  }, 60_000);

  it('a price changed behind the catalogue fails the price test with a clear error, and two failed runs alert the staff', async () => {
    const { db } = t.database;
    const [dish] = await db.select().from(produits).where(eq(produits.actif, true)).limit(1);
    // The catalogue is served (and cached), then the price is written straight to the table, behind
    // the cache's back: the served catalogue no longer matches the database.
    expect((await get('/api/catalog')).statusCode).toBe(200);
    await db
      .update(produits)
      .set({ prix: dish!.prix + 1000 })
      .where(eq(produits.id, dish!.id));
    try {
      const first = await launchAndWait();
      expect(first.run.status).toBe('failed');
      const priceTest = first.results.find((r) => r.test_name === 'Les prix affichés sont ceux de la base')!;
      expect(priceTest.status).toBe('failed');
      expect(priceTest.error_message).toMatch(new RegExp(`^Prix incohérent pour « ${dish!.nom_fr} » : catalogue [\\d.]+ TND, base [\\d.]+ TND$`));
      expect(first.results.filter((r) => r.status === 'failed').map((r) => r.test_name)).toEqual(['Les prix affichés sont ceux de la base']);
      const alertsAfterOne = await db.select().from(notificationOutbox);
      expect(alertsAfterOne.filter((n) => n.content.startsWith('⚠️ Tests E2E'))).toHaveLength(0);

      const secondRun = await launchAndWait();
      expect(secondRun.run.status).toBe('failed');
      const alerts = (await db.select().from(notificationOutbox)).filter((n) => n.content.startsWith('⚠️ Tests E2E'));
      // No TELEGRAM_STAFF_CHAT_ID here: the admins' e-mail only, never the kitchen's order chat.
      expect(alerts.map((a) => a.type)).toEqual(['email']);
      expect(alerts.find((a) => a.type === 'email')!.recipient).toBe(admin.email);
      expect(alerts[0]!.content).toContain('Prix incohérent');
    } finally {
      await db.update(produits).set({ prix: dish!.prix }).where(eq(produits.id, dish!.id));
    }
  }, 180_000);
});

/** Runs the API suite once on an app of its own (the demo seeded) whose mail leaves through `smtpUrl`. */
async function runApiSuiteMailingThrough(smtpUrl: string) {
  const other = await createTestApp({ notificationWorker: true, seed: true, config: smtpConfig(smtpUrl) });
  try {
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    await openAllDay(other.database.db);
    const who = await signInAs(other.app, { role: 'admin' });
    const [suite] = await other.database.db.select().from(e2eTestSuites).where(eq(e2eTestSuites.name, API_SUITE.name));
    const res = await other.app.inject({ method: 'POST', url: '/api/admin/e2e/run', headers: who.headers, payload: { test_suite_id: suite!.id } });
    await other.app.e2eRunner.idle();
    return await other.database.db.select().from(e2eTestResults).where(eq(e2eTestResults.test_run_id, res.json().run_id));
  } finally {
    await other.close();
  }
}

describe('the API suite with a real mail transport', () => {
  it('checks the send and opens the customer session server-side, the link being unreadable', async () => {
    const sink = await startSmtpSink();
    try {
      const results = await runApiSuiteMailingThrough(sink.url);
      const failures = results.filter((r) => r.status !== 'passed');
      expect(failures, JSON.stringify(failures, null, 2)).toEqual([]);
      const signIn = results.find((r) => r.test_name === "Connexion par lien magique lu dans la boîte d'envoi")!;
      expect(signIn.logs.map((l) => l.message)).toContain('E-mail délivré par un vrai transport : lien non lisible, session ouverte côté serveur');
      // The sign-up link really left through SMTP to the run's test address.
      expect(sink.messages.some((m) => recipients(m).some((to) => to.startsWith('e2e-')))).toBe(true);
    } finally {
      await sink.close();
    }
  }, 120_000);
});

describe('the API suite with the mail transport down', () => {
  it('fails the magic-link sign-in with the answer of the shop', async () => {
    const results = await runApiSuiteMailingThrough(SMTP_DOWN);
    const signIn = results.find((r) => r.test_name === "Connexion par lien magique lu dans la boîte d'envoi")!;
    expect(signIn.status).toBe('failed');
    expect(signIn.error_message).toMatch(/^L'e-mail de connexion a échoué : .*ECONNREFUSED/);
    expect(results.find((r) => r.test_name === 'Les prix affichés sont ceux de la base')!.status).toBe('passed');
  }, 120_000);
});
