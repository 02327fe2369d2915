/**
 * The shop's API journey, as a customer and the kitchen would take it, over the public HTTP API of the
 * running server: the catalogue and its prices, the cart rules, a real magic-link sign-in read from the
 * local outbox, a pickup order in cash seen on the board's live stream, moved to Livre while the tracking
 * stream watches, a review, an online payment through the simulator. Its orders are test orders from
 * their first write (orders/test-orders.ts): the kitchen and the customer are never notified of them.
 */
import { waitForSentMail } from '../../integrations/mail/wait-for-sent-mail';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { hasOptionGroups } from '@core/product-options';
import type { PublicCatalog } from '@core/catalog';
import { canOrder, computeDeliveryFee, deliveryHint, DELIVERY_HINTS, minimumCommande, minimumGratuite } from '@core/delivery';
import { formatTND } from '@core/money';
import { offeredPaymentModes } from '@core/payment-mode';
import { countLabel } from '@core/plural';
import { orderEvents } from '@core/contracts/admin-orders';
import { streamOrderByNumber } from '@core/contracts/orders';
import { notificationOutbox, orders, produits } from '../../db/schema/index';
import { E2eSkip, requireState, type E2eContext, type E2eScenarioDef } from './e2e-context';
import { expectStatus } from './shop-client';
import { sessionCookieFor } from './staff-session';

interface OrderAnswer {
  order: {
    id: string;
    numero_commande: string;
    total_ttc: number;
    statut_commande: string;
    payment_status: string;
  };
  payUrl: string | null;
}

function fail(message: string): never {
  throw new Error(message);
}

/** The cheapest visible product without accompaniments nor option groups: the order tests' dish. */
function testDish(catalog: PublicCatalog) {
  const dish = catalog.produits
    .filter((p) => p.actif && p.visible_dans_shop && !p.a_des_accompagnements && !hasOptionGroups(catalog.groupes_options, p.id))
    .sort((a, b) => a.prix - b.prix)[0];
  return dish ?? fail('Aucun produit commandable sans accompagnement dans le catalogue');
}

/** The catalogue read by the first scenario, once a customer is signed in: where the order tests start. */
function catalogForOrders(ctx: E2eContext): PublicCatalog {
  const catalog = requireState(ctx.state.catalog, 'catalogue');
  requireState(ctx.state.email, 'client connecté');
  return catalog;
}

const NO_CASH = 'Espèces non proposées (désactivées, ou paiement en ligne obligatoire)';

/** The cash pickup order the order tests follow: skipped, not failed, when the shop offers no cash. */
function cashPickupOrder(ctx: E2eContext, what: string): { id: string; numero_commande: string } {
  if (!offeredPaymentModes(catalogForOrders(ctx).settings).includes('especes')) throw new E2eSkip(NO_CASH);
  return requireState(ctx.state.pickupOrder, what);
}

/** A pickup order of `quantity` × the dish. */
function pickup(dish: { id: number }, quantity: number, mode_paiement: 'especes' | 'konnect') {
  return { type_commande: 'A_emporter', mode_paiement, items: [{ product_id: dish.id, quantity }] };
}

async function placeOrder(ctx: E2eContext, body: Record<string, unknown>): Promise<OrderAnswer> {
  const res = await ctx.customer.request<OrderAnswer>('POST', '/api/orders', body, { 'idempotency-key': randomUUID() });
  const refused = (res.body as { error?: { code?: string; message?: string } }).error;
  if (res.status === 409 && refused?.code === 'TEST_ORDER_LIVE_PAYMENT') throw new E2eSkip(refused.message ?? 'Paiement réel refusé pour une commande de test');
  expectStatus(res, 201, 'Commande refusée');
  const { order } = res.body;
  ctx.state.testOrderIds.push(order.id);
  const [row] = await ctx.app.database.db.select({ isTest: orders.is_test }).from(orders).where(eq(orders.id, order.id));
  if (!row?.isTest) fail(`Commande ${order.numero_commande} non marquée comme test`);
  ctx.log(`Commande ${order.numero_commande} créée (${formatTND(order.total_ttc)}), commande de test`);
  return res.body;
}

