/** Error boundary of the router: a French message, a way home, and a reload for stale lazy chunks after a deploy. */
import { MESSAGES } from '@core/messages';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { logger } from '../../lib/logger';
import { Button } from '../ui/button';

export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound)
      logger.error('Erreur affichée par la page', { category: 'error_boundary', error: error instanceof Error ? error : new Error(String(error)) });
  }, [error, notFound]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 px-5 text-center">
      <h1 className="text-4xl font-semibold text-paper">{notFound ? 'Page introuvable' : MESSAGES.auth.genericError}</h1>
      <p className="max-w-md text-paper-400">{notFound ? 'La page que vous cherchez n’existe pas.' : 'Veuillez recharger la page ou revenir à l’accueil.'}</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Recharger</Button>
        <Button asChild variant="outline">
          <a href="/">Accueil</a>
        </Button>
      </div>
    </main>
  );
}
