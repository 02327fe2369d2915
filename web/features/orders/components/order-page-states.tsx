/** The order pages' shared states: loading with its message, and 'Commande introuvable' with a way home. */
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGES } from '@core/messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
// Every order page prints as a receipt: only its area, black on white (print.css).
import './print.css';

export function OrderLoading({ label = MESSAGES.lookup.loadingDetails }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-kin" role="status">
      <Spinner size="lg" label={null} />
      <p className="text-paper-400">{label}</p>
    </div>
  );
}

export function OrderNotFound({ message }: { message?: string }) {
  return (
    <div className="mx-auto flex min-h-[55vh] max-w-md flex-col items-center justify-center gap-4 px-5 py-16 text-center" data-testid="order-not-found">
      <span className="flex size-16 items-center justify-center rounded-full border border-shu/40 bg-shu/10 text-shu-300">
        <SearchX aria-hidden="true" className="size-7" strokeWidth={1.5} />
      </span>
      <h1 className="text-4xl font-semibold text-paper">{MESSAGES.lookup.orderUnavailable}</h1>
      {message && (
        <p role="alert" className="text-paper-400">
          {message}
        </p>
      )}
      <Button asChild variant="outline">
        <Link to={paths.home.getHref()}>Retour à l'accueil</Link>
      </Button>
    </div>
  );
}

/**
 * Why an order page has no order (customer-shop §8, Lookup): the server's refusal as it worded it (a 404 is
 * 'Commande non trouvée', a 403 or 400 its own text); no answer at all (network, server error) is
 * 'Impossible de récupérer les détails de la commande'.
 */
export function orderLoadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message || MESSAGES.lookup.orderNotFound;
  return MESSAGES.lookup.detailsFailed;
}

/** Page frame: narrow column, the restaurant's spacing, and the area a print keeps. */
export function OrderPage({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5 px-4 py-8 sm:px-6 md:py-14" data-print-area data-testid={testId}>
      {children}
    </div>
  );
}
