/**
 * Order test helpers: an always-open restaurant (tests run at any hour), a small menu picked from the
 * demo seed (a product with a linked side, a foreign side, a zone), and a POST /api/orders helper.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HorairesReguliers } from '../../core/catalog';
import type { Db } from '../db/client';
import { accompagnements, produits, produitsAccompagnements, restaurantSettings, zonesLivraison } from '../db/schema/index';
import type { SignedIn } from './auth';

const allDay = { ouvert: true, ouverture: '00:00', fermeture: '00:00' };

/** 24 h service every day with no last-order margin: ordering is open whatever the clock says. */
export async function openAllDay(db: Db): Promise<void> {
  const horaires: HorairesReguliers = { lundi: allDay, mardi: allDay, mercredi: allDay, jeudi: allDay, vendredi: allDay, samedi: allDay, dimanche: allDay };
  await db.update(restaurantSettings).set({ horaires_reguliers: horaires, derniere_cmd_livraison: 0, derniere_cmd_emporter: 0 }).where(eq(restaurantSettings.id, 1));
}

export interface MenuFixture {
  product: { id: number; prix: number; nom_fr: string };
  withSide: { id: number; prix: number; nom_fr: string };
  side: { id: number; prix: number; nom_fr: string };
  foreignSide: { id: number; nom_fr: string };
  zone: { code: string; frais_livraison: number; minimum_commande: number; minimum_gratuite: number };
}

export async function menuFixture(db: Db): Promise<MenuFixture> {
  // A paying side dish linked to some product, so the side's price shows in the totals.
  const [link] = await db
    .select({ produit: produits, side: accompagnements })
    .from(produitsAccompagnements)
    .innerJoin(produits, eq(produits.id, produitsAccompagnements.produit_id))
    .innerJoin(accompagnements, eq(accompagnements.id, produitsAccompagnements.accompagnement_id))
    .where(and(eq(accompagnements.gratuit, false), sql`${accompagnements.prix} > 0`))
    .limit(1);
  const linkedToIt = db.select({ id: produitsAccompagnements.accompagnement_id }).from(produitsAccompagnements).where(eq(produitsAccompagnements.produit_id, link!.produit.id));
  const [foreign] = await db.select().from(accompagnements).where(notInArray(accompagnements.id, linkedToIt)).limit(1);
  const [product] = await db.select().from(produits).where(and(eq(produits.a_des_accompagnements, false), ne(produits.id, link!.produit.id))).limit(1);
  const [zone] = await db.select().from(zonesLivraison).where(eq(zonesLivraison.code, 'centre'));
  return {
    product: { id: product!.id, prix: product!.prix, nom_fr: product!.nom_fr },
    withSide: { id: link!.produit.id, prix: link!.produit.prix, nom_fr: link!.produit.nom_fr },
    side: { id: link!.side.id, prix: link!.side.prix, nom_fr: link!.side.nom_fr },
    foreignSide: { id: foreign!.id, nom_fr: foreign!.nom_fr },
    zone: { code: zone!.code, frais_livraison: zone!.frais_livraison, minimum_commande: zone!.minimum_commande, minimum_gratuite: zone!.minimum_gratuite },
  };
}

export function pickupBody(menu: MenuFixture, overrides: Record<string, unknown> = {}) {
  return { type_commande: 'A_emporter', mode_paiement: 'especes', items: [{ product_id: menu.product.id, quantity: 2 }], ...overrides };
}

export function deliveryBody(menu: MenuFixture, overrides: Record<string, unknown> = {}) {
  return {
    type_commande: 'Livraison',
    zone_livraison: menu.zone.code,
    adresse_livraison: '12 rue du Lac Léman',
    ville_livraison: 'Tunis',
    instructions_livraison: 'Sonner deux fois',
    mode_paiement: 'especes',
    items: [{ product_id: menu.product.id, quantity: 3 }],
    ...overrides,
  };
}

export function postOrder(app: FastifyInstance, who: Pick<SignedIn, 'headers'>, body: unknown, key: string = randomUUID()) {
  return app.inject({ method: 'POST', url: '/api/orders', headers: { ...who.headers, 'idempotency-key': key }, payload: body as object });
}

export interface EventStream {
  /** The next `event:`/`data:` message (comments such as heartbeats are skipped). */
  next(timeoutMs?: number): Promise<{ event: string; data: Record<string, unknown> }>;
  close(): void;
}

/** Opens a server-sent-event stream over real HTTP and reads it message by message. */
export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`SSE ${url}: HTTP ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n').filter((l) => !l.startsWith(':'));
          if (lines.length === 0) continue;
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
          const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
          return { event, data: JSON.parse(data) as Record<string, unknown> };
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('SSE: no message in time');
        const chunk = await Promise.race([reader.read(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('SSE: no message in time')), left))]);
        if (chunk.done) throw new Error('SSE: stream ended');
        buffer += chunk.value;
      }
    },
    close: () => controller.abort(),
  };
}
