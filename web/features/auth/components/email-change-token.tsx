/** Spends an e-mail change token once, then shows the account. */
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmEmailChange } from '../api/confirm-email';

const EMAIL_CONFIRMED = 'Votre nouvelle adresse e-mail est confirmée.';

export function EmailChangeToken({ token }: { token: string }) {
  const confirm = useConfirmEmailChange();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm.mutate(token, {
      onSuccess: () => {
        toast.success(EMAIL_CONFIRMED);
        void navigate(paths.account.getHref(), { replace: true });
      },
    });
  }, [token, confirm, navigate]);

  if (confirm.isError) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <p role="alert" className="text-shu-300">
          {errorMessage(confirm.error)}
        </p>
        <Button asChild variant="outline">
          <Link to={paths.account.getHref()}>Mon compte</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-paper-400">
      <Spinner size="lg" label={null} className="text-kin" />
      <p role="status">Confirmation en cours...</p>
    </div>
  );
}
