/** /api/admin/me: the signed-in staff member (the guarded /api/admin scope lets staff only through). */
import { StaffMeView } from '../api-views';
import type { Endpoint } from './endpoint';

export const getAdminMe = { method: 'GET', path: '/api/admin/me', responses: { 200: StaffMeView } } as const satisfies Endpoint;
