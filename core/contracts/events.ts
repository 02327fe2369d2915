/** /api/admin/events (admins only, back-office §2, §7): the app events of the last 24 h, by prefix. */
import { AppEventsQuery, AppEventsView } from '../schemas/diagnostics';
import type { Endpoint } from './endpoint';

export const listAppEvents = { method: 'GET', path: '/api/admin/events', query: AppEventsQuery, responses: { 200: AppEventsView } } as const satisfies Endpoint;
