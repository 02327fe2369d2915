/**
 * Which menu section is in view, for the category bar: recomputed on scroll with a 100 ms debounce;
 * after a click on the bar the chosen section stays highlighted for 1 s while the smooth scroll runs
 * (customer-shop §2, Home). At the very bottom of the page the last section counts as reached, even
 * when it is too short to reach the top of the window.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export const SCROLL_DEBOUNCE_MS = 100;
export const CLICK_LOCK_MS = 1000;

export function useActiveSection(ids: readonly string[], offset: number) {
  const [activeId, setActiveId] = useState<string | undefined>(ids[0]);
  const lockedUntil = useRef(0);
  const recompute = useRef<() => void>(() => undefined);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const compute = () => {
      const wait = lockedUntil.current - Date.now();
      if (wait > 0) {
        // Check again when the lock ends: the smooth scroll may have finished before it.
        clearTimeout(timer);
        timer = setTimeout(compute, wait);
        return;
      }
      let current = ids[0];
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= offset + 1) current = id;
      }
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (atBottom && window.scrollY > 0 && ids.length > 0) current = ids[ids.length - 1];
      setActiveId(current);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(compute, SCROLL_DEBOUNCE_MS);
    };
    recompute.current = onScroll;
    compute();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [ids, offset]);

  const select = useCallback((id: string) => {
    lockedUntil.current = Date.now() + CLICK_LOCK_MS;
    setActiveId(id);
    recompute.current();
  }, []);

  return { activeId, select };
}
