/** The sidebar menu (desktop) and the bottom navigation (below 768 px) of the back-office. */
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import type { NavItem } from '../nav';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-sm px-3 py-2.5 text-sm font-medium transition-colors [&_svg]:size-4',
    isActive ? 'bg-ink-600 text-paper shadow-[inset_2px_0_0_var(--color-shu)]' : 'text-paper-400 hover:bg-ink-700 hover:text-paper',
  );

export function AdminSidebarNav({ items }: { items: NavItem[] }) {
  return (
    <nav aria-label="Administration" className="flex-1 overflow-y-auto p-3">
      <ul className="flex flex-col gap-0.5">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} className={itemClass}>
              <Icon aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
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
      <ul className="grid" style={{ gridTemplateColumns: `repeat(${mobile.length}, minmax(0, 1fr))` }}>
        {mobile.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-[0.68rem] font-medium [&_svg]:size-5',
                  isActive ? 'text-shu-300' : 'text-paper-400',
                )
              }
            >
              <Icon aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export { itemClass as adminNavItemClass };
