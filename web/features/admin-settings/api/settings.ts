/** /api/admin/settings: read every section, save one; a save refreshes the shop's catalogue too. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { printTestTicket } from '@core/contracts/printing';
import * as endpoints from '@core/contracts/settings';
import { SETTINGS_MESSAGES, type SettingsSection } from '@core/schemas/settings';
import { errorMessage } from '../../../lib/api-client';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

const settingsKeys = { admin: queryKeys.adminSettings };

export function useAdminSettings() {
  return useQuery({ queryKey: settingsKeys.admin, queryFn: ({ signal }) => call(endpoints.getSettings, { signal }) });
}

/** Each section's own endpoint (PUT /api/admin/settings/<section>, its own body contract). */
const SAVE_SECTION = {
  identite: endpoints.saveIdentite,
  accueil: endpoints.saveAccueil,
  horaires: endpoints.saveHoraires,
  livraison: endpoints.saveLivraison,
  service: endpoints.saveService,
  paiements: endpoints.savePaiements,
  notifications: endpoints.saveNotifications,
  messages: endpoints.saveMessages,
  imprimantes: endpoints.saveImprimantes,
  email: endpoints.saveEmail,
  acces: endpoints.saveAcces,
  diagnostics: endpoints.saveDiagnostics,
} as const satisfies { [S in SettingsSection]: { path: `/api/admin/settings/${S}` } };

export function useSaveSettingsSection() {
  const queryClient = useQueryClient();
  return useMutation({
    // The sections' forms hand their values over as they are (`unknown`): the section's endpoint refuses a wrong body in French.
    mutationFn: ({ section, body }: { section: SettingsSection; body: unknown }) => call(SAVE_SECTION[section], { body: body as never }),
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
    mutationFn: () => call(endpoints.testTelegram, { body: {} }),
    onSuccess: () => toast.success('Message de test envoyé sur Telegram'),
    onError: (error) => toast.error(errorMessage(error)),
  });
}

/** Prints on the saved printers: a printer being edited prints once it is saved. */
export function usePrintTestTicket() {
  return useMutation({
    mutationFn: () => call(printTestTicket, { body: { demande_id: crypto.randomUUID() } }),
    onSuccess: () => toast.success('Ticket de test envoyé à l’imprimante'),
    onError: (error) => toast.error(errorMessage(error)),
  });
}
