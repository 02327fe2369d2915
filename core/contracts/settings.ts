/**
 * /api/admin/settings (admins): every section read at once, each of the twelve sections saved by its own endpoint
 * with its own body contract, the Telegram test; /api/admin/service (staff): the ordering pause of the board and
 * the dashboard.
 */
import { z } from 'zod';
import { OkView } from '../api-views';
import { AdminSettingsView, PauseInput, SECTION_INPUTS, SectionParams, ServiceStateView } from '../schemas/settings';
import type { Endpoint } from './endpoint';

const NoBody = z.object({}).optional();
const Saved = { 200: AdminSettingsView } as const;
/** Sections whose save seals a secret (refused while SECRETS_KEY is missing). */
const SEALS = ['SECRETS_KEY_MISSING'] as const;

export const getSettings = { method: 'GET', path: '/api/admin/settings', responses: { 200: AdminSettingsView } } as const satisfies Endpoint;

export const saveIdentite = {
  method: 'PUT',
  path: '/api/admin/settings/identite',
  body: SECTION_INPUTS.identite,
  responses: Saved,
} as const satisfies Endpoint;

export const saveAccueil = { method: 'PUT', path: '/api/admin/settings/accueil', body: SECTION_INPUTS.accueil, responses: Saved } as const satisfies Endpoint;

export const saveHoraires = {
  method: 'PUT',
  path: '/api/admin/settings/horaires',
  body: SECTION_INPUTS.horaires,
  responses: Saved,
} as const satisfies Endpoint;

export const saveLivraison = {
  method: 'PUT',
  path: '/api/admin/settings/livraison',
  body: SECTION_INPUTS.livraison,
  responses: Saved,
} as const satisfies Endpoint;

export const saveService = { method: 'PUT', path: '/api/admin/settings/service', body: SECTION_INPUTS.service, responses: Saved } as const satisfies Endpoint;

export const savePaiements = {
  method: 'PUT',
  path: '/api/admin/settings/paiements',
  body: SECTION_INPUTS.paiements,
  responses: Saved,
  errors: SEALS,
} as const satisfies Endpoint;

export const saveNotifications = {
  method: 'PUT',
  path: '/api/admin/settings/notifications',
  body: SECTION_INPUTS.notifications,
  responses: Saved,
  errors: SEALS,
} as const satisfies Endpoint;

export const saveMessages = {
  method: 'PUT',
  path: '/api/admin/settings/messages',
  body: SECTION_INPUTS.messages,
  responses: Saved,
  errors: SEALS,
} as const satisfies Endpoint;

export const saveImprimantes = {
  method: 'PUT',
  path: '/api/admin/settings/imprimantes',
  body: SECTION_INPUTS.imprimantes,
  responses: Saved,
} as const satisfies Endpoint;

export const saveEmail = {
  method: 'PUT',
  path: '/api/admin/settings/email',
  body: SECTION_INPUTS.email,
  responses: Saved,
  errors: SEALS,
} as const satisfies Endpoint;

export const saveFiscalite = {
  method: 'PUT',
  path: '/api/admin/settings/fiscalite',
  body: SECTION_INPUTS.fiscalite,
  responses: Saved,
} as const satisfies Endpoint;

export const saveAcces = { method: 'PUT', path: '/api/admin/settings/acces', body: SECTION_INPUTS.acces, responses: Saved } as const satisfies Endpoint;

export const saveDiagnostics = {
  method: 'PUT',
  path: '/api/admin/settings/diagnostics',
  body: SECTION_INPUTS.diagnostics,
  responses: Saved,
} as const satisfies Endpoint;

/**
 * Any other section: refused in French by its parameter (a real section's own endpoint always wins the match), so the
 * body is never read. Left out of the document.
 */

export const refuseUnknownSection = {
  method: 'PUT',
  path: '/api/admin/settings/:section',
  params: SectionParams,
  body: z.unknown(),
  responses: Saved,
  hidden: true,
} as const satisfies Endpoint;

export const testTelegram = {
  method: 'POST',
  path: '/api/admin/settings/notifications/test',
  body: NoBody,
  responses: { 200: OkView },
  errors: ['TELEGRAM_NOT_CONFIGURED', 'TELEGRAM_FAILED'],
} as const satisfies Endpoint;

export const getServiceState = { method: 'GET', path: '/api/admin/service', responses: { 200: ServiceStateView } } as const satisfies Endpoint;

export const pauseOrdering = {
  method: 'POST',
  path: '/api/admin/service/pause',
  body: PauseInput,
  responses: { 200: ServiceStateView },
} as const satisfies Endpoint;

export const resumeOrdering = {
  method: 'POST',
  path: '/api/admin/service/resume',
  body: NoBody,
  responses: { 200: ServiceStateView },
} as const satisfies Endpoint;
