/** Home: hero, the offers' strip, sticky category bar, one section per category, loyalty invitation. Rendered by the server, then hydrated, from the inlined catalogue. */
import { Suspense, useMemo } from 'react';
import { MESSAGES } from '@core/messages';
import { menuBadges, stripOffers } from '@core/promotion-badges';
import { useAddToCart } from '../../features/cart/hooks/use-add-to-cart';
import { useCatalog } from '../../features/catalog/api/get-catalog';
import { CategoryBar } from '../../features/catalog/components/category-bar';
import { HeroSection } from '../../features/catalog/components/hero-section';
import { MenuSection } from '../../features/catalog/components/menu-section';
import { MenuSkeleton } from '../../features/catalog/components/menu-skeleton';
import { PromotionStrip } from '../../features/catalog/components/promotion-strip';
import { buildMenuSections } from '../../features/catalog/utils/menu-sections';
import { LoyaltyPromoCard } from '../../features/loyalty/components/loyalty-promo-card';
import { ProfileIncompleteBanner } from '../../features/onboarding/components/profile-incomplete-banner';
import { useSession } from '../../lib/session';
import { useMenuMoment } from '../../lib/use-menu-moment';

/** Cards of the first section whose image is fetched eagerly (roughly the first screen on desktop). */
const EAGER_IMAGES = 4;

export function HomeRoute() {
  const { data: catalog, isPending, isError } = useCatalog();
  // Menus by time of day: the sections follow the restaurant's clock (lunch / dinner, weekday) live.
  const menuMoment = useMenuMoment();
  const sections = useMemo(() => (catalog ? buildMenuSections(catalog, menuMoment) : []), [catalog, menuMoment]);
  // The running offers came with the catalogue (and follow it live): badges on what they name, the strip for all.
  const offers = useMemo(() => stripOffers(catalog?.promotions ?? [], menuMoment), [catalog, menuMoment]);
  const badges = useMemo(() => menuBadges(offers, catalog ?? { categories: [], produits: [] }, menuMoment), [offers, catalog, menuMoment]);
  const addToCart = useAddToCart();
  const session = useSession();
  // The club's invitation is for visitors not signed in (customer-shop §2): shown once the session is known.
  const visitor = !session.isPending && !session.signedIn;

  if (isPending) {
    return (
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <MenuSkeleton />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="mx-auto max-w-7xl px-5 py-24 text-center sm:px-8">
        <p role="alert" className="text-lg text-shu-300">
          {MESSAGES.lists.productsLoadError}
        </p>
      </div>
    );
  }

  return (
    <>
      <ProfileIncompleteBanner />
      <HeroSection settings={catalog.settings} variations={catalog.hero_variations} />
      <PromotionStrip offers={offers} />
      <CategoryBar sections={sections} badges={badges.categories} />
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        {/* One Suspense boundary per section: the server-rendered menu is hydrated section by section, and a
            tap on a section not yet hydrated hydrates that one first, then is replayed (web/app/start-app.tsx). */}
        {sections.map((section, index) => (
          <Suspense key={section.categorie.id}>
            <MenuSection
              section={section}
              position={index + 1}
              eagerCount={index === 0 ? EAGER_IMAGES : 0}
              deferPaint={index > 0}
              badges={badges}
              onAdd={addToCart}
            />
          </Suspense>
        ))}
        {visitor && (
          <div className="py-8 md:py-12">
            <LoyaltyPromoCard nomRestaurant={catalog.settings.nom_restaurant} />
          </div>
        )}
      </div>
    </>
  );
}
