/** Stand-in for a page that is not built yet; its French name comes from the route's `handle.title`. */
import { Link, useMatches } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';

export interface RouteHandle {
  title: string;
}

function usePageTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return '';
}

export function Component() {
  const title = usePageTitle();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center gap-5 px-5 py-20 text-center">
      <span aria-hidden="true" className="h-px w-16 bg-kin/60" />
      <h1 className="text-4xl font-semibold text-paper sm:text-5xl">{title}</h1>
      <p className="text-paper-400">Cette page arrive bientôt.</p>
      <Button asChild variant="outline">
        <Link to={paths.home.getHref()}>Retour au menu</Link>
      </Button>
    </div>
  );
}
