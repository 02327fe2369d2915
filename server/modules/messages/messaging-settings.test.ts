/**
 * Paramètres › Messages (write-only secrets, sealed at rest), the production rules of the channels, and
 * who may use the new endpoints: the consent (a client's own) and an order's messages (staff).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { parseSecretsKey } from '../../lib/secret-box';
import { restaurantSettings } from '../../db/schema/index';
import { checkProduction } from '../../production-checks';
import { readDatabaseFacts } from '../../production-facts';
import { expectRefused, signInAllRoles, type Roles } from '../../test/auth';
import { createShopTestApp, pickupBody, postOrder, type MenuFixture } from '../../test/orders';
import type { TestApp } from '../../test/app';
import { DEFAULT_TEMPLATE_NAMES } from '@core/customer-messages';

let t: TestApp;
let menu: MenuFixture;
let roles: Roles;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp({ config: { secrets: { keys: parseSecretsKey(randomBytes(32).toString('base64')) } } }));
  roles = await signInAllRoles(t.app);
});
afterAll(() => t.close());

const MESSAGES = {
  whatsapp_actif: true,
  whatsapp_phone_number_id: '106540352242922',
  whatsapp_api_url: '',
  whatsapp_access_token: 'EAAG-jeton-secret',
  whatsapp_app_secret: 'secret-app',
  whatsapp_verify_token: 'verif-123',
  whatsapp_templates: { ...DEFAULT_TEMPLATE_NAMES, ready: 'commande_prete_v2' },
  whatsapp_ar: ['confirmed'],
  sms_actif: true,
  sms_url: 'https://api.sms.example.tn/v1/send',
  sms_method: 'POST',
  sms_format: 'json',
  sms_auth_header: 'Authorization',
  sms_auth_token: 'Bearer cle-sms',
  sms_sender: 'SAKURA',
  sms_body_template: '{"to":"{to_plus}","message":"{text}","sender":"{sender}"}',
  sms_id_path: 'messageId',
  sms_report_token: 'jeton-rapports',
};

describe('Paramètres › Messages', () => {
  const save = (who: Roles[keyof Roles] | undefined, body: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings/messages', headers: who?.headers ?? { origin: t.config.publicUrl }, payload: body });

  it('is saved by an admin only; the secrets are sealed at rest and never shown again', async () => {
    await expectRefused((who) => save(who, MESSAGES), [roles.client, roles.otherClient, roles.operator]);
    const res = await save(roles.admin, MESSAGES);
    expect(res.json().error).toBeUndefined();
    expect(res.statusCode).toBe(200);
    const view = res.json().messages;
    expect(view).toMatchObject({ whatsapp_actif: true, whatsapp_phone_number_id: '106540352242922', sms_sender: 'SAKURA', whatsapp_ar: ['confirmed'] });
    expect(view.whatsapp_templates.ready).toBe('commande_prete_v2');
    expect(view.secrets).toEqual({
      whatsapp_access_token: true,
      whatsapp_app_secret: true,
      whatsapp_verify_token: true,
      sms_auth_token: true,
      sms_report_token: true,
    });
    expect(res.body).not.toContain('EAAG-jeton-secret');
    const [row] = await t.database.db.select({ m: restaurantSettings.messaging_configs }).from(restaurantSettings).where(eq(restaurantSettings.id, 1));
    expect(JSON.stringify(row!.m)).not.toContain('EAAG-jeton-secret');
    expect(t.app.secretBox.decrypt(row!.m.whatsapp!.access_token!)).toBe('EAAG-jeton-secret');
    // Blank keeps a secret; the verify token is asked by Meta's handshake with the saved value.
    const kept = await save(roles.admin, { ...MESSAGES, whatsapp_access_token: '', sms_auth_token: '' });
    expect(kept.json().messages.secrets.whatsapp_access_token).toBe(true);
    const handshake = await t.app.inject({ method: 'GET', url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verif-123&hub.challenge=42' });
    expect(handshake.body).toBe('42');
  });

  it('refuses an incomplete channel with a French message and changes nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: roles.admin.headers })).json().messages;
    const noId = await save(roles.admin, { ...MESSAGES, whatsapp_phone_number_id: '' });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().error.message).toBe("L'identifiant du numéro WhatsApp est requis pour activer WhatsApp");
    const noText = await save(roles.admin, { ...MESSAGES, sms_body_template: '{"to":"{to}"}' });
    expect(noText.json().error.message).toBe('Le modèle de requête doit contenir {to} (ou {to_plus}) et {text}');
    const badTemplate = await save(roles.admin, { ...MESSAGES, whatsapp_templates: { ...MESSAGES.whatsapp_templates, ready: 'Prête !' } });
    expect(badTemplate.json().error.message).toBe('Nom de modèle invalide (lettres minuscules, chiffres et _)');
    const after = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: roles.admin.headers })).json().messages;
    expect(after).toEqual(before);
  });

  it('stops a production start on a channel half set or pointing at a stand-in, with the fix in French', async () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a'.repeat(48),
      PUBLIC_URL: 'https://www.sakura-sushi.tn',
      DATABASE_URL: 'postgres://sushi@db/sushi',
      SMTP_URL: 'smtps://u:p@smtp.example.tn:465',
      SECRETS_KEY: randomBytes(32).toString('base64'),
    });
    expect(checkProduction(production, await readDatabaseFacts(t.database.db)).errors).toEqual([]);
    await t.database.db
      .update(restaurantSettings)
      .set({
        messaging_configs: {
          whatsapp: { actif: true, phone_number_id: '1', access_token: 'x', api_url: 'http://127.0.0.1:3000/dev/whatsapp/v21.0' },
          sms: { actif: true, url: 'http://127.0.0.1:3000/dev/sms/api/send' },
        },
      })
      .where(eq(restaurantSettings.id, 1));
    const { errors } = checkProduction(production, await readDatabaseFacts(t.database.db));
    expect(errors).toEqual([
      'WhatsApp est activé mais il manque le secret de l’application (signature des webhooks), le jeton de vérification du webhook. Renseignez-les dans Paramètres › Messages (Meta Business › WhatsApp › Configuration de l’API), ou désactivez WhatsApp.',
      'WhatsApp pointe vers le simulateur local (http://127.0.0.1:3000/dev/whatsapp/v21.0), absent en production. Dans Paramètres › Messages, videz l’adresse de l’API (https://graph.facebook.com/v21.0 par défaut).',
      'La passerelle SMS pointe vers le simulateur local (http://127.0.0.1:3000/dev/sms/api/send), absent en production. Renseignez l’adresse de votre fournisseur dans Paramètres › Messages (docs/operations.md, WhatsApp et SMS).',
      'Les SMS sont activés sans jeton des accusés de réception : le webhook /api/webhooks/sms/report refuserait tout. Renseignez-le dans Paramètres › Messages (par exemple : openssl rand -hex 24).',
    ]);
    await t.database.db.update(restaurantSettings).set({ messaging_configs: {} }).where(eq(restaurantSettings.id, 1));
  });
});

describe('who may use the message endpoints', () => {
  it("lets a client read and change only their own consent, dated, and refuses everyone else's session", async () => {
    const get = (who?: Roles[keyof Roles]) => t.app.inject({ method: 'GET', url: '/api/me/message-consent', headers: who?.headers ?? {} });
    const put = (who: Roles[keyof Roles] | undefined, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/me/message-consent', headers: who?.headers ?? { origin: t.config.publicUrl }, payload });
    await expectRefused(get, [roles.otherClient, roles.operator, roles.admin], { code: 'PROFILE_REQUIRED' });
    await expectRefused((who) => put(who, { canal: 'sms' }), [roles.otherClient, roles.operator, roles.admin], { code: 'PROFILE_REQUIRED' });
    expect((await get(roles.client)).json()).toEqual({ canal: 'email', langue: 'fr', depuis: null, arrete_par_stop: false });
    const chosen = await put(roles.client, { canal: 'whatsapp', langue: 'ar', source: 'profil' });
    expect(chosen.json()).toMatchObject({ canal: 'whatsapp', langue: 'ar', arrete_par_stop: false });
    expect(Date.parse(chosen.json().depuis)).not.toBeNaN();
    const bad = await put(roles.client, { canal: 'pigeon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Choisissez WhatsApp, SMS ou E-mail uniquement');
    expect((await get(roles.client)).json().canal).toBe('whatsapp');
    const off = await put(roles.client, { canal: 'email' });
    expect(off.json()).toMatchObject({ canal: 'email', arrete_par_stop: false });
  });

  it("shows an order's messages to staff only", async () => {
    const order = (await postOrder(t.app, roles.client, pickupBody(menu))).json().order;
    const call = (who?: Roles[keyof Roles]) => t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}/messages`, headers: who?.headers ?? {} });
    await expectRefused(call, [roles.client, roles.otherClient]);
    for (const staff of [roles.operator, roles.admin]) {
      const res = await call(staff);
      expect(res.statusCode).toBe(200);
      expect(res.json().messages).toMatchObject([{ event: 'confirmed', libelle: 'Commande confirmée', statut: 'en_attente', canal: null }]);
    }
  });
});
