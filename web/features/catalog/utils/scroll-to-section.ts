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
  keepInPlace(target, behavior);
  return true;
}

/** Further than this from its place, the section is aimed at again. */
const SETTLE_TOLERANCE_PX = 2;
/** How long after the click the section is held in place. */
const SETTLE_MS = 2000;
/** Browsers without the scrollend event: a smooth scroll counts as ended after this long. */
const SCROLLEND_FALLBACK_MS = 1200;
/** The visitor scrolling by themselves ends the hold at once. */
const VISITOR_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The sections below the first screen are laid out only when they come near the viewport, with an
 * estimated height until then (MenuSection deferPaint), so the sections a jump passes get their real
 * height a few frames after it ended (an instant jump, under reduced motion, ends before any of them)
 * and the target moves. For a short while, each time a section changes size or a scroll ends, the
 * target is aimed at again when it is off its place.
 */
function keepInPlace(target: HTMLElement, behavior: ScrollBehavior) {
  let scrolling = behavior === 'smooth';
  let held = true;
  const realign = () => {
    // A frame asked for before the hold ended must not pull back a visitor who has started scrolling.
    if (scrolling || !held) return;
    const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    if (Math.abs(target.getBoundingClientRect().top - margin) <= SETTLE_TOLERANCE_PX) return;
    scrolling = behavior === 'smooth';
    target.scrollIntoView({ block: 'start', behavior });
  };
  const scrollEnded = () => {
    scrolling = false;
    realign();
  };
  const resized = new ResizeObserver(() => requestAnimationFrame(realign));
  for (const section of target.parentElement?.children ?? []) resized.observe(section);
  window.addEventListener('scrollend', scrollEnded);
  const fallback = 'onscrollend' in window ? undefined : setTimeout(scrollEnded, SCROLLEND_FALLBACK_MS);
  const stop = () => {
    held = false;
    resized.disconnect();
    window.removeEventListener('scrollend', scrollEnded);
    for (const type of VISITOR_SCROLL) window.removeEventListener(type, stop);
    clearTimeout(fallback);
    clearTimeout(timer);
  };
  for (const type of VISITOR_SCROLL) window.addEventListener(type, stop, { passive: true });
  const timer = setTimeout(stop, SETTLE_MS);
}
