/**
 * Brings a menu section under the sticky header and category bar (its scroll-margin-top does the
 * offset), smoothly unless the visitor prefers reduced motion, and moves keyboard focus there so the
 * next Tab continues inside the section.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const behavior = reduced ? 'auto' : 'smooth';
  target.scrollIntoView({ block: 'start', behavior });
  target.focus({ preventScroll: true });
  settleOn(target, behavior, 2);
  return true;
}

/** Further than this from its place once the scroll has ended, the section is aimed at again. */
const SETTLE_TOLERANCE_PX = 2;
/** Browsers without the scrollend event: look again after this long. */
const SETTLE_FALLBACK_MS = 1200;

/**
 * The sections below the first screen are laid out only when they come near the viewport, with an
 * estimated height until then (MenuSection deferPaint), so a long scroll may end a little off its
 * section once the sections it passed have their real height: aim again, at most `attempts` times.
 */
function settleOn(target: HTMLElement, behavior: ScrollBehavior, attempts: number) {
  if (attempts <= 0) return;
  let done = false;
  const check = () => {
    if (done) return;
    done = true;
    window.removeEventListener('scrollend', check);
    clearTimeout(timer);
    const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    if (Math.abs(target.getBoundingClientRect().top - margin) <= SETTLE_TOLERANCE_PX) return;
    target.scrollIntoView({ block: 'start', behavior });
    settleOn(target, behavior, attempts - 1);
  };
  window.addEventListener('scrollend', check);
  const timer = setTimeout(check, SETTLE_FALLBACK_MS);
}
