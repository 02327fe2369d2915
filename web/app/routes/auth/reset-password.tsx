/**
 * /auth/reset-password?token=: new password with confirmation; after success, /auth/client in 3 s.
 * Without a token: 'Lien de réinitialisation invalide ou expiré', then /auth/forgot-password.
 */
import { AUTH_PAGE_TEXTS, RESET_LINK_INVALID_NOTICE } from '@core/pages';
import { useEffect, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { RESET_REDIRECT_DELAY_S } from '@core/limits';
import { MESSAGES } from '@core/messages';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useResetPassword } from '../../../features/auth/api/password';
import { AuthBackLink, AuthCard } from '../../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [done, setDone] = useState(false);

  const leaveTo = !token ? paths.auth.forgotPassword.getHref() : done ? paths.auth.client.getHref() : null;
  useEffect(() => {
    if (!leaveTo) return;
    const timer = window.setTimeout(() => void navigate(leaveTo, { replace: true }), RESET_REDIRECT_DELAY_S * 1000);
    return () => window.clearTimeout(timer);
  }, [leaveTo, navigate]);

  async function submit(values: { password: string; confirmation: string }) {
    if (!token) return;
    try {
      await reset.mutateAsync({ token, ...values });
    } catch (error) {
      toast.error(MESSAGES.auth.resetErrorWith(errorMessage(error)));
      return;
    }
    toast.success(MESSAGES.auth.passwordUpdated);
    setDone(true);
  }

  return (
    <AuthCard icon={KeyRound} title={AUTH_PAGE_TEXTS.resetPassword.title}>
      {!token ? (
        <p role="alert" className="text-center text-shu-300">
          {RESET_LINK_INVALID_NOTICE}
        </p>
      ) : done ? (
        <p role="status" className="text-center text-paper-200">
          {MESSAGES.auth.passwordUpdated} Redirection vers la connexion…
        </p>
      ) : (
        <ResetPasswordForm isSaving={reset.isPending} onSubmit={submit} />
      )}
      <AuthBackLink to={paths.auth.client.getHref()}>Retour à la connexion</AuthBackLink>
    </AuthCard>
  );
}
