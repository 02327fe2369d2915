import { Link } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { AccountButton } from '../../features/auth/components/account-button';
import { CartButton } from '../../features/cart/components/cart-button';
import { CartDrawer } from '../../features/cart/components/cart-drawer';
import { useSettings } from '../../features/catalog/api/get-catalog';
import { CartCheckout } from './cart-checkout';
import { RestaurantMark } from './restaurant-mark';

export function SiteHeader() {
  const settings = useSettings();

  return (
    <header className="sticky top-0 z-40 h-16 border-b border-ink-600/70 bg-ink">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-8">
        <Link
          to={paths.home.getHref()}
          className="flex min-w-0 items-center gap-3 rounded-sm"
          aria-label={settings ? `${settings.nom_restaurant}, accueil` : 'Accueil'}
        >
          <RestaurantMark logoUrl={settings?.logo_url} />
          {settings ? (
            <span className="truncate font-display text-xl font-semibold tracking-wide text-paper sm:text-2xl">{settings.nom_restaurant}</span>
          ) : (
            <Skeleton className="h-6 w-32" />
          )}
        </Link>

        <div className="flex items-center gap-2">
          <AccountButton />
          <CartButton />
          <CartDrawer checkout={CartCheckout} />
        </div>
      </div>
    </header>
  );
}
