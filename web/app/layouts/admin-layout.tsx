/**
 * Back-office shell (lazy chunk, never downloaded by shop visitors): sidebar on desktop, bottom
 * navigation below 768 px. Staff sign-in and the role checks arrive with the admin auth issue;
 * until then every menu entry is shown (the admin's set).
 */
import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router';
import {
  Award,
  ClipboardList,
  FlaskConical,
  FolderTree,
  Images,
  LayoutDashboard,
  Mail,
  Salad,
  Settings,
  Store,
  UtensilsCrossed,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { RestaurantMark } from './restaurant-mark';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  mobile?: boolean;
}

// Operator entries first, then the admin-only ones (back-office §2, Admin layout).
const NAV: NavItem[] = [
  { to: paths.admin.dashboard.getHref(), label: 'Dashboard', icon: LayoutDashboard, mobile: true },
  { to: paths.admin.categories.getHref(), label: 'Catégories', icon: FolderTree },
  { to: paths.admin.products.getHref(), label: 'Produits', icon: UtensilsCrossed, mobile: true },
  { to: paths.admin.accompagnements.getHref(), label: 'Accompagnements', icon: Salad },
  { to: paths.admin.orders.getHref(), label: 'Commandes', icon: ClipboardList, mobile: true },
  { to: paths.admin.images.getHref(), label: 'Images', icon: Images, mobile: true },
  { to: paths.admin.loyalty.getHref(), label: 'Fidélité', icon: Award },
  { to: paths.admin.e2eTests.getHref(), label: 'Tests E2E', icon: FlaskConical },
  { to: paths.admin.emailTest.getHref(), label: 'Test Email', icon: Mail },
  { to: paths.admin.users.getHref(), label: 'Utilisateurs', icon: Users },
  { to: paths.admin.settings.getHref(), label: 'Paramètres', icon: Settings, mobile: true },
];

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-sm px-3 py-2.5 text-sm font-medium transition-colors [&_svg]:size-4',
    isActive ? 'bg-ink-600 text-paper shadow-[inset_2px_0_0_var(--color-shu)]' : 'text-paper-400 hover:bg-ink-700 hover:text-paper',
  );

export function Component() {
  return (
    <div className="min-h-dvh bg-ink md:grid md:grid-cols-[15rem_1fr]">
      <aside className="sticky top-0 hidden h-dvh flex-col border-r border-ink-600 bg-ink-800 md:flex">
        <div className="flex h-16 items-center gap-3 border-b border-ink-600 px-4">
          <RestaurantMark logoUrl={null} className="size-8 text-base" />
          <span className="font-display text-xl font-semibold">Administration</span>
        </div>
        <nav aria-label="Administration" className="flex-1 overflow-y-auto p-3">
          <ul className="flex flex-col gap-0.5">
            {NAV.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink to={to} className={itemClass}>
                  <Icon aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-ink-600 p-3">
          <Link to={paths.home.getHref()} className={itemClass({ isActive: false })}>
            <Store aria-hidden="true" />
            Voir la boutique
          </Link>
        </div>
      </aside>

      <div className="flex min-w-0 flex-col pb-20 md:pb-0">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-b border-ink-600 bg-ink/90 px-4 backdrop-blur-md sm:px-8">
          <span className="font-display text-xl font-semibold md:hidden">Administration</span>
          <span className="ml-auto text-xs tracking-[0.2em] text-paper-500 uppercase">Espace équipe</span>
        </header>
        <main id="contenu" className="flex-1 px-4 py-6 sm:px-8">
          <Outlet />
        </main>
      </div>

      <nav
        aria-label="Administration (mobile)"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-ink-600 bg-ink-800/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
      >
        <ul className="grid grid-cols-5">
          {NAV.filter((item) => item.mobile).map(({ to, label, icon: Icon }) => (
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
      <ScrollRestoration />
    </div>
  );
}
