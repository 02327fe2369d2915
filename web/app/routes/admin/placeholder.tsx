/** Stand-in for a back-office screen not built yet; its French name comes from the route's `handle.title`. */
import { useMatches } from 'react-router';
import type { RouteHandle } from '../placeholder-page';

export function Component() {
  const match = useMatches().at(-1);
  const title = (match?.handle as RouteHandle | undefined)?.title ?? '';
  return (
    <section aria-labelledby="admin-page-titre" className="mx-auto max-w-5xl">
      <h1 id="admin-page-titre" className="text-4xl font-semibold text-paper">
        {title}
      </h1>
      <div className="mt-6 rounded-md border border-dashed border-ink-500 bg-ink-800 px-6 py-16 text-center text-paper-400">
        Cette page arrive bientôt.
      </div>
    </section>
  );
}
