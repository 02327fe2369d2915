/**
 * Health checks: the process and its database (GET /api/health), liveness and readiness probes. /api/health
 * and /api/health/ready also answer 503 with the same view when something fails (a refusal, not a success:
 * server/modules/health/routes.ts declares that answer).
 */
import { HealthView, LivenessView, ReadinessView } from '../api-views';
import type { Endpoint } from './endpoint';

export const getHealth = { method: 'GET', path: '/api/health', responses: { 200: HealthView } } as const satisfies Endpoint;

export const getLiveness = { method: 'GET', path: '/api/health/live', responses: { 200: LivenessView } } as const satisfies Endpoint;

export const getReadiness = { method: 'GET', path: '/api/health/ready', responses: { 200: ReadinessView } } as const satisfies Endpoint;
