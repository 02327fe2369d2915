/**
 * Diagnostics: how long the journals are kept. The hourly prune job deletes app logs older
 * than the first value, and app events, user events and the e-mail history older than the second.
 * The form checks the core schema (react-hook-form + zodResolver) before saving; the server checks the same.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DiagnosticsForm, type AdminSettingsView, type SectionInput } from '@core/schemas/settings';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useSaveSettingsSection } from '../api/settings';
import { SectionCard } from './fields';

type Diagnostics = AdminSettingsView['diagnostics'];
type Field = keyof Diagnostics;

const FIELDS: readonly { key: Field; label: string; hint: string }[] = [
  { key: 'retention_logs_jours', label: 'Conservation des journaux (jours)', hint: 'Journaux du serveur et du navigateur (avertissements et erreurs).' },
  {
    key: 'retention_evenements_jours',
    label: 'Conservation des événements (jours)',
    hint: 'Événements de l’application, événements des utilisateurs et historique des e-mails.',
  },
];

export function DiagnosticsSection({ initial }: { initial: Diagnostics }) {
  const form = useForm<z.input<typeof DiagnosticsForm>, unknown, SectionInput<'diagnostics'>>({
    resolver: zodResolver(DiagnosticsForm),
    defaultValues: {
      retention_logs_jours: String(initial.retention_logs_jours),
      retention_evenements_jours: String(initial.retention_evenements_jours),
    },
  });
  const { errors } = form.formState;
  const save = useSaveSettingsSection('diagnostics');
  const submit = form.handleSubmit((body) => save.mutate(body));

  return (
    <SectionCard
      title="Diagnostics"
      description="Les journaux et événements plus anciens sont supprimés automatiquement, une fois par heure."
      onSave={() => void submit()}
      saving={save.isPending}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {FIELDS.map(({ key, label, hint }) => (
          <FormField key={key} label={label} hint={hint} error={errors[key]?.message}>
            <Input type="number" inputMode="numeric" {...form.register(key)} data-testid={key} />
          </FormField>
        ))}
      </div>
    </SectionCard>
  );
}
