/** Stand-in for a back-office screen of a later issue; its French name comes from the route's `handle.title`. */
import { useMatches } from 'react-router';
import { Hourglass } from 'lucide-react';
import type { RouteHandle } from '../placeholder-page';

export function Component() {
  const match = useMatches().at(-1);
  const title = (match?.handle as RouteHandle | undefined)?.title ?? '';
  return (
    <section aria-labelledby="admin-page-titre" className="mx-auto max-w-5xl">
      <h1 id="admin-page-titre" className="text-4xl font-semibold text-paper">
        {title}
      </h1>
      <div className="mt-6 flex flex-col items-center gap-3 rounded-md border border-dashed border-ink-500 bg-ink-800 px-6 py-16 text-center text-paper-400">
        <Hourglass aria-hidden="true" className="size-8 text-kin" />
        <p className="text-lg text-paper-200">Cette page sera bientôt disponible.</p>
        <p className="text-sm">Elle arrive avec une prochaine version du back-office.</p>
      </div>
    </section>
  );
}
