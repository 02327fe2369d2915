/**
 * The Configuration tab (back-office §2, §9): test-mode switch, the mail server's information (port 465
 * with SSL by default, the sender addresses for orders and for notifications), save, and a provider test
 * that shows the provider's answer and how long it took.
 */
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ADMIN_MESSAGES, mailProviderName } from '@core/admin-messages';
import { EmailConfigForm as EmailConfigSchema, type EmailConfigInput, type EmailConfigView, type ProviderTestView } from '@core/schemas/diagnostics';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useEmailConfig, useSaveEmailConfig, useTestProvider } from '../api/email-test';

function ConfigForm({ initial }: { initial: EmailConfigView }) {
  const form = useForm<z.input<typeof EmailConfigSchema>, unknown, EmailConfigInput>({
    resolver: zodResolver(EmailConfigSchema),
    defaultValues: {
      test_mode: initial.test_mode,
      host: initial.host ?? '',
      port: String(initial.port),
      ssl: initial.ssl,
      from_orders: initial.from_orders ?? '',
      from_notifications: initial.from_notifications ?? '',
    },
  });
  const { errors } = form.formState;
  const testMode = useWatch({ control: form.control, name: 'test_mode' });
  const [probeEmail, setProbeEmail] = useState('');
  const [probe, setProbe] = useState<ProviderTestView | null>(null);
  const save = useSaveEmailConfig();
  const test = useTestProvider();

  const onSave = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () =>
        toast.success(ADMIN_MESSAGES.successTitle, {
          description: ADMIN_MESSAGES.settingsSaved,
        }),
      onError: (error) =>
        toast.error(ADMIN_MESSAGES.errorTitle, {
          description: `${ADMIN_MESSAGES.settingsSaveFailed} ${errorMessage(error)}`,
        }),
    }),
  );

  function onProbe() {
    setProbe(null);
    test.mutate(
      { provider: initial.active_provider, test_email: probeEmail.trim() },
      {
        onSuccess: setProbe,
        onError: (error) =>
          toast.error(ADMIN_MESSAGES.errorTitle, {
            description: errorMessage(error),
          }),
      },
    );
  }

  return (
    <div className="grid gap-5">
      <Card>
        <CardHeader>
          <CardTitle>Serveur de messagerie</CardTitle>
          <CardDescription>
            Fournisseur actif : <strong className="text-paper">{mailProviderName(initial.active_provider)}</strong>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={(event) => void onSave(event)} noValidate>
            <label className="flex items-center gap-3 text-paper">
              <input type="checkbox" role="switch" aria-checked={testMode} className="size-5 accent-[var(--color-shu)]" {...form.register('test_mode')} />
              Mode test (les e-mails de test ne sont pas délivrés)
            </label>
            <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
              <FormField label="Serveur (hôte)" error={errors.host?.message}>
                <Input {...form.register('host')} placeholder="smtp.example.tn" />
              </FormField>
              <FormField label="Port" error={errors.port?.message}>
                <Input
                  inputMode="numeric"
                  {...form.register('port', {
                    onChange: (e: { target: { value: string } }) => form.setValue('port', e.target.value.replace(/\D/g, '').slice(0, 5)),
                  })}
                />
              </FormField>
            </div>
            <label className="flex items-center gap-3 text-paper">
              <input type="checkbox" className="size-5 accent-[var(--color-shu)]" {...form.register('ssl')} />
              SSL
            </label>
            <FormField label="Expéditeur des commandes" error={errors.from_orders?.message}>
              <Input type="email" {...form.register('from_orders')} placeholder="commandes@example.tn" />
            </FormField>
            <FormField label="Expéditeur des notifications" error={errors.from_notifications?.message}>
              <Input type="email" {...form.register('from_notifications')} placeholder="notifications@example.tn" />
            </FormField>
            <Button type="submit" isLoading={save.isPending} className="justify-self-start">
              Sauvegarder
            </Button>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Tester le fournisseur</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField label="Adresse e-mail de test">
            <Input type="email" value={probeEmail} onChange={(e) => setProbeEmail(e.target.value)} />
          </FormField>
          <Button variant="outline" onClick={onProbe} isLoading={test.isPending} className="justify-self-start">
            Tester le fournisseur
          </Button>
          {probe && (
            <p role="status" className={probe.success ? 'text-paper' : 'text-shu-300'}>
              {probe.success ? 'Succès' : 'Échec'} ({mailProviderName(probe.provider)}, {probe.duration_ms} ms) :{' '}
              <span className="break-all">{probe.message}</span>
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export function EmailConfigForm() {
  const config = useEmailConfig();
  if (config.isPending) return <p className="text-paper-400">Chargement…</p>;
  if (config.isError)
    return (
      <p role="alert" className="text-shu-300">
        {errorMessage(config.error)}
      </p>
    );
  return <ConfigForm initial={config.data} />;
}