/** A test order's notifications: none, neither the kitchen's Telegram nor the customer's e-mail. */
async function expectNoNotification(ctx: E2eContext, order: { id: string }) {
  const rows = await ctx.app.database.db.select({ type: notificationOutbox.type }).from(notificationOutbox).where(eq(notificationOutbox.order_id, order.id));
  if (rows.length) fail(`Commande de test notifiée : ${rows.map((r) => r.type).join(', ')}`);
}

const catalogue: E2eScenarioDef = {
  name: 'Catalogue et prix',
  tests: [
    {
      name: 'Le catalogue est servi avec des prix valides',
      async run(ctx) {
        const res = await ctx.customer.request<PublicCatalog>('GET', '/api/catalog');
        expectStatus(res, 200, 'Catalogue indisponible');
        const catalog = res.body;
        const visible = catalog.produits.filter((p) => p.actif && p.visible_dans_shop);
        if (visible.length === 0) fail('Aucun produit visible dans la boutique');
        const categories = new Map(catalog.categories.map((c) => [c.id, c]));
        for (const p of visible) {
          if (!Number.isInteger(p.prix) || p.prix <= 0) fail(`Prix invalide pour « ${p.nom_fr} » : ${p.prix}`);
          if (!categories.has(p.category_id)) fail(`« ${p.nom_fr} » est dans une catégorie absente du catalogue (${p.category_id})`);
        }
        ctx.state.catalog = catalog;
        ctx.log(`${countLabel(catalog.categories.length, 'catégorie')}, ${countLabel(visible.length, 'produit visible', 'produits visibles')}`);
      },
    },
    {
      name: 'Les prix affichés sont ceux de la base',
      async run(ctx) {
        const catalog = requireState(ctx.state.catalog, 'catalogue');
        const ids = catalog.produits.map((p) => p.id);
        const rows = ids.length
          ? await ctx.app.database.db.select({ id: produits.id, prix: produits.prix }).from(produits).where(inArray(produits.id, ids))
          : [];
        const stored = new Map(rows.map((r) => [r.id, r.prix]));
        for (const p of catalog.produits) {
          const prix = stored.get(p.id);
          if (prix === undefined) fail(`« ${p.nom_fr} » est affiché mais n'existe plus`);
          if (prix !== p.prix) fail(`Prix incohérent pour « ${p.nom_fr} » : catalogue ${formatTND(p.prix)}, base ${formatTND(prix)}`);
        }
        ctx.log(`${catalog.produits.length} prix vérifiés`);
      },
    },
  ],
};

const cart: E2eScenarioDef = {
  name: 'Règles du panier',
  tests: [
    {
      name: 'Minimum de commande, livraison gratuite et indications',
      async run(ctx) {
        const catalog = requireState(ctx.state.catalog, 'catalogue');
        const zones = catalog.zones_livraison.filter((z) => z.actif);
        if (zones.length === 0) fail('Aucune zone de livraison active');
        for (const zone of zones) {
          const min = minimumCommande(zone);
          const free = minimumGratuite(zone);
          if (free < min) fail(`Zone ${zone.nom} : livraison gratuite (${formatTND(free)}) sous le minimum (${formatTND(min)})`);
          const ctxAt = (subtotal: number) => ({
            typeCommande: 'Livraison' as const,
            zones,
            zoneCode: zone.code,
            subtotal,
          });
          if (min > 0 && canOrder(ctxAt(min - 1))) fail(`Zone ${zone.nom} : commande possible sous le minimum`);
          if (!canOrder(ctxAt(min))) fail(`Zone ${zone.nom} : commande impossible au minimum`);
          if (min > 0 && deliveryHint(ctxAt(min - 1)) !== DELIVERY_HINTS.belowMinimum(formatTND(1)))
            fail(`Zone ${zone.nom} : indication sous le minimum incorrecte`);
          if (computeDeliveryFee(free, zone) !== 0 || deliveryHint(ctxAt(free)) !== DELIVERY_HINTS.free)
            fail(`Zone ${zone.nom} : pas de livraison gratuite à ${formatTND(free)}`);
        }
        ctx.log(`${zones.length} zones vérifiées`);
      },
    },
  ],
};

