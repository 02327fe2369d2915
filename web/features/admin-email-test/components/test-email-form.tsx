/** The Test tab's form (back-office §2, §5): destination, type, subject, content; '[TEST]' is added by the server. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ADMIN_MESSAGES, TEST_EMAIL_TYPES } from '@core/admin-messages';
import { TestEmailInput } from '@core/schemas/test-email';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useSendTestEmail } from '../api/email-test';

export function TestEmailForm() {
  const form = useForm<z.input<typeof TestEmailInput>, unknown, TestEmailInput>({
    resolver: zodResolver(TestEmailInput),
    defaultValues: { to: '', subject: '', content: '', email_type: 'test' },
  });
  const { errors } = form.formState;
  const send = useSendTestEmail();

  /** A refusal is also said in a toast (back-office §5): the first field's message. */
  const onInvalid = (invalid: FieldErrors<z.input<typeof TestEmailInput>>) =>
    toast.error(ADMIN_MESSAGES.errorTitle, {
      description: invalid.to?.message ?? invalid.subject?.message ?? invalid.content?.message ?? ADMIN_MESSAGES.emailTest.fieldsRequired,
    });

  const onSubmit = form.handleSubmit(
    (input) =>
      send.mutate(input, {
        onSuccess: (result) =>
          toast.success(ADMIN_MESSAGES.successTitle, {
            description: result.message,
          }),
        onError: (error) =>
          toast.error(ADMIN_MESSAGES.errorTitle, {
            description: errorMessage(error),
          }),
      }),
    onInvalid,
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Envoyer un e-mail de test</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
          <FormField label="Adresse e-mail de destination" error={errors.to?.message}>
            <Input type="email" {...form.register('to')} autoComplete="off" placeholder="destinataire@example.tn" />
          </FormField>
          <FormField label="Type d'e-mail">
            <NativeSelect {...form.register('email_type')}>
              {TEST_EMAIL_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Sujet" hint="« [TEST] » est ajouté devant le sujet." error={errors.subject?.message}>
            <Input {...form.register('subject')} maxLength={200} />
          </FormField>
          <FormField label="Contenu" error={errors.content?.message}>
            <Textarea rows={6} {...form.register('content')} />
          </FormField>
          <Button type="submit" isLoading={send.isPending} className="justify-self-start">
            Envoyer l'e-mail de test
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
