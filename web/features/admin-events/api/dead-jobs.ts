/** /api/admin/jobs: the job runner's dead jobs (Tâches en échec), and Réessayer. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeadJobView, DeadJobsView } from '@core/schemas/diagnostics';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useDeadJobs() {
  return useQuery({
    queryKey: queryKeys.deadJobs,
    queryFn: async ({ signal }): Promise<DeadJobView[]> => (await api.get<DeadJobsView>('/api/admin/jobs/dead', { signal })).jobs,
  });
}

export function useRetryDeadJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ ok: true }>(`/api/admin/jobs/${encodeURIComponent(id)}/retry`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.deadJobs }),
  });
}
