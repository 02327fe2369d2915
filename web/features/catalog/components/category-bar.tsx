/**
 * The category bar under the header. It sticks under the header as soon as it reaches it and becomes
 * fixed once the page is scrolled past the window's height minus 100 px (customer-shop §2, Home); a
 * spacer keeps its place so nothing below moves. It highlights the section in view and, on a phone,
 * scrolls itself sideways to keep that category visible.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { MenuBadge } from '@core/promotion-badges';
import { cn } from '../../../lib/cn';
import { useActiveSection } from '../hooks/use-active-section';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import type { MenuSection } from '../utils/menu-sections';
import { scrollToSection } from '../utils/scroll-to-section';
import { OfferBadges } from './offer-badges';

/** Height of the sticky site header plus this bar: where a section counts as "reached". */
const STICKY_OFFSET = 128;
const FIXED_AFTER = (viewportHeight: number) => viewportHeight - 100;

export function CategoryBar({ sections, badges }: { sections: MenuSection[]; badges?: ReadonlyMap<number, readonly MenuBadge[]> }) {
  const ids = useMemo(() => sections.map((s) => s.anchorId), [sections]);
  const { activeId, select } = useActiveSection(ids, STICKY_OFFSET);
  const fixed = useScrolledPast(FIXED_AFTER);
  const listRef = useRef<HTMLUListElement>(null);

  // Keep the highlighted category visible in the horizontally scrolling bar (phones).
  useEffect(() => {
    const list = listRef.current;
    const item = activeId ? list?.querySelector<HTMLElement>(`[data-section="${CSS.escape(activeId)}"]`) : null;
    if (!list || !item || list.scrollWidth <= list.clientWidth) return;
    const target = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollTo({ left: Math.max(0, target), behavior: reduced ? 'auto' : 'smooth' });
  }, [activeId]);

  if (sections.length === 0) return null;

  return (
    <div className={cn('z-30 h-14', !fixed && 'sticky top-16')}>
      <nav
        aria-label="Catégories du menu"
        data-fixed={fixed ? 'true' : undefined}
        className={cn(
          'h-14 border-b border-ink-600 transition-[background-color,box-shadow] duration-300',
          fixed ? 'fixed inset-x-0 top-16 z-30 bg-ink/90 shadow-[0_14px_28px_-18px_rgb(0_0_0/0.9)] backdrop-blur-md' : 'bg-ink',
        )}
      >
        <ul
          ref={listRef}
          className="relative mx-auto flex h-full max-w-7xl gap-1 overflow-x-auto px-3 [scrollbar-width:none] sm:px-6 [&::-webkit-scrollbar]:hidden"
        >
          {sections.map(({ anchorId, categorie }) => {
            const active = anchorId === activeId;
            return (
              <li key={anchorId} className="shrink-0">
                <a
                  href={`#${anchorId}`}
                  data-section={anchorId}
                  aria-current={active ? 'location' : undefined}
                  onClick={(event) => {
                    if (!scrollToSection(anchorId)) return;
                    event.preventDefault();
                    select(anchorId);
                  }}
                  className={cn(
                    'relative flex h-14 items-center px-3.5 text-[0.8rem] font-semibold tracking-[0.14em] whitespace-nowrap uppercase transition-colors',
                    'after:absolute after:inset-x-3.5 after:bottom-0 after:h-0.5 after:origin-center after:bg-shu after:transition-transform after:duration-300',
                    active ? 'text-paper after:scale-x-100' : 'text-paper-400 after:scale-x-0 hover:text-paper',
                  )}
                >
                  {categorie.nom_fr}
                  <OfferBadges badges={badges?.get(categorie.id)} size="sm" className="ml-1.5 flex-nowrap" />
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
