/**
 * /api/admin/settings (admin only) and /api/admin/service (staff: the pause control of the board and the
 * dashboard). After every save the catalogue and the gate state are refreshed on every instance (NOTIFY).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminSettingsView,
  PauseInput,
  SECTION_INPUTS,
  SETTINGS_SECTIONS,
  SectionParams,
  ServiceStateView,
  type SectionInput,
  type SettingsSection,
} from '@core/schemas/settings';
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

  // One route per section, each with its own body contract (ten sections, ten documented operations).
  const saveSection = <S extends SettingsSection>(section: S) =>
    routes.put(
      `/settings/${section}`,
      { onRequest: requireAdmin, schema: { body: SECTION_INPUTS[section], response: { 200: AdminSettingsView } } },
      async (request) => {
        const viewer = await viewerOf(request);
        const input = request.body as SectionInput<S>;
        const view = await updateSettingsSection({ db, section, input, userId: viewer.userId, secretBox: app.secretBox });
        await refreshShop();
        return view;
      },
    );
  for (const section of SETTINGS_SECTIONS) saveSection(section);
  // Any other section: refused in French (never matched by a real section, whose own route wins).
  routes.put(
    '/settings/:section',
    { onRequest: requireAdmin, schema: { hide: true, params: SectionParams, body: z.unknown(), response: { 200: AdminSettingsView } } },
    async () => {
      throw new AppError('NOT_FOUND');
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
