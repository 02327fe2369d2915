/**
 * /api/admin/e2e/* (admins only, back-office §2, §7): suites, runs (last 10), one run (polled every 3 s), its
 * results, Lancer, Arrêter, Exporter (JSON, JUnit) and a suite's schedule.
 */
import { z } from 'zod';
import { E2eExportView } from '../api-views';
import {
  E2eExportQuery,
  E2eResultsView,
  E2eRunDetailView,
  E2eRunParams,
  E2eRunsView,
  E2eScheduleInput,
  E2eSuiteView,
  E2eSuitesView,
  RunE2eInput,
  RunStartedView,
  StopE2eInput,
} from '../schemas/e2e';
import type { Endpoint } from './endpoint';

const NoQuery = z.object({});
const RUN_NOT_FOUND = ['E2E_RUN_NOT_FOUND'] as const;

export const listE2eSuites = { method: 'GET', path: '/api/admin/e2e/suites', query: NoQuery, responses: { 200: E2eSuitesView } } as const satisfies Endpoint;

export const listE2eRuns = { method: 'GET', path: '/api/admin/e2e/runs', query: NoQuery, responses: { 200: E2eRunsView } } as const satisfies Endpoint;

export const getE2eRun = {
  method: 'GET',
  path: '/api/admin/e2e/runs/:id',
  params: E2eRunParams,
  responses: { 200: E2eRunDetailView },
  errors: RUN_NOT_FOUND,
} as const satisfies Endpoint;

export const listE2eResults = {
  method: 'GET',
  path: '/api/admin/e2e/runs/:id/results',
  params: E2eRunParams,
  responses: { 200: E2eResultsView },
  errors: RUN_NOT_FOUND,
} as const satisfies Endpoint;

/** A download (content-disposition: attachment): JSON or JUnit XML; the page links to it, nothing calls it. */
export const exportE2eRun = {
  method: 'GET',
  path: '/api/admin/e2e/runs/:id/export',
  params: E2eRunParams,
  query: E2eExportQuery,
  responses: { 200: E2eExportView },
  errors: RUN_NOT_FOUND,
} as const satisfies Endpoint;

export const startE2eRun = {
  method: 'POST',
  path: '/api/admin/e2e/run',
  body: RunE2eInput,
  responses: { 200: RunStartedView },
  errors: ['E2E_SUITE_NOT_FOUND', 'E2E_SUITE_INACTIVE', 'E2E_ALREADY_RUNNING'],
} as const satisfies Endpoint;

export const stopE2eRun = {
  method: 'POST',
  path: '/api/admin/e2e/stop',
  body: StopE2eInput,
  responses: { 200: z.object({ ok: z.boolean() }) },
  errors: RUN_NOT_FOUND,
} as const satisfies Endpoint;

export const saveE2eSchedule = {
  method: 'PUT',
  path: '/api/admin/e2e/suites/:id/schedule',
  params: E2eRunParams,
  body: E2eScheduleInput,
  responses: { 200: E2eSuiteView },
  errors: ['E2E_SUITE_NOT_FOUND'],
} as const satisfies Endpoint;