/**
 * The link of the newest e-mail to `to` in the local outbox (bodies are kept only there); null when a
 * real transport delivered it (the mail left, its link cannot be read back).
 */
async function linkFromOutbox(ctx: E2eContext, to: string): Promise<string | null> {
  // The link leaves through the notification outbox: the worker sends it a moment after the request.
  const found = await waitForSentMail({ db: ctx.app.database.db, to, since: new Date(0) });
  const mail = found && { text: found.text_body, provider: found.provider, status: found.status, error: found.error };
  if (!mail) fail(`Aucun e-mail envoyé à ${to}`);
  if (mail.status === 'error') fail(`L'e-mail de connexion a échoué : ${mail.error ?? 'erreur inconnue'}`);
  if (mail.provider !== 'outbox') return null;
  const match = /\/auth\/magic\?token=([^\s"&<]+)/.exec(mail.text ?? '');
  return match ? decodeURIComponent(match[1]!) : fail("Pas de lien de connexion dans l'e-mail");
}

const signIn: E2eScenarioDef = {
  name: 'Connexion',
  tests: [
    {
      name: "Connexion par lien magique lu dans la boîte d'envoi",
      async run(ctx) {
        const email = `e2e-${ctx.runId}-${randomBytes(4).toString('hex')}@example.com`;
        ctx.state.email = email;
        const sent = await ctx.customer.request('POST', '/api/auth/magic-link', { email, intent: 'signup', redirect: '/' });
        expectStatus(sent, 200, 'Envoi du lien de connexion impossible');
        ctx.log(`Lien demandé pour ${email}`);
        const token = await linkFromOutbox(ctx, email);
        if (token) {
          const verified = await ctx.customer.request('POST', '/api/auth/magic-link/verify', { token });
          expectStatus(verified, 200, 'Lien de connexion refusé');
        } else {
          // SMTP or Brevo: the e-mail left (status sent) but its link cannot be read back here.
          const context = await ctx.app.auth.$context;
          const created = await context.internalAdapter.createUser({ email, name: '', emailVerified: true }, { method: 'magic-link' });
          ctx.customer.setCookieHeader(await sessionCookieFor(ctx.app, created.id));
          expectStatus(await ctx.customer.request('POST', '/api/me/ensure-profile', {}), 200, 'Profil client impossible');
          ctx.log('E-mail délivré par un vrai transport : lien non lisible, session ouverte côté serveur');
        }
        const onboarding = await ctx.customer.request('POST', '/api/me/onboarding', { prenom: 'Test', nom: 'E2E', telephone: '22000000' });
        expectStatus(onboarding, 200, 'Profil refusé');
        const me = await ctx.customer.request<{
          userType: string;
          user: { email: string } | null;
        }>('GET', '/api/me');
        if (me.body.userType !== 'client' || me.body.user?.email !== email) fail(`Session inattendue : ${JSON.stringify(me.body).slice(0, 200)}`);
        ctx.log('Connecté et profil complété');
      },
    },
  ],
};

const ordering: E2eScenarioDef = {
  name: 'Commande et cuisine',
  tests: [
    {
      name: 'Une livraison sous le minimum est refusée',
      async run(ctx) {
        const catalog = catalogForOrders(ctx);
        const dish = testDish(catalog);
        const zone =
          catalog.zones_livraison.find((z) => z.actif && minimumCommande(z) > dish.prix) ?? fail('Aucune zone dont le minimum dépasse le prix du plat de test');
        const res = await ctx.customer.request<{
          error?: { code: string; message: string };
        }>(
          'POST',
          '/api/orders',
          {
            type_commande: 'Livraison',
            zone_livraison: zone.code,
            adresse_livraison: '1 rue du Test',
            ville_livraison: 'Tunis',
            // a mode the shop offers, so the refusal is the minimum's
            mode_paiement: offeredPaymentModes(catalog.settings)[0] ?? 'especes',
            items: [{ product_id: dish.id, quantity: 1 }],
          },
          { 'idempotency-key': randomUUID() },
        );
        if (res.status === 201) fail('Commande acceptée sous le minimum de la zone');
        if (res.body.error?.code !== 'ZONE_MINIMUM') fail(`Refus inattendu : HTTP ${res.status} ${res.body.error?.message ?? ''}`);
        ctx.log(`Refusée : ${res.body.error.message}`);
      },
    },
    {
      name: 'Commande à emporter en espèces, vue en direct par la cuisine',
      async run(ctx) {
        const catalog = catalogForOrders(ctx);
        if (!offeredPaymentModes(catalog.settings).includes('especes')) throw new E2eSkip(NO_CASH);
        const dish = testDish(catalog);
        const board = await ctx.kitchen.stream(orderEvents);
        try {
          const { order } = await placeOrder(ctx, pickup(dish, 2, 'especes'));
          ctx.state.pickupOrder = order;
          if (order.total_ttc !== dish.prix * 2)
            fail(`Prix incohérent pour « ${dish.nom_fr} » : catalogue 2 × ${formatTND(dish.prix)}, commande ${formatTND(order.total_ttc)}`);
          await board.nextWhere((data) => data.id === order.id);
          ctx.log('Commande reçue sur le flux de la cuisine');
        } finally {
          board.close();
        }
      },
    },
    {
      name: 'Passage à Livre suivi en direct',
      async run(ctx) {
        const order = cashPickupOrder(ctx, 'commande à emporter');
        const tracking = await ctx.customer.stream(streamOrderByNumber, { numero: order.numero_commande });
        try {
          for (const statut of ['En_preparation', 'Pret', 'Livre']) {
            const res = await ctx.kitchen.request('PATCH', `/api/admin/orders/${order.id}/status`, { statut_commande: statut });
            expectStatus(res, 200, `Passage à ${statut} refusé`);
            ctx.log(`Statut ${statut}`);
          }
          await tracking.nextWhere((data) => data.statut_commande === 'Livre');
          ctx.log('Le suivi a vu la commande livrée');
        } finally {
          tracking.close();
        }
      },
    },
    {
      name: 'Avis enregistré',
      async run(ctx) {
        const order = cashPickupOrder(ctx, 'commande livrée');
        const res = await ctx.customer.request('POST', `/api/orders/${order.id}/review`, { note: 5, commentaire: 'Test automatique' });
        expectStatus(res, 200, 'Avis refusé');
      },
    },
    {
      name: 'Aucune notification pour une commande de test',
      async run(ctx) {
        const order = cashPickupOrder(ctx, 'commande à emporter');
        await expectNoNotification(ctx, order);
        ctx.log('Ni la cuisine ni le client notifiés');
      },
    },
  ],
};

const payment: E2eScenarioDef = {
  name: 'Paiement en ligne',
  tests: [
    {
      name: 'Paiement Konnect de bout en bout',
      async run(ctx) {
        const catalog = catalogForOrders(ctx);
        if (!offeredPaymentModes(catalog.settings).includes('konnect')) throw new E2eSkip('Paiement en ligne désactivé');
        const { order, payUrl } = await placeOrder(ctx, pickup(testDish(catalog), 1, 'konnect'));
        if (!payUrl) fail('Pas de lien de paiement');
        const pay = new URL(payUrl);
        if (!pay.pathname.startsWith('/dev/konnect/pay/')) throw new E2eSkip('Konnect réel : le paiement demande une action humaine');
        const done = await ctx.customer.request('POST', `${pay.pathname}/complete`, undefined, { 'content-type': 'application/x-www-form-urlencoded' });
        if (done.status !== 303) fail(`Simulateur : HTTP ${done.status}`);
        const check = await ctx.customer.request<{
          order: { payment_status: string };
        }>('POST', `/api/orders/${order.id}/payment/check`, {});
        expectStatus(check, 200, 'Vérification du paiement impossible');
        if (check.body.order.payment_status !== 'paye') fail(`Paiement non confirmé : ${check.body.order.payment_status}`);
        await expectNoNotification(ctx, order);
        ctx.log('Payée au simulateur, sans notification');
      },
    },
  ],
};

export const API_SUITE = {
  name: 'Parcours API de la boutique',
  description:
    'La boutique en marche, par son API publique : catalogue et prix, panier, connexion par lien, commande, cuisine, suivi, avis, paiement, notifications.',
  scenarios: [catalogue, cart, signIn, ordering, payment],
};
