/**
 * A settings section's form: react-hook-form checked by the section's core schema (the server's rules and
 * French messages), saved on its own; the write-only secrets typed are cleared once saved.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import type { z } from 'zod';
import type { SectionInput, SettingsSection } from '@core/schemas/settings';
import { useSaveSettingsSection } from '../api/settings';
import { sectionFields } from '../components/fields';

export function useSectionForm<S extends SettingsSection, V extends FieldValues>(
  section: S,
  schema: z.ZodType<SectionInput<S>, V>,
  defaultValues: NoInfer<V>,
  secrets: readonly Path<V>[] = [],
) {
  const form = useForm<V, unknown, SectionInput<S>>({ resolver: zodResolver(schema), defaultValues: defaultValues as DefaultValues<V> });
  const save = useSaveSettingsSection(section);
  const submit = form.handleSubmit((body) =>
    save.mutate(body, { onSuccess: () => secrets.forEach((name) => form.setValue(name, '' as PathValue<V, Path<V>>)) }),
  );
  return { form, fields: sectionFields(form), save, onSave: () => void submit() };
}
