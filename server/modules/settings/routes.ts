/**
 * /api/admin/settings (admin only) and /api/admin/service (staff: the pause control of the board and the
 * dashboard). After every save the catalogue and the gate state are refreshed on every instance (NOTIFY).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminSettingsView, PauseInput, SECTION_INPUTS, SectionParams, ServiceStateView, type SettingsSection } from '@core/schemas/settings';
import { AppError } from '../../errors';
import { requireAdmin, viewerOf } from '../../plugins/auth';
import { getAdminSettings } from './get-admin-settings';
import { readSettingsRow } from './settings-row';
import { setOrderingPause, toServiceStateView } from './set-ordering-pause';
import { testTelegram } from './test-telegram';
import { updateSettingsSection } from './update-settings-section';

const Ok = z.object({ ok: z.literal(true) });
const NoBody = z.object({}).optional();

export async function settingsRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const refreshShop = () => app.catalog.invalidate();

  routes.get('/settings', { onRequest: requireAdmin, schema: { response: { 200: AdminSettingsView } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return getAdminSettings({ db });
  });

  routes.put(
    '/settings/:section',
    { onRequest: requireAdmin, schema: { params: SectionParams, body: z.unknown(), response: { 200: AdminSettingsView } } },
    async (request) => {
      const section: SettingsSection = request.params.section;
      // The body's contract depends on the section in the path: parsed here, with the section's schema.
      const parsed = SECTION_INPUTS[section].safeParse(request.body);
      if (!parsed.success) throw new AppError('VALIDATION', { message: parsed.error.issues[0]?.message ?? 'Valeur invalide' });
      const viewer = await viewerOf(request);
      const view = await updateSettingsSection({ db, section, input: parsed.data as never, userId: viewer.userId, secretBox: app.secretBox });
      await refreshShop();
      return view;
    },
  );

  routes.post('/settings/notifications/test', { onRequest: requireAdmin, schema: { body: NoBody, response: { 200: Ok } } }, async () =>
    testTelegram({ db, apiUrl: app.config.telegram.apiUrl, secretBox: app.secretBox }),
  );

  routes.get('/service', { schema: { response: { 200: ServiceStateView } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return toServiceStateView(await readSettingsRow({ db }), new Date());
  });

  routes.post('/service/pause', { schema: { body: PauseInput, response: { 200: ServiceStateView } } }, async (request) => {
    const viewer = await viewerOf(request);
    const state = await setOrderingPause({ db, minutes: request.body.minutes, userId: viewer.userId });
    await refreshShop();
    return state;
  });

  routes.post('/service/resume', { schema: { body: NoBody, response: { 200: ServiceStateView } } }, async (request) => {
    const viewer = await viewerOf(request);
    const state = await setOrderingPause({ db, minutes: null, resume: true, userId: viewer.userId });
    await refreshShop();
    return state;
  });
}
