/** The Test tab's form (back-office §2, §5): destination, type, subject, content; '[TEST]' is added by the server. */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useSendTestEmail } from '../api/email-test';

export const EMAIL_TYPES = [
  { value: 'test', label: 'Test simple' },
  { value: 'order_confirmation', label: 'Confirmation de commande' },
  { value: 'order_status', label: 'Changement de statut' },
  { value: 'notification', label: 'Notification' },
] as const;

export function TestEmailForm() {
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [emailType, setEmailType] = useState<string>('test');
  const send = useSendTestEmail();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!to.trim() || !subject.trim()) {
      toast.error(ADMIN_MESSAGES.errorTitle, {
        description: ADMIN_MESSAGES.emailTest.fieldsRequired,
      });
      return;
    }
    send.mutate(
      {
        to: to.trim(),
        subject: subject.trim(),
        content,
        email_type: emailType,
      },
      {
        onSuccess: (result) =>
          toast.success(ADMIN_MESSAGES.successTitle, {
            description: result.message,
          }),
        onError: (error) =>
          toast.error(ADMIN_MESSAGES.errorTitle, {
            description: errorMessage(error),
          }),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Envoyer un email de test</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField label="Adresse e-mail de destination">
            <Input type="email" value={to} onChange={(e) => setTo(e.target.value)} autoComplete="off" placeholder="destinataire@example.tn" />
          </FormField>
          <FormField label="Type d'email">
            <NativeSelect value={emailType} onChange={(e) => setEmailType(e.target.value)}>
              {EMAIL_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Sujet" hint="« [TEST] » est ajouté devant le sujet.">
            <Input value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={200} />
          </FormField>
          <FormField label="Contenu">
            <Textarea rows={6} value={content} onChange={(e) => setContent(e.target.value)} />
          </FormField>
          <Button type="submit" isLoading={send.isPending} className="justify-self-start">
            Envoyer l'email de test
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
