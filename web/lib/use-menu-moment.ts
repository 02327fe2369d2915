/**
 * The moment the shop's menu is read at (menus by time of day): now, moved on when the
 * restaurant's clock crosses 17:00 (lunch to dinner) or midnight (the weekday), so a dish limited to a
 * service appears or goes while the page stays open. Also re-read when the tab comes back to the front
 * (a sleeping phone may have missed the timer).
 *
 * A page the server rendered was read at the server's moment (`data-menu-moment` on #root): the browser
 * hydrates with that same moment, so both draw the same menu, then moves on to its own clock.
 */
import { useEffect, useState } from 'react';
import { nextMenuChange } from '@core/menu-hours';

/** Past this gap with the browser's clock, the server's moment is not kept after hydration. */
const RENDER_MOMENT_KEPT_MS = 60_000;

let renderMoment: Date | undefined;

/** The server's moment while it renders a page (web/entry-server.tsx). */
export function setRenderMoment(moment: Date | undefined): void {
  renderMoment = moment;
}

/** The moment the server drew this page at, if it drew it. */
function serverMoment(): Date | undefined {
  if (renderMoment) return renderMoment;
  if (typeof document === 'undefined') return undefined;
  const value = Number(document.getElementById('root')?.dataset.menuMoment);
  return Number.isFinite(value) && value > 0 ? new Date(value) : undefined;
}

export function useMenuMoment(): Date {
  const [now, setNow] = useState(() => serverMoment() ?? new Date());
  useEffect(() => {
    // A server's moment far from this browser's clock (a page kept by the service worker, a phone's clock
    // set otherwise) gives way at once.
    const stale = Math.abs(Date.now() - now.getTime()) > RENDER_MOMENT_KEPT_MS;
    const delay = stale ? 0 : Math.max(0, nextMenuChange(now).getTime() - Date.now());
    const timer = setTimeout(() => setNow(new Date()), delay);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() >= nextMenuChange(now).getTime()) setNow(new Date());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [now]);
  return now;
}
