/**
 * /admin/supabase-auth-test (admins, back-office §2, §8): sends the real reset-password and
 * signup-confirmation e-mails to any address, with the spec's toasts and a local history of this visit.
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { AuthEmailTestInput } from '@core/schemas/diagnostics';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useSendAuthTestEmail } from '../api/email-test';

interface LocalEntry {
  at: Date;
  type: AuthEmailTestInput['type'];
  email: string;
  ok: boolean;
  message: string;
}

const TESTS = [
  {
    type: 'reset_password',
    title: 'Réinitialisation du mot de passe',
    description: "Envoie l'e-mail de réinitialisation à un compte existant.",
    button: "Envoyer l'e-mail de réinitialisation",
  },
  {
    type: 'signup_confirmation',
    title: "Confirmation d'inscription",
    description: "Renvoie l'e-mail de confirmation d'inscription à n'importe quelle adresse.",
    button: "Renvoyer l'e-mail de confirmation",
  },
] as const;

const timeFormat = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'medium' });

function AuthTestCard({ test, onDone }: { test: (typeof TESTS)[number]; onDone: (entry: LocalEntry) => void }) {
  const [email, setEmail] = useState('');
  const send = useSendAuthTestEmail();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const to = email.trim();
    send.mutate(
      { type: test.type, email: to },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onDone({
            at: new Date(),
            type: test.type,
            email: to,
            ok: true,
            message: result.message,
          });
        },
        onError: (error) => {
          const message = errorMessage(error);
          toast.error(message);
          onDone({
            at: new Date(),
            type: test.type,
            email: to,
            ok: false,
            message,
          });
        },
      },
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{test.title}</CardTitle>
        <CardDescription>{test.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField label="Adresse e-mail">
            <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
          </FormField>
          <Button type="submit" isLoading={send.isPending} className="justify-self-start">
            {test.button}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

export function AuthTestPage() {
  const [history, setHistory] = useState<LocalEntry[]>([]);
  const add = (entry: LocalEntry) => setHistory((h) => [entry, ...h].slice(0, 20));
  return (
    <div className="grid gap-5 p-4 sm:p-6 lg:p-8">
      <h1 className="text-3xl font-semibold text-paper sm:text-4xl">Test des e-mails d’authentification</h1>
      <div className="grid items-start gap-5 lg:grid-cols-2">
        {TESTS.map((test) => (
          <AuthTestCard key={test.type} test={test} onDone={add} />
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Historique local</CardTitle>
        </CardHeader>
        <CardContent>
          {history.length === 0 ? (
            <p className="text-paper-400">Aucun test pour le moment</p>
          ) : (
            <ul className="grid gap-2" aria-label="Historique local">
              {history.map((entry, i) => (
                <li key={i} className="flex flex-wrap items-center gap-2 border-t border-ink-600 pt-2 text-sm first:border-t-0 first:pt-0">
                  <Badge variant={entry.ok ? 'gold' : 'accent'}>{entry.ok ? 'Envoyé' : 'Échec'}</Badge>
                  <span className="text-paper-400 tabular-nums">{timeFormat.format(entry.at)}</span>
                  <span className="break-all text-paper">{entry.email}</span>
                  <span className="text-paper-300">{entry.message}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
