/** /api/admin/jobs (admins only): the job runner's dead jobs, and Réessayer. */
import { z } from 'zod';
import { OkView } from '../api-views';
import { DeadJobParams, DeadJobsView } from '../schemas/diagnostics';
import type { Endpoint } from './endpoint';

export const listDeadJobs = { method: 'GET', path: '/api/admin/jobs/dead', responses: { 200: DeadJobsView } } as const satisfies Endpoint;

export const retryDeadJob = {
  method: 'POST',
  path: '/api/admin/jobs/:id/retry',
  params: DeadJobParams,
  body: z.object({}).optional(),
  responses: { 200: OkView },
  errors: ['JOB_NOT_FOUND', 'JOB_NOT_DEAD'],
} as const satisfies Endpoint;
