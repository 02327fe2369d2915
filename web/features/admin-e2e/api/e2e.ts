/** /api/admin/e2e/*: suites, the last 10 runs, one run (polled every 3 s while running), results, Lancer, Arrêter, a suite's schedule. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@core/contracts/e2e';
import type { E2eScheduleInput } from '@core/schemas/e2e';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

const E2E_POLL_MS = 3000;

export const e2eKeys = queryKeys.e2e;

export function useE2eSuites() {
  return useQuery({
    queryKey: e2eKeys.suites,
    queryFn: async ({ signal }) => (await call(endpoints.listE2eSuites, { signal })).suites,
  });
}

export function useE2eRuns() {
  return useQuery({
    queryKey: e2eKeys.runs,
    queryFn: async ({ signal }) => (await call(endpoints.listE2eRuns, { signal })).runs,
  });
}

/** The active run, polled every 3 s until its status is no longer 'running' (back-office §4). */
export function useE2eRun(id: number | null) {
  return useQuery({
    queryKey: e2eKeys.run(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => (await call(endpoints.getE2eRun, { params: { id: id ?? 0 }, signal })).run,
    refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? E2E_POLL_MS : false),
  });
}

export function useE2eResults(id: number | null, live: boolean) {
  return useQuery({
    queryKey: e2eKeys.results(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => (await call(endpoints.listE2eResults, { params: { id: id ?? 0 }, signal })).results,
    refetchInterval: live ? E2E_POLL_MS : false,
  });
}

export function useLaunchE2e() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suiteId: number) => call(endpoints.startE2eRun, { body: { test_suite_id: suiteId, environment: 'production' } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: e2eKeys.runs }),
  });
}

export function useStopE2e() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: number) => call(endpoints.stopE2eRun, { body: { test_run_id: runId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: e2eKeys.all }),
  });
}

export function useSaveE2eSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ suiteId, schedule }: { suiteId: number; schedule: E2eScheduleInput }) =>
      call(endpoints.saveE2eSchedule, { params: { id: suiteId }, body: schedule }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: e2eKeys.suites }),
  });
}

export function exportUrl(runId: number, format: 'json' | 'junit'): string {
  return `/api/admin/e2e/runs/${runId}/export?format=${format}`;
}
