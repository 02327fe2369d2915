/** The sidebar menu (desktop) and the bottom navigation (below 768 px) of the back-office. */
import { useState, type CSSProperties, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Ellipsis } from 'lucide-react';
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '../../../components/ui/sheet';
import { cn } from '../../../lib/cn';
import type { NavItem } from '../nav';

type LinkClass = (state: { isActive: boolean }) => string;

const itemClass: LinkClass = ({ isActive }) =>
  cn(
    'flex items-center gap-3 rounded-sm px-3 py-2.5 text-sm font-medium transition-colors [&_svg]:size-4',
    isActive ? 'bg-ink-600 text-paper shadow-[inset_2px_0_0_var(--color-shu)]' : 'text-paper-400 hover:bg-ink-700 hover:text-paper',
  );

const mobileItemClass: LinkClass = ({ isActive }) =>
  cn(
    'flex h-16 w-full min-w-0 flex-col items-center justify-center gap-1 px-0.5 text-[0.625rem] leading-tight font-medium [&_svg]:size-5 [&_svg]:shrink-0',
    isActive ? 'text-shu-300' : 'text-paper-400',
  );

/** The entries as a list of links (icon, then label), the current one styled by `linkClass`. */
function NavItems({
  items,
  linkClass,
  className,
  style,
  after,
  labelClass = '',
}: {
  items: NavItem[];
  linkClass: LinkClass;
  className: string;
  style?: CSSProperties;
  after?: ReactNode;
  labelClass?: string;
}) {
  return (
    <ul className={className} style={style}>
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to} className="min-w-0">
          <NavLink to={to} className={linkClass}>
            <Icon aria-hidden="true" />
            <span className={labelClass}>{label}</span>
          </NavLink>
        </li>
      ))}
      {after}
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

/** The bar's labels: under the icons from 360 px; on a narrower phone, icons only (the name stays for screen readers). */
const BAR_LABEL = 'max-w-full truncate max-[359px]:sr-only';

/**
 * Below 768 px: the most used pages in the bar, and 'Plus' for every other page of the menu with `extra`
 * (the shop link, sign-out) in a sheet from the bottom, so every page opens from a phone.
 */
export function AdminMobileNav({ items, extra }: { items: NavItem[]; extra?: ReactNode }) {
  const mobile = items.filter((entry) => entry.mobile);
  const others = items.filter((entry) => !entry.mobile);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  // A page chosen in the sheet closes it.
  if (open && pathname !== openedAt) setOpen(false);
  const moreActive = others.some((entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`));
  return (
    <nav
      aria-label="Administration (mobile)"
      data-admin-mobile-nav=""
      className="fixed inset-x-0 bottom-0 z-40 border-t border-ink-600 bg-ink-800/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <NavItems
        items={mobile}
        linkClass={mobileItemClass}
        labelClass={BAR_LABEL}
        className="grid"
        style={{ gridTemplateColumns: `repeat(${mobile.length + 1}, minmax(0, 1fr))` }}
        after={
          <li className="min-w-0">
            <Sheet
              open={open}
              onOpenChange={(next) => {
                setOpen(next);
                setOpenedAt(pathname);
              }}
            >
              <SheetTrigger className={mobileItemClass({ isActive: moreActive })}>
                <Ellipsis aria-hidden="true" />
                <span className={BAR_LABEL}>Plus</span>
              </SheetTrigger>
              <SheetContent side="bottom" aria-describedby="admin-more-description">
                <SheetHeader>
                  <SheetTitle>Administration</SheetTitle>
                  <SheetDescription id="admin-more-description">Toutes les pages du back-office</SheetDescription>
                </SheetHeader>
                <SheetBody>
                  <nav aria-label="Administration (toutes les pages)">
                    <NavItems items={others} linkClass={itemClass} className="flex flex-col gap-0.5" />
                  </nav>
                  {extra && <div className="mt-3 flex flex-col gap-0.5 border-t border-ink-600 pt-3">{extra}</div>}
                </SheetBody>
              </SheetContent>
            </Sheet>
          </li>
        }
      />
    </nav>
  );
}

export { itemClass as adminNavItemClass };
