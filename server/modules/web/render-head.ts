/**
 * The page metadata inlined into index.html from the settings: title, description, Open Graph and card,
 * canonical, favicon, preload of the hero image, and JSON-LD Restaurant with the opening hours.
 */
import type { HorairesReguliers, ImageVariation, JourSemaine, PublicCatalog } from '@core/catalog';
import { heroResponsiveImage } from '@core/images';
import { servicesOfDay } from '@core/service-hours';
import { escapeHtml } from '../../lib/escape-html';
import { pageTitle } from '@core/pages';

export { pageTitle };

const SCHEMA_DAYS: Record<JourSemaine, string> = {
  lundi: 'Monday',
  mardi: 'Tuesday',
  mercredi: 'Wednesday',
  jeudi: 'Thursday',
  vendredi: 'Friday',
  samedi: 'Saturday',
  dimanche: 'Sunday',
};

const HERO_SIZES = '100vw';

/**
 * <link rel=preload> of the home page's LCP element, the first hero image: the very sources the hero's
 * <picture> offers (core/images.ts heroResponsiveImage), AVIF when there is one, or the browser fetches
 * one file for the preload and another for the image.
 */
function heroPreloadTag(url: string, variations: readonly ImageVariation[] | undefined): string {
  const image = heroResponsiveImage(url, variations);
  if (image.avifSrcSet) {
    return `<link rel="preload" as="image" imagesrcset="${escapeHtml(image.avifSrcSet)}" imagesizes="${HERO_SIZES}" type="image/avif" fetchpriority="high">`;
  }
  return image.srcSet
    ? `<link rel="preload" as="image" imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${HERO_SIZES}" fetchpriority="high">`
    : `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`;
}

/** JSON safe to place inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function openingHoursSpecification(horaires: HorairesReguliers) {
  // One entry per service: a day with lunch and dinner gets two.
  return (Object.keys(SCHEMA_DAYS) as JourSemaine[]).flatMap((jour) =>
    servicesOfDay(horaires[jour]).map(([opens, closes]) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: SCHEMA_DAYS[jour],
      opens,
      closes,
    })),
  );
}

function restaurantJsonLd(catalog: PublicCatalog, publicUrl: string) {
  const s = catalog.settings;
  const absolute = (url: string | null) => (url ? new URL(url, publicUrl).href : undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: s.nom_restaurant,
    description: s.description_site ?? s.slogan ?? undefined,
    url: publicUrl,
    logo: absolute(s.logo_url),
    image: absolute(s.og_image_url ?? s.hero_images[0] ?? s.logo_url),
    telephone: s.telephone ?? undefined,
    servesCuisine: ['Japonaise', 'Sushi'],
    priceRange: '$$',
    currenciesAccepted: 'TND',
    acceptsReservations: 'True',
    hasMenu: `${publicUrl}/#menu`,
    address: s.adresse ? { '@type': 'PostalAddress', streetAddress: s.adresse, addressLocality: s.ville ?? undefined, addressCountry: 'TN' } : undefined,
    openingHoursSpecification: openingHoursSpecification(s.horaires_reguliers),
  };
}

/** The head of the pages; `home`: the home page's, with the preload of its hero photo (no other page shows it). */
export function renderHead(catalog: PublicCatalog, publicUrl: string, { home = false }: { home?: boolean } = {}): string {
  const s = catalog.settings;
  const title = pageTitle(s.nom_restaurant);
  const description = s.description_site ?? s.slogan ?? `${s.nom_restaurant} : sushis, makis et plateaux japonais à commander en ligne.`;
  const absolute = (url: string) => new URL(url, publicUrl).href;
  const ogImage = s.og_image_url ?? s.hero_images[0] ?? s.logo_url;
  const heroImage = s.hero_images[0];
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    // The browser's bar on phones and the installed app's title bar, like the manifest's theme_color.
    `<meta name="theme-color" content="${escapeHtml(s.couleur_theme)}">`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(publicUrl)}/__CANONICAL_PATH__">`,
    // Without a favicon of its own, an empty one: the browser would otherwise ask for /favicon.ico (a 404).
    s.favicon_url ? `<link rel="icon" href="${escapeHtml(s.favicon_url)}">` : '<link rel="icon" href="data:,">',
    // Installable: the manifest and the home-screen icon of iOS, which reads no manifest icons.
    '<link rel="manifest" href="/manifest.webmanifest">',
    '<link rel="apple-touch-icon" href="/icons/icon-192.png">',
    `<meta property="og:type" content="restaurant">`,
    `<meta property="og:site_name" content="${escapeHtml(s.nom_restaurant)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:locale" content="fr_TN">`,
    `<meta property="og:url" content="${escapeHtml(publicUrl)}/__CANONICAL_PATH__">`,
    ogImage ? `<meta property="og:image" content="${escapeHtml(absolute(ogImage))}">` : '',
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    ogImage ? `<meta name="twitter:image" content="${escapeHtml(absolute(ogImage))}">` : '',
    home && heroImage ? heroPreloadTag(heroImage, catalog.hero_variations[heroImage]) : '',
    `<script type="application/ld+json">${scriptJson(restaurantJsonLd(catalog, publicUrl))}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}
