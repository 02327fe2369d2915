/**
 * The access gate screen (back-office §2, §4, §5, §8, §9), shown when the server answered a page with
 * the gate. The server decides: a right password sets its grant cookie and the page reloads after 1 s;
 * the emergency button (after 5 s) only reloads, it cannot open a server that enforces the gate
 * (docs/decisions.md). The password field is react-hook-form with core's VerifyAccessInput.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Clock, KeyRound, Lock, type LucideIcon } from 'lucide-react';
import { ACCESS_GATE_MESSAGES as M, VerifyAccessInput, type GatePageData } from '@core/schemas/access-gate';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api-client';
import { useVerifyAccess } from '../api/verify-access';

/** back-office §9 */
const GATE_TIMINGS = { redirectAfterSuccessMs: 1000, emergencyButtonAfterMs: 5000 } as const;

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.code === 'NETWORK_ERROR' ? M.connectionError : error.message || M.wrongPassword;
  return error instanceof Error && error.message ? error.message : M.unexpectedError;
}

function GateCard({ icon: Icon, title, description, children }: { icon: LucideIcon; title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-5 text-kin" />
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function AccessGateScreen({ data, reload = () => window.location.reload() }: { data: GatePageData; reload?: () => void }) {
  const verify = useVerifyAccess();
  const form = useForm<VerifyAccessInput>({ resolver: zodResolver(VerifyAccessInput), defaultValues: { password: '' } });
  const error = form.formState.errors.password?.message;
  const [failures, setFailures] = useState(0);
  const [granted, setGranted] = useState(false);
  const [showEmergency, setShowEmergency] = useState(false);
  const [emergency, setEmergency] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setShowEmergency(true), GATE_TIMINGS.emergencyButtonAfterMs);
    return () => clearTimeout(timer);
  }, []);

  async function submit(input: VerifyAccessInput) {
    try {
      await verify.mutateAsync(input);
      setGranted(true);
      setTimeout(reload, GATE_TIMINGS.redirectAfterSuccessMs);
    } catch (caught) {
      form.reset({ password: '' });
      form.setError('password', { message: failureMessage(caught) });
      setFailures((n) => n + 1);
    }
  }

  function forceLoad() {
    setEmergency(true);
    reload();
  }

  return (
    <main id="contenu" className="flex min-h-dvh items-center justify-center bg-seigaiha px-5 py-10">
      <div className="w-full max-w-md space-y-6">
        <header className="text-center">
          <span className="mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full border border-kin/40 bg-ink-800 text-kin">
            <Lock aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-3xl font-semibold text-paper">{data.nom_restaurant}</h1>
          <p className="mt-1 text-sm tracking-wide text-kin-300 uppercase">Accès Protégé</p>
        </header>

        <GateCard icon={Clock} title="Bientôt Disponible">
          <p className="text-paper-200">{data.message_bientot_disponible || M.defaultComingSoon}</p>
        </GateCard>

        <GateCard icon={KeyRound} title="Accès Testeurs" description="Saisissez le mot de passe communiqué par le restaurant.">
          {granted ? (
            <div role="status" className="flex items-start gap-3 rounded-md border border-emerald-500/40 bg-emerald-500/10 p-4">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 text-emerald-400" />
              <div>
                <p className="font-semibold text-paper">{M.grantedTitle}</p>
                <p className="text-sm text-paper-200">{M.granted}</p>
              </div>
            </div>
          ) : (
            <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4">
              <div className="space-y-2">
                <Label htmlFor="acces-mot-de-passe">Mot de passe</Label>
                <PasswordInput
                  id="acces-mot-de-passe"
                  autoComplete="current-password"
                  {...form.register('password')}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'acces-erreur' : undefined}
                />
              </div>
              {error && (
                <p id="acces-erreur" role="alert" className="rounded-sm border border-shu/40 bg-shu/10 px-3 py-2 text-sm text-shu-300">
                  {error}
                </p>
              )}
              {failures > 0 && (
                <p className="text-sm text-paper-400" aria-live="polite">
                  {M.failedAttempts(failures)}
                </p>
              )}
              <Button type="submit" className="w-full" isLoading={verify.isPending} disabled={verify.isPending}>
                {verify.isPending ? 'Vérification...' : 'Accéder'}
              </Button>
            </form>
          )}
        </GateCard>

        {emergency && (
          <p role="status" className="text-center text-sm text-kin-300">
            {M.emergencyMode}
          </p>
        )}
        {showEmergency && !granted && (
          <div className="text-center">
            <Button type="button" variant="ghost" size="sm" onClick={forceLoad}>
              Accès d’urgence
            </Button>
          </div>
        )}
      </div>
    </main>
  );
}
