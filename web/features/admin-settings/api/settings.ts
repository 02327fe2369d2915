/** /api/admin/settings: read every section, save one; a save refreshes the shop's catalogue too. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { SETTINGS_MESSAGES, type AdminSettingsView, type SettingsSection } from '@core/schemas/settings';
import { api, errorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { OkView } from '@core/api-views';

export const settingsKeys = { admin: queryKeys.adminSettings };

export function useAdminSettings() {
  return useQuery({ queryKey: settingsKeys.admin, queryFn: ({ signal }) => api.get<AdminSettingsView>('/api/admin/settings', { signal }) });
}

export function useSaveSettingsSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ section, body }: { section: SettingsSection; body: unknown }) => api.put<AdminSettingsView>(`/api/admin/settings/${section}`, body),
    onSuccess: (view) => {
      queryClient.setQueryData(settingsKeys.admin, view);
      void queryClient.invalidateQueries({ queryKey: queryKeys.catalog });
      toast.success(SETTINGS_MESSAGES.saved);
    },
    onError: (error) => toast.error(SETTINGS_MESSAGES.saveFailed, { description: errorMessage(error) }),
  });
}

export function useTestTelegram() {
  return useMutation({
    mutationFn: () => api.post<OkView>('/api/admin/settings/notifications/test', {}),
    onSuccess: () => toast.success('Message de test envoyé sur Telegram'),
    onError: (error) => toast.error(errorMessage(error)),
  });
}
