import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled further than `threshold(window.innerHeight)` pixels; checked at most
 * once per frame, and again on resize (the threshold depends on the window's height).
 */
export function useScrolledPast(threshold: (viewportHeight: number) => number): boolean {
  const [past, setPast] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > threshold(window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [threshold]);

  return past;
}
