/** What the payment services need from the app: the Konnect connection, the webhook base, the shop's name. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { readSettingsRow } from '../../db/settings-row';
import { localOrigin } from '../../lib/local-origin';
import { konnectConnection, SIMULATOR_API_KEY } from './konnect-connection';

/** `testOrder`: the payment of a test order, which only the simulator ever sees (konnect-connection.ts). */
export async function paymentContext(app: FastifyInstance, db: Db, { testOrder = false }: { testOrder?: boolean } = {}) {
  const settings = await readSettingsRow({ db });
  const connection = konnectConnection(app, settings, { testOrder });
  // The simulator runs inside this server: it reaches the webhook on our own address, which works
  // even when PUBLIC_URL is not resolvable from here (tests, a dev box behind a proxy).
  const webhookBase = connection.apiKey === SIMULATOR_API_KEY ? localOrigin(app) : app.config.publicUrl;
  return { db, connection, webhookBase, publicUrl: app.config.publicUrl, restaurant: settings.nom_restaurant };
}
