/**
 * Brings a menu section under the sticky header and category bar (its scroll-margin-top does the
 * offset), smoothly unless the visitor prefers reduced motion, and moves keyboard focus there so the
 * next Tab continues inside the section.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  target.focus({ preventScroll: true });
  return true;
}
