/**
 * Which menu section is in view, for the category bar: recomputed on scroll with a 100 ms debounce;
 * after a click on the bar the chosen section stays highlighted for 1 s while the smooth scroll runs
 * (customer-shop §2, Home).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

const SCROLL_DEBOUNCE_MS = 100;
const CLICK_LOCK_MS = 1000;

export function useActiveSection(ids: readonly string[], offset: number) {
  const [activeId, setActiveId] = useState<string | undefined>(ids[0]);
  const lockedUntil = useRef(0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const compute = () => {
      if (Date.now() < lockedUntil.current) return;
      let current = ids[0];
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= offset + 1) current = id;
      }
      setActiveId(current);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(compute, SCROLL_DEBOUNCE_MS);
    };
    compute();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [ids, offset]);

  const select = useCallback((id: string) => {
    lockedUntil.current = Date.now() + CLICK_LOCK_MS;
    setActiveId(id);
  }, []);

  return { activeId, select };
}
