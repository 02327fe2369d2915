/**
 * /desabonnement?t=…: the unsubscribe link of marketing e-mails, signed out. It says which channel and
 * address the link is for, and one button turns those offers off (a link scanner opening the page changes
 * nothing). Order messages are not concerned.
 */
import { Link, useSearchParams } from 'react-router';
import { MARKETING_CHANNEL_LABELS } from '@core/marketing';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { useUnsubscribe, useUnsubscribeLink } from '../../features/marketing/api/marketing-consent';

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);
  const view = link.data;
  const channel = view ? (view.canal === 'email' ? 'e-mail' : MARKETING_CHANNEL_LABELS[view.canal]) : '';

  let body;
  if (!token || link.isError) {
    body = <p className="text-paper-300">{token ? errorMessage(link.error) : 'Ce lien de désabonnement est incomplet.'}</p>;
  } else if (!view) {
    body = <p className="text-paper-400">Chargement…</p>;
  } else if (!view.accorde) {
    body = (
      <p className="text-paper" data-testid="unsubscribe-done">
        C’est fait : vous ne recevrez plus nos offres par {MARKETING_CHANNEL_LABELS[view.canal]} ({view.destinataire}). Les messages de vos commandes
        continuent.
      </p>
    );
  } else {
    body = (
      <>
        <p className="text-paper">
          Ne plus recevoir nos offres par {channel} {view.canal === 'email' ? 'à l’adresse' : 'au numéro'} {view.destinataire} ?
        </p>
        <p className="text-sm text-paper-400">Les messages de vos commandes (confirmation, livraison) continuent.</p>
        <div>
          <Button onClick={() => unsubscribe.mutate()} isLoading={unsubscribe.isPending}>
            Me désabonner
          </Button>
        </div>
        {unsubscribe.isError && <p className="text-sm text-shu-300">{errorMessage(unsubscribe.error)}</p>}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <h1 className="mb-6 text-3xl font-semibold text-paper">Désabonnement</h1>
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:pt-6">{body}</CardContent>
      </Card>
      <p className="mt-6 text-sm text-paper-400">
        Vous pouvez aussi choisir vos canaux dans{' '}
        <Link className="underline" to={paths.account.getHref()}>
          votre compte
        </Link>
        .
      </p>
    </div>
  );
}
