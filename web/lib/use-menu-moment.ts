/**
 * The moment the shop's menu is read at (menus by time of day): now, moved on when the
 * restaurant's clock crosses 17:00 (lunch to dinner) or midnight (the weekday), so a dish limited to a
 * service appears or goes while the page stays open. Also re-read when the tab comes back to the front
 * (a sleeping phone may have missed the timer).
 */
import { useEffect, useState } from 'react';
import { nextMenuChange } from '@core/menu-hours';

export function useMenuMoment(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const delay = Math.max(0, nextMenuChange(now).getTime() - Date.now());
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
