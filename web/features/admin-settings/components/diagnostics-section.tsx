/**
 * Diagnostics (issue 14): how long the journals are kept. The hourly prune job deletes app logs older
 * than the first value, and app events, user events and the e-mail history older than the second.
 * Checked with the core schema before saving; the server checks the same.
 */
import { fieldErrors } from '@core/field-errors';
import { useState } from 'react';
import { DiagnosticsInput, type AdminSettingsView } from '@core/schemas/settings';
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
  const [values, setValues] = useState<Record<Field, string>>({
    retention_logs_jours: String(initial.retention_logs_jours),
    retention_evenements_jours: String(initial.retention_evenements_jours),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveSettingsSection();

  function submit() {
    const parsed = DiagnosticsInput.safeParse({
      retention_logs_jours: values.retention_logs_jours.trim() === '' ? Number.NaN : Number(values.retention_logs_jours),
      retention_evenements_jours: values.retention_evenements_jours.trim() === '' ? Number.NaN : Number(values.retention_evenements_jours),
    });
    setErrors(parsed.success ? {} : fieldErrors<Field>(parsed.error));
    if (parsed.success) save.mutate({ section: 'diagnostics', body: parsed.data });
  }

  return (
    <SectionCard
      title="Diagnostics"
      description="Les journaux et événements plus anciens sont supprimés automatiquement, une fois par heure."
      onSave={submit}
      saving={save.isPending}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {FIELDS.map(({ key, label, hint }) => (
          <FormField key={key} label={label} hint={hint} error={errors[key]}>
            <Input
              type="number"
              inputMode="numeric"
              value={values[key]}
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
              data-testid={key}
            />
          </FormField>
        ))}
      </div>
    </SectionCard>
  );
}
