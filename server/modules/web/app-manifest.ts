/**
 * The shop as an installable app: the web app manifest, from the settings (the restaurant's
 * name, slogan and app colours), and its icons, drawn here as a sakura flower on the settings' background colour
 * (no font needed, so every machine renders the same picture). The manifest and the icons are rebuilt with
 * each catalogue version, so a renamed restaurant installs under its new name.
 */
import sharp from 'sharp';
import type { PublicSettings } from '@core/catalog';

/** The flower's petals: the shop's cinnabar (web/styles.css --color-shu); the ground is the settings' couleur_fond. */
const SHU = '#c8102e';

export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];

export interface WebAppManifest {
  name: string;
  short_name: string;
  description: string;
  lang: 'fr';
  dir: 'ltr';
  start_url: string;
  scope: string;
  id: string;
  display: 'standalone';
  orientation: 'portrait';
  background_color: string;
  theme_color: string;
  categories: string[];
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

export function webAppManifest(settings: Pick<PublicSettings, 'nom_restaurant' | 'slogan' | 'couleur_theme' | 'couleur_fond'>): WebAppManifest {
  const name = settings.nom_restaurant.trim() || 'Restaurant';
  return {
    name,
    // Under the icon on a phone's home screen: about 12 characters fit.
    short_name: name.length <= 12 ? name : name.split(/\s+/)[0]!.slice(0, 12),
    description: settings.slogan ?? `${name} : sushis à commander en ligne, en livraison ou à emporter.`,
    lang: 'fr',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    id: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: settings.couleur_fond,
    theme_color: settings.couleur_theme,
    categories: ['food', 'shopping'],
    icons: APP_ICON_SIZES.flatMap((size) => [
      { src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
      { src: `/icons/icon-${size}-maskable.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
    ]),
  };
}

/** Five round petals around a golden heart; `maskable` keeps it inside the safe circle (80 %) of adaptive icons. */
function flowerSvg(size: number, maskable: boolean, ground: string): string {
  const c = size / 2;
  const scale = maskable ? 0.62 : 0.8;
  const petal = (size * scale) / 4.4;
  const reach = (size * scale) / 3.4;
  const petals = Array.from({ length: 5 }, (_, i) => {
    const angle = (Math.PI * 2 * i) / 5 - Math.PI / 2;
    return `<circle cx="${(c + Math.cos(angle) * reach).toFixed(1)}" cy="${(c + Math.sin(angle) * reach).toFixed(1)}" r="${petal.toFixed(1)}" fill="${SHU}"/>`;
  }).join('');
  const corner = maskable ? 0 : size * 0.22;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${corner}" fill="${ground}"/>${petals}` +
    `<circle cx="${c}" cy="${c}" r="${(petal * 0.55).toFixed(1)}" fill="#f2d28b"/></svg>`
  );
}

/** `ground`: the settings' couleur_fond, a #RRGGBB checked by the settings schema and the table. */
export function renderAppIcon(size: AppIconSize, maskable: boolean, ground: string): Promise<Buffer> {
  return sharp(Buffer.from(flowerSvg(size, maskable, ground)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
