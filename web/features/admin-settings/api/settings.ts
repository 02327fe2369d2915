/** /api/admin/settings: read every section, save one; a save refreshes the shop's catalogue too. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { printTestTicket } from '@core/contracts/printing';
import * as endpoints from '@core/contracts/settings';
import { SETTINGS_MESSAGES, type AdminSettingsView, type SectionInput, type SettingsSection } from '@core/schemas/settings';
import { errorMessage } from '../../../lib/api-client';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

const settingsKeys = { admin: queryKeys.adminSettings };

export function useAdminSettings() {
  return useQuery({ queryKey: settingsKeys.admin, queryFn: ({ signal }) => call(endpoints.getSettings, { signal }) });
}

/** Each section's own endpoint (PUT /api/admin/settings/<section>), called with what its form's schema gives. */
const SAVE_SECTION: { [S in SettingsSection]: (body: SectionInput<S>) => Promise<AdminSettingsView> } = {
  identite: (body) => call(endpoints.saveIdentite, { body }),
  accueil: (body) => call(endpoints.saveAccueil, { body }),
  horaires: (body) => call(endpoints.saveHoraires, { body }),
  livraison: (body) => call(endpoints.saveLivraison, { body }),
  service: (body) => call(endpoints.saveService, { body }),
  paiements: (body) => call(endpoints.savePaiements, { body }),
  fiscalite: (body) => call(endpoints.saveFiscalite, { body }),
  notifications: (body) => call(endpoints.saveNotifications, { body }),
  messages: (body) => call(endpoints.saveMessages, { body }),
  imprimantes: (body) => call(endpoints.saveImprimantes, { body }),
  email: (body) => call(endpoints.saveEmail, { body }),
  acces: (body) => call(endpoints.saveAcces, { body }),
  diagnostics: (body) => call(endpoints.saveDiagnostics, { body }),
};

/** Saves one section with the values its form's schema gives (typed by the section). */
export function useSaveSettingsSection<S extends SettingsSection>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SectionInput<S>) => SAVE_SECTION[section](body),
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
