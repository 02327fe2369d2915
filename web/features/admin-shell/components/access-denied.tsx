/** The back-office's access-denied text (back-office §2). */
import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { MESSAGES } from '@core/messages';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export function AccessDenied({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div className={fullPage ? 'flex min-h-dvh items-center justify-center bg-ink px-5' : 'py-16'}>
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 text-center">
        <ShieldAlert aria-hidden="true" className="size-12 text-shu-300" />
        <p className="text-lg text-paper">{MESSAGES.guard.accessDenied}</p>
        <Button asChild variant="outline">
          <Link to={paths.home.getHref()}>Retour à la boutique</Link>
        </Button>
      </div>
    </div>
  );
}
