import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { appEvents, restaurantSettings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { expectRefused, signInAllRoles, signInAs, type SignedIn } from '../../test/auth';
import { createShopTestApp, openAllDay, pickupBody, postOrder, type MenuFixture } from '../../test/orders';
import { DEFAULT_SLOGAN } from '../../db/settings-row';

let t: TestApp;
let second: FastifyInstance;
let menu: MenuFixture;
let admin: SignedIn, operator: SignedIn, client: SignedIn, otherClient: SignedIn;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
  second = await buildApp({ config: t.config, database: t.database, logger: false });
  await second.ready();
  ({ admin, operator, client, otherClient } = await signInAllRoles(t.app, { otherClient: { withCustomer: true } }));
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const get = (url: string, who?: SignedIn) => t.app.inject({ method: 'GET', url, headers: who?.headers });
const send = (method: 'PUT' | 'POST', url: string, payload: unknown, who?: SignedIn) =>
  t.app.inject({ method, url, payload: payload as object, headers: who ? who.headers : { origin: t.config.publicUrl } });
const current = async () => (await get('/api/admin/settings', admin)).json();

const SECRETS = {
  konnect: 'sk_live_tres_secret_123',
  telegram: '123456:telegram-secret-token',
  password: 'mot-de-passe-testeurs',
  smtp: 'smtp-mot-de-passe-secret',
  brevo: 'xkeysib-brevo-cle-secrete',
};

describe('/api/admin/settings', () => {
  it('is for admins only: 401 anonymous, 403 clients and operators', async () => {
    const identite = (await current()).identite;
    const refused = [client, otherClient, operator];
    await expectRefused((who) => get('/api/admin/settings', who), refused);
    await expectRefused((who) => send('PUT', '/api/admin/settings/identite', { ...identite, nom_restaurant: 'Piraté' }, who), refused);
    await expectRefused((who) => send('POST', '/api/admin/settings/notifications/test', {}, who), refused);
    expect((await current()).identite.nom_restaurant).not.toBe('Piraté');
  });

  it('saves a section, records it with before and after, and the shop follows on every instance', async () => {
    const before = await current();
    expect((await second.inject({ method: 'GET', url: '/api/settings/public' })).json().slogan).toBe(before.identite.slogan);
    const res = await send('PUT', '/api/admin/settings/identite', { ...before.identite, slogan: 'Le goût du Japon à Tunis' }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().identite.slogan).toBe('Le goût du Japon à Tunis');
    const [event] = await t.database.db
      .select()
      .from(appEvents)
      .where(eq(appEvents.event, 'admin.settings.identite.updated'))
      .orderBy(desc(appEvents.id))
      .limit(1);
    expect(event!.user_id).toBe(admin.userId);
    const context = event!.context as { before: { slogan: string }; after: { slogan: string } };
    expect(context.before.slogan).toBe(before.identite.slogan);
    expect(context.after.slogan).toBe('Le goût du Japon à Tunis');
    // The second instance drops its copy on the NOTIFY: within a second.
    let seen = '';
    for (let i = 0; i < 20 && seen !== 'Le goût du Japon à Tunis'; i += 1) {
      seen = (await second.inject({ method: 'GET', url: '/api/settings/public' })).json().slogan;
      if (seen !== 'Le goût du Japon à Tunis') await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toBe('Le goût du Japon à Tunis');
  });

  it('refuses bad input with a French message and changes nothing', async () => {
    const before = await current();
    const badHours = await send(
      'PUT',
      '/api/admin/settings/horaires',
      { ...before.horaires, horaires_reguliers: { ...before.horaires.horaires_reguliers, lundi: { ouvert: true, ouverture: '24:30', fermeture: '10:00' } } },
      admin,
    );
    expect(badHours.statusCode).toBe(400);
    expect(badHours.json().error.message).toBe('Heure invalide (HH:MM)');
    const badService = await send('PUT', '/api/admin/settings/service', { ...before.service, commandes_simultanees_max: 0 }, admin);
    expect(badService.json().error.message).toBe('Le nombre de commandes simultanées doit être au moins 1');
    const unknown = await send('PUT', '/api/admin/settings/couleurs', {}, admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Section de paramètres inconnue');
    expect(await current()).toEqual(before);
  });

  it('edits opening hours and zones; a zone left out is deactivated, not deleted', async () => {
    const before = await current();
    const hours = {
      ...before.horaires,
      horaires_reguliers: {
        ...before.horaires.horaires_reguliers,
        samedi: { ouvert: true, ouverture: '12:00', fermeture: '15:00', ouverture_2: '19:00', fermeture_2: '23:30' },
        dimanche: { ouvert: false, ouverture: '11:00', fermeture: '23:00' },
      },
    };
    const savedHours = await send('PUT', '/api/admin/settings/horaires', hours, admin);
    expect(savedHours.statusCode).toBe(200);
    expect(savedHours.json().horaires.horaires_reguliers.samedi).toEqual({
      ouvert: true,
      ouverture: '12:00',
      fermeture: '15:00',
      ouverture_2: '19:00',
      fermeture_2: '23:30',
    });
    expect(savedHours.json().horaires.horaires_reguliers.dimanche.ouverture_2).toBeNull();
    const zones = before.livraison.zones as { id: number; code: string; minimum_commande: number }[];
    const [first, ...rest] = zones;
    const res = await send(
      'PUT',
      '/api/admin/settings/livraison',
      {
        service_livraison_actif: true,
        zones: [
          { ...first, minimum_commande: 33_000 },
          ...rest.slice(1),
          {
            code: 'lac-2',
            nom: 'Les Berges du Lac 2',
            frais_livraison: 5000,
            minimum_commande: 40_000,
            minimum_gratuite: 90_000,
            temps_livraison: 35,
            actif: true,
            ordre_affichage: 9,
          },
        ],
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    const after = res.json().livraison.zones as { id: number; code: string; actif: boolean; minimum_commande: number }[];
    expect(after.find((z) => z.id === first!.id)!.minimum_commande).toBe(33_000);
    expect(after.find((z) => z.code === 'lac-2')!.actif).toBe(true);
    if (rest[0]) expect(after.find((z) => z.id === rest[0]!.id)!.actif).toBe(false);
    const publicZones = (await get('/api/zones-livraison')).json() as { code: string; minimum_commande: number }[];
    expect(publicZones.find((z) => z.code === first!.code)!.minimum_commande).toBe(33_000);
    expect((await get('/api/settings/public')).json().horaires_reguliers.dimanche.ouvert).toBe(false);
    expect((await get('/api/settings/public')).json().horaires_reguliers.samedi.ouverture_2).toBe('19:00');
    await openAllDay(t.database.db);
  });

  it('keeps secrets write-only: shown as set, hashed for the access password, masked in events, absent from every public answer', async () => {
    const before = await current();
    expect((await send('PUT', '/api/admin/settings/paiements', { ...before.paiements, konnect_api_key: SECRETS.konnect }, admin)).statusCode).toBe(200);
    expect(
      (await send('PUT', '/api/admin/settings/notifications', { telegram_chat_id: '-100123', telegram_bot_token: SECRETS.telegram }, admin)).statusCode,
    ).toBe(200);
    const acces = await send(
      'PUT',
      '/api/admin/settings/acces',
      { acces_protege_actif: false, message_bientot_disponible: 'Bientôt !', mot_de_passe_acces: SECRETS.password },
      admin,
    );
    expect(acces.statusCode).toBe(200);
    const email = await send(
      'PUT',
      '/api/admin/settings/email',
      {
        ...before.email,
        email_provider_active: 'brevo',
        smtp_host: 'smtp.exemple.tn',
        smtp_user: 'boutique',
        smtp_password: SECRETS.smtp,
        brevo_api_key: SECRETS.brevo,
      },
      admin,
    );
    expect(email.statusCode).toBe(200);
    expect(email.json().email).toMatchObject({ email_provider_active: 'brevo', smtp_host: 'smtp.exemple.tn', smtp_user: 'boutique' });
    expect(acces.json().secrets).toEqual({
      konnect_api_key: true,
      telegram_bot_token: true,
      smtp_password: false,
      brevo_api_key: false,
      mot_de_passe_acces: true,
    });
    expect(email.json().secrets).toMatchObject({ smtp_password: true, brevo_api_key: true });
    // Blank keeps the stored secret.
    await send('PUT', '/api/admin/settings/paiements', { ...before.paiements, konnect_api_key: '' }, admin);
    const [row] = await t.database.db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1));
    expect(row!.konnect_api_key).toBe(SECRETS.konnect);
    expect(row!.mot_de_passe_acces).toMatch(/^scrypt\$/);
    expect(row!.mot_de_passe_acces).not.toContain(SECRETS.password);
    // Blank keeps the mail secrets too; the e-mail test page's Configuration tab keeps them as well.
    await send('PUT', '/api/admin/settings/email', { ...email.json().email, smtp_password: '', brevo_api_key: '' }, admin);
    await send('PUT', '/api/admin/email-test/config', { test_mode: false, host: 'smtp2.exemple.tn', port: 465, ssl: true }, admin);
    const [mailRow] = await t.database.db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1));
    expect(mailRow!.email_provider_configs).toMatchObject({
      smtp: { host: 'smtp2.exemple.tn', user: 'boutique', password: SECRETS.smtp },
      brevo: { api_key: SECRETS.brevo },
    });

    const answers = [
      await get('/api/admin/settings', admin),
      await get('/api/settings/public'),
      await get('/api/catalog'),
      await get('/'),
      await get('/menu'),
      await get('/api/me', client),
      await get('/api/admin/service', operator),
      await get('/api/admin/email-test/config', admin),
    ];
    const events = await t.database.db.select().from(appEvents).where(like(appEvents.event, 'admin.settings.%'));
    for (const text of [...answers.map((a) => a.body), JSON.stringify(events)]) {
      for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
      expect(text).not.toContain(row!.mot_de_passe_acces!);
    }
    // Null clears a secret.
    const cleared = await send('PUT', '/api/admin/settings/notifications', { telegram_chat_id: null, telegram_bot_token: null }, admin);
    expect(cleared.json().secrets.telegram_bot_token).toBe(false);
    const clearedMail = await send(
      'PUT',
      '/api/admin/settings/email',
      { ...email.json().email, email_provider_active: null, smtp_password: null, brevo_api_key: null },
      admin,
    );
    expect(clearedMail.json().secrets).toMatchObject({ smtp_password: false, brevo_api_key: false });
    const [clearedRow] = await t.database.db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1));
    expect(JSON.stringify(clearedRow!.email_provider_configs)).not.toContain(SECRETS.smtp);
  });

  it('refuses an SMTP provider without a server, and a bad port or sender, in French', async () => {
    const before = await current();
    const noHost = await send('PUT', '/api/admin/settings/email', { ...before.email, email_provider_active: 'smtp', smtp_host: '' }, admin);
    expect(noHost.statusCode).toBe(400);
    expect(noHost.json().error.message).toBe('Le serveur SMTP est requis pour envoyer par SMTP');
    const badPort = await send('PUT', '/api/admin/settings/email', { ...before.email, smtp_port: 70000 }, admin);
    expect(badPort.json().error.message).toBe('Port invalide');
    const badFrom = await send('PUT', '/api/admin/settings/email', { ...before.email, smtp_from: 'pas une adresse' }, admin);
    expect(badFrom.json().error.message).toBe('Expéditeur invalide (adresse e-mail ou « Nom <adresse> »)');
    expect(await current()).toEqual(before);
  });

  it("the Telegram 'Tester' button needs a token and a chat id", async () => {
    const res = await send('POST', '/api/admin/settings/notifications/test', {}, admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Renseignez le jeton du bot et le chat Telegram avant de tester');
  });

  it('creates the settings row with the default name and slogan when missing', async () => {
    const fresh = await createTestApp({ seed: false });
    try {
      const who = await signInAs(fresh.app, { role: 'admin' });
      const res = await fresh.app.inject({ method: 'GET', url: '/api/admin/settings', headers: who.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().identite.nom_restaurant).toBe('Sakura Sushi');
      expect(res.json().identite.slogan).toBe(DEFAULT_SLOGAN);
    } finally {
      await fresh.close();
    }
  });

  it('creates it with the same defaults when the shop is visited first', async () => {
    const fresh = await createTestApp({ seed: false });
    try {
      const res = await fresh.app.inject({ method: 'GET', url: '/api/catalog' });
      expect(res.statusCode).toBe(200);
      expect(res.json().settings.nom_restaurant).toBe('Sakura Sushi');
      expect(res.json().settings.slogan).toBe(DEFAULT_SLOGAN);
    } finally {
      await fresh.close();
    }
  });
});

describe('service controls', () => {
  it('pause and resume are for staff; bad durations are refused in French', async () => {
    const refused = [client, otherClient];
    await expectRefused((who) => send('POST', '/api/admin/service/pause', { minutes: 15 }, who), refused);
    await expectRefused((who) => send('POST', '/api/admin/service/resume', {}, who), refused);
    await expectRefused((who) => get('/api/admin/service', who), refused);
    const bad = await send('POST', '/api/admin/service/pause', { minutes: 20 }, operator);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Durée de pause invalide');
  });

  it('a pause refuses orders with its message and shows in the shop; resuming reopens', async () => {
    const paused = await send('POST', '/api/admin/service/pause', { minutes: 30 }, operator);
    expect(paused.statusCode).toBe(200);
    expect(paused.json().message).toMatch(/^Les commandes sont momentanément suspendues\. Reprise prévue à \d\d:\d\d\.$/);
    const shop = (await get('/api/settings/public')).json();
    expect(shop.commandes_en_pause).toBe(true);
    expect(shop.commandes_reprise_a).toBe(paused.json().commandes_reprise_a);
    const refused = await postOrder(t.app, client, pickupBody(menu));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(paused.json().message);

    const forever = await send('POST', '/api/admin/service/pause', { minutes: null }, admin);
    expect(forever.json().message).toBe('Les commandes sont momentanément suspendues. Veuillez réessayer un peu plus tard.');
    expect((await postOrder(t.app, client, pickupBody(menu))).json().error.message).toBe(forever.json().message);

    const resumed = await send('POST', '/api/admin/service/resume', {}, operator);
    expect(resumed.json()).toEqual({ commandes_en_pause: false, commandes_reprise_a: null, message: null });
    expect((await postOrder(t.app, client, pickupBody(menu))).statusCode).toBe(201);
    const events = await t.database.db.select().from(appEvents).where(like(appEvents.event, 'admin.service.%')).orderBy(asc(appEvents.id));
    expect(events.map((e) => e.event)).toEqual(['admin.service.paused', 'admin.service.paused', 'admin.service.resumed']);
  });

  it('refuses ASAP orders when the kitchen holds commandes_simultanees_max orders, offering the next slot', async () => {
    const service = (await current()).service;
    const { inKitchen } = await countKitchen();
    await send('PUT', '/api/admin/settings/service', { ...service, commandes_simultanees_max: inKitchen + 1, delai_preparation_base: 20 }, admin);
    expect((await postOrder(t.app, client, pickupBody(menu))).statusCode).toBe(201);
    const full = await postOrder(t.app, otherClient, pickupBody(menu));
    expect(full.statusCode).toBe(422);
    expect(full.json().error.message).toMatch(/^Notre cuisine est complète pour le moment\. Prochain créneau disponible : (aujourd'hui|demain) à \d\d:\d\d\.$/);
    await send('PUT', '/api/admin/settings/service', { ...service, commandes_simultanees_max: 1000 }, admin);
  });

  it('paiement_obligatoire offers and accepts only online payment', async () => {
    const service = (await current()).service;
    const offered = async () => (await get('/api/payment-modes', client)).json().map((m: { key: string }) => m.key);
    expect(await offered()).toEqual(['konnect', 'especes', 'carte']);
    await send('PUT', '/api/admin/settings/service', { ...service, paiement_obligatoire: true }, admin);
    // the checkout offers only what the order would be accepted with
    expect(await offered()).toEqual(['konnect']);
    // a browser that sends cash or card all the same is refused
    for (const mode_paiement of ['especes', 'carte'] as const) {
      const refused = await postOrder(t.app, client, pickupBody(menu, { mode_paiement }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.message).toBe('Seul le paiement en ligne est accepté pour le moment.');
    }
    await send('PUT', '/api/admin/settings/service', { ...service, paiement_obligatoire: false }, admin);
    expect(await offered()).toEqual(['konnect', 'especes', 'carte']);
  });
});

async function countKitchen() {
  const res = await get('/api/admin/orders?statut=Recu', operator);
  const prep = await get('/api/admin/orders?statut=En_preparation', operator);
  return { inKitchen: (res.json().orders as unknown[]).length + (prep.json().orders as unknown[]).length };
}
