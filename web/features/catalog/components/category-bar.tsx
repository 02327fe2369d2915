import { useEffect, useMemo, useRef } from 'react';
import { cn } from '../../../lib/cn';
import { useActiveSection } from '../hooks/use-active-section';
import type { MenuSection } from '../utils/menu-sections';

/** Height of the sticky site header plus this bar: where a section counts as "reached". */
const STICKY_OFFSET = 128;

export function CategoryBar({ sections }: { sections: MenuSection[] }) {
  const ids = useMemo(() => sections.map((s) => s.anchorId), [sections]);
  const { activeId, select } = useActiveSection(ids, STICKY_OFFSET);
  const listRef = useRef<HTMLUListElement>(null);

  // Keep the highlighted pill visible in the horizontally scrolling bar (phones).
  useEffect(() => {
    const list = listRef.current;
    const pill = activeId ? list?.querySelector<HTMLElement>(`[data-section="${CSS.escape(activeId)}"]`) : null;
    if (!list || !pill) return;
    const target = pill.offsetLeft - (list.clientWidth - pill.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, target) });
  }, [activeId]);

  if (sections.length === 0) return null;

  return (
    <nav
      aria-label="Catégories du menu"
      className="sticky top-16 z-30 border-b border-ink-600 bg-ink"
    >
      <ul
        ref={listRef}
        className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-3 [scrollbar-width:none] sm:px-6 [&::-webkit-scrollbar]:hidden"
      >
        {sections.map(({ anchorId, categorie }) => {
          const active = anchorId === activeId;
          return (
            <li key={anchorId} className="shrink-0">
              <a
                href={`#${anchorId}`}
                data-section={anchorId}
                aria-current={active ? 'true' : undefined}
                onClick={(event) => {
                  const target = document.getElementById(anchorId);
                  if (!target) return;
                  event.preventDefault();
                  select(anchorId);
                  target.scrollIntoView({ block: 'start' });
                }}
                className={cn(
                  'relative flex h-14 items-center px-3.5 text-[0.8rem] font-semibold tracking-[0.14em] whitespace-nowrap uppercase transition-colors',
                  'after:absolute after:inset-x-3.5 after:bottom-0 after:h-0.5 after:origin-center after:bg-shu after:transition-transform after:duration-300',
                  active ? 'text-paper after:scale-x-100' : 'text-paper-400 after:scale-x-0 hover:text-paper',
                )}
              >
                {categorie.nom_fr}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
