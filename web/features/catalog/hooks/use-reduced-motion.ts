import { useMediaQuery } from '../../../hooks/use-media-query';

/** The visitor asked the system for less motion: no auto-advance, no autoplay. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
