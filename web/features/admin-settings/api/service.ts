/**
 * /api/admin/service: the ordering pause of the board and the dashboard (staff). Its endpoints are named by type
 * (endpointOf) so that the board's chunk does not load the settings page's schemas with the settings contract.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { SERVICE_MESSAGES, type PauseDuration } from '@core/service';
import type * as settings from '@core/contracts/settings';
import { errorMessage } from '../../../lib/api-client';
import { call, endpointOf } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

const getServiceState = endpointOf<typeof settings.getServiceState>({ method: 'GET', path: '/api/admin/service' });
const pauseOrdering = endpointOf<typeof settings.pauseOrdering>({ method: 'POST', path: '/api/admin/service/pause' });
const resumeOrdering = endpointOf<typeof settings.resumeOrdering>({ method: 'POST', path: '/api/admin/service/resume' });

const serviceKeys = { state: queryKeys.adminService };

export function useServiceState() {
  return useQuery({
    queryKey: serviceKeys.state,
    queryFn: ({ signal }) => call(getServiceState, { signal }),
    // A timed pause ends by itself: look again every 30 s.
    refetchInterval: 30_000,
  });
}

export function useSetPause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: PauseDuration | 'resume') => (minutes === 'resume' ? call(resumeOrdering, { body: {} }) : call(pauseOrdering, { body: { minutes } })),
    onSuccess: (state) => {
      queryClient.setQueryData(serviceKeys.state, state);
      void queryClient.invalidateQueries({ queryKey: queryKeys.catalog });
      toast.success(state.commandes_en_pause ? SERVICE_MESSAGES.paused : SERVICE_MESSAGES.resumed);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
