/** One e-mail field and its send button, disabled while the address is invalid (core's e-mail rule). */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MagicLinkInput } from '@core/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

const EmailOnly = MagicLinkInput.pick({ email: true });
type EmailOnly = z.input<typeof EmailOnly>;

export interface EmailLinkFormProps {
  intro?: string;
  submitLabel: string;
  isSending: boolean;
  defaultEmail?: string;
  onSubmit: (email: string) => Promise<void> | void;
}

export function EmailLinkForm({ intro, submitLabel, isSending, defaultEmail = '', onSubmit }: EmailLinkFormProps) {
  const form = useForm<EmailOnly, unknown, z.output<typeof EmailOnly>>({
    resolver: zodResolver(EmailOnly),
    mode: 'onChange',
    defaultValues: { email: defaultEmail },
  });
  const error = form.formState.errors.email?.message;
  const touched = form.formState.dirtyFields.email;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.email))} className="flex flex-col gap-4 pt-2">
      {intro && <p className="text-sm text-paper-400">{intro}</p>}
      <FormField label="Adresse e-mail" error={touched ? error : undefined}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="vous@exemple.tn" {...form.register('email')} />
      </FormField>
      <Button type="submit" size="lg" disabled={!form.formState.isValid} isLoading={isSending}>
        {submitLabel}
      </Button>
    </form>
  );
}
