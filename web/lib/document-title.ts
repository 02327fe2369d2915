/**
 * The tab title: the matched route's French name (its `handle.title` in web/app/router.tsx) after the
 * restaurant's name on shop pages ("Mon compte | Sakura Sushi", core's pageTitle), "Commandes ·
 * Administration" in the back-office, and a count badge the order board puts in front ("(2) Commandes…").
 * Two writers, one title: the route sets the base, the board the badge, in whatever order their effects run.
 */
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { pageTitle } from '@core/pages';

const state = { base: '', badge: 0 };

function apply() {
  if (!state.base) return;
  document.title = state.badge > 0 ? `(${state.badge}) ${state.base}` : state.base;
}

/** A number shown in front of the title (0 removes it). */
export function setTitleBadge(count: number): void {
  state.badge = count;
  apply();
}

function routeTitle(matches: ReturnType<typeof useMatches>): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]!.handle as { title?: string } | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}

/** Keeps the tab title on the current route's; `area` 'admin' titles back-office pages. */
export function useRouteTitle(siteName: string | undefined, area: 'shop' | 'admin' = 'shop'): void {
  const title = routeTitle(useMatches());
  useEffect(() => {
    if (area === 'admin') state.base = `${title ?? 'Tableau de bord'} · Administration`;
    else if (siteName) state.base = pageTitle(siteName, title);
    apply();
  }, [siteName, title, area]);
}
