/** /api/admin/jobs: the job runner's dead jobs (Tâches en échec), and Réessayer. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@core/contracts/jobs';
import type { DeadJobView } from '@core/schemas/diagnostics';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

export function useDeadJobs() {
  return useQuery({
    queryKey: queryKeys.deadJobs,
    queryFn: async ({ signal }): Promise<DeadJobView[]> => (await call(endpoints.listDeadJobs, { signal })).jobs,
  });
}

export function useRetryDeadJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.retryDeadJob, { params: { id }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.deadJobs }),
  });
}
