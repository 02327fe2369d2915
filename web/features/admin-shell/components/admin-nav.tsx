/** The sidebar menu (desktop) and the bottom navigation (below 768 px) of the back-office. */
import type { CSSProperties } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import type { NavItem } from '../nav';

type LinkClass = (state: { isActive: boolean }) => string;

const itemClass: LinkClass = ({ isActive }) =>
  cn(
    'flex items-center gap-3 rounded-sm px-3 py-2.5 text-sm font-medium transition-colors [&_svg]:size-4',
    isActive ? 'bg-ink-600 text-paper shadow-[inset_2px_0_0_var(--color-shu)]' : 'text-paper-400 hover:bg-ink-700 hover:text-paper',
  );

const mobileItemClass: LinkClass = ({ isActive }) =>
  cn('flex h-16 flex-col items-center justify-center gap-1 text-[0.68rem] font-medium [&_svg]:size-5', isActive ? 'text-shu-300' : 'text-paper-400');

/** The entries as a list of links (icon, then label), the current one styled by `linkClass`. */
function NavItems({ items, linkClass, className, style }: { items: NavItem[]; linkClass: LinkClass; className: string; style?: CSSProperties }) {
  return (
    <ul className={className} style={style}>
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink to={to} className={linkClass}>
            <Icon aria-hidden="true" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function AdminSidebarNav({ items }: { items: NavItem[] }) {
  return (
    <nav aria-label="Administration" className="flex-1 overflow-y-auto p-3">
      <NavItems items={items} linkClass={itemClass} className="flex flex-col gap-0.5" />
    </nav>
  );
}

export function AdminMobileNav({ items }: { items: NavItem[] }) {
  const mobile = items.filter((entry) => entry.mobile);
  return (
    <nav
      aria-label="Administration (mobile)"
      data-admin-mobile-nav=""
      className="fixed inset-x-0 bottom-0 z-40 border-t border-ink-600 bg-ink-800/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <NavItems items={mobile} linkClass={mobileItemClass} className="grid" style={{ gridTemplateColumns: `repeat(${mobile.length}, minmax(0, 1fr))` }} />
    </nav>
  );
}

export { itemClass as adminNavItemClass };
