/**
 * /api/admin/settings (admin only) and /api/admin/service (staff: the pause control of the board and the
 * dashboard). After every save the catalogue and the gate state are refreshed on every instance (NOTIFY).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/settings';
import { AppError } from '../../errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAdmin, viewerOf } from '../../plugins/auth';
import { getAdminSettings } from './get-admin-settings';
import { readSettingsRow } from '../../db/settings-row';
import { setOrderingPause, toServiceStateView } from './set-ordering-pause';
import { testTelegram } from './test-telegram';
import { updateSettingsSection, type SectionChange } from './update-settings-section';

export async function settingsRoutes(scope: FastifyInstance) {
  const { db } = scope.database;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const refreshShop = () => scope.catalog.invalidate();

  app.route({
    ...endpointRoute(app, endpoints.getSettings),
    onRequest: requireAdmin,
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return getAdminSettings({ db });
    },
  });

  // One endpoint per section, each with its own body contract (twelve documented operations).
  const saveSection = async (request: FastifyRequest, change: SectionChange) => {
    const viewer = await viewerOf(request);
    const view = await updateSettingsSection({ db, change, userId: viewer.userId, secretBox: scope.secretBox });
    await refreshShop();
    return view;
  };
  const admin = { onRequest: requireAdmin };
  app.route({
    ...endpointRoute(app, endpoints.saveIdentite),
    ...admin,
    handler: (request) => saveSection(request, { section: 'identite', input: request.body }),
  });
  app.route({
    ...endpointRoute(app, endpoints.saveAccueil),
    ...admin,
    handler: (request) => saveSection(request, { section: 'accueil', input: request.body }),
  });
  app.route({
    ...endpointRoute(app, endpoints.saveHoraires),
    ...admin,
    handler: (request) => saveSection(request, { section: 'horaires', input: request.body }),
  });
  app.route({
    ...endpointRoute(app, endpoints.saveLivraison),
    ...admin,
    handler: (request) => saveSection(request, { section: 'livraison', input: request.body }),
  });
  app.route({
    ...endpointRoute(app, endpoints.saveService),
    ...admin,
    handler: (request) => saveSection(request, { section: 'service', input: request.body }),
  });
  app.route({
    ...endpointRoute(app, endpoints.savePaiements),
    ...admin,
    handler: (request) => saveSection(request, { section: 'paiements', input: request.body }),
  });
  app.route({
    ...endpointRoute(app, endpoints.saveNotifications),
    ...admin,
    handler: (request) => saveSection(request, { section: 'notifications', input: request.body }),
  });
  app.route({
    ...endpointRoute(app, endpoints.saveMessages),
    ...admin,
    handler: (request) => saveSection(request, { section: 'messages', input: request.body }),
  });
  app.route({
    ...endpointRoute(app, endpoints.saveImprimantes),
    ...admin,
    handler: (request) => saveSection(request, { section: 'imprimantes', input: request.body }),
  });
  app.route({ ...endpointRoute(app, endpoints.saveEmail), ...admin, handler: (request) => saveSection(request, { section: 'email', input: request.body }) });
  app.route({
    ...endpointRoute(app, endpoints.saveFiscalite),
    ...admin,
    handler: (request) => saveSection(request, { section: 'fiscalite', input: request.body }),
  });
  app.route({ ...endpointRoute(app, endpoints.saveAcces), ...admin, handler: (request) => saveSection(request, { section: 'acces', input: request.body }) });
  app.route({
    ...endpointRoute(app, endpoints.saveDiagnostics),
    ...admin,
    handler: (request) => saveSection(request, { section: 'diagnostics', input: request.body }),
  });
  // Any other section: refused in French by its parameter (never matched by a real section, whose own route wins).
  app.route({
    ...endpointRoute(app, endpoints.refuseUnknownSection),
    ...admin,
    handler: async () => {
      throw new AppError('NOT_FOUND');
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.testTelegram),
    ...admin,
    handler: async () => testTelegram({ db, apiUrl: scope.config.telegram.apiUrl, secretBox: scope.secretBox }),
  });

  app.route({
    ...endpointRoute(app, endpoints.getServiceState),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return toServiceStateView(await readSettingsRow({ db }), new Date());
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.pauseOrdering),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const state = await setOrderingPause({ db, minutes: request.body.minutes, userId: viewer.userId });
      await refreshShop();
      return state;
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.resumeOrdering),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const state = await setOrderingPause({ db, minutes: null, resume: true, userId: viewer.userId });
      await refreshShop();
      return state;
    },
  });
}
