/**
 * The restaurant a shop journey needs, built with the factories of server/test/factories.ts instead of
 * read from the demo: the settings row (open around the clock, every payment mode, a three-image hero
 * carousel), loyalty on, two delivery zones, six described categories of three products each (a cheap
 * one without sides, one with a free and a paid side, one counting its pieces, kcal shown on some) and a
 * picture for every product and hero slide, stored with their responsive variations like an upload.
 */
import sharp from 'sharp';
import { diskStorage } from '../../server/integrations/storage';
import {
  buildAccompaniment,
  buildCategory,
  buildLoyaltySettings,
  buildProduct,
  buildRestaurantSettings,
  buildZone,
  linkAccompaniment,
} from '../../server/test/factories';
import { recordInLibrary, storePicture } from './pictures';
import type { Shop } from './shop';

const PALETTE = ['#b03a2e', '#d4a017', '#2e4053', '#1e8449', '#6c3483', '#ba4a00', '#17a589', '#7b241c'];

const CATEGORIES = [
  { nom_fr: 'Entrées', code_interne: 'entrees', description_fr: 'Pour commencer le repas' },
  { nom_fr: 'Makis', code_interne: 'makis', description_fr: 'Roulés à la main, six ou huit pièces' },
  { nom_fr: 'Rolls', code_interne: 'rolls', description_fr: 'Le riz à l’extérieur' },
  { nom_fr: 'Nigiris', code_interne: 'nigiris', description_fr: 'Poisson cru sur riz vinaigré' },
  { nom_fr: 'Plateaux', code_interne: 'plateaux', description_fr: 'À partager' },
  { nom_fr: 'Desserts', code_interne: 'desserts', description_fr: 'Une touche sucrée' },
] as const;

export interface ShopMenu {
  nomRestaurant: string;
}

/** `settings` overrides columns of the settings row (a temporary closure, for instance). */
export async function buildShopMenu(shop: Shop, settings: Parameters<typeof buildRestaurantSettings>[1] = {}): Promise<ShopMenu> {
  const { db } = shop;
  const storage = diskStorage(shop.app.config.uploadsDir);
  const heroes = await Promise.all(PALETTE.slice(0, 3).map((colour, i) => storePicture(shop, `hero/hero-${i + 1}`, colour, 1600, 900)));
  const heroUrls = heroes.map((variations) => variations.at(-1)!.url);
  // Without a favicon the browser asks for /favicon.ico, and its 404 is a console error.
  const icon = (size: number) =>
    sharp({ create: { width: size, height: size, channels: 3, background: PALETTE[0]! } })
      .png()
      .toBuffer();
  const logo_url = await storage.put('brand/logo.png', await icon(128), 'image/png');
  const favicon_url = await storage.put('brand/favicon.png', await icon(64), 'image/png');
  const row = await buildRestaurantSettings(db, {
    nom_restaurant: 'Sakura Sushi',
    slogan: 'Sushi frais à Tunis',
    logo_url,
    favicon_url,
    hero_mode: 'carrousel',
    hero_images: heroUrls,
    og_image_url: heroUrls[0],
    hero_titre_principal: 'Sakura Sushi',
    hero_sous_titre: 'Sushi frais, livrés chez vous',
    hero_cta_actif: true,
    hero_cta_texte: 'Découvrir le menu',
    ...settings,
  });
  await buildLoyaltySettings(db);
  await buildZone(db, { code: 'centre', nom: 'Tunis Centre', frais_livraison: 5_000, minimum_commande: 15_000, minimum_gratuite: 50_000, ordre_affichage: 1 });
  await buildZone(db, { code: 'ariana', nom: 'Ariana', frais_livraison: 7_000, minimum_commande: 25_000, minimum_gratuite: 80_000, ordre_affichage: 2 });

  const freeSide = await buildAccompaniment(db, { nom_fr: 'Sauce soja', gratuit: true, prix: 0, ordre_affichage: 1 });
  const paidSide = await buildAccompaniment(db, { nom_fr: 'Avocat en plus', prix: 2_500, ordre_affichage: 2 });

  let picture = 0;
  for (const [c, category] of CATEGORIES.entries()) {
    const row = await buildCategory(db, { ...category, actif: true, ordre_affichage: c + 1 });
    const products = [
      // without sides, under the first zone's minimum
      { nom_fr: `${category.nom_fr} : classique`, prix: 7_500, description_fr: `Le classique de la carte ${category.nom_fr.toLowerCase()}`, nombre_pieces: 2 },
      // with a free and a paid side, kcal shown
      { nom_fr: `${category.nom_fr} : signature`, prix: 16_000, description_fr: 'La recette du chef', kcal: 420, afficher_kcal: true },
      // counting its pieces in the cart
      { nom_fr: `${category.nom_fr} : assortiment`, prix: 24_000, nombre_pieces: 8, comptabiliser_pieces: true, kcal: 610 },
    ];
    for (const [p, product] of products.entries()) {
      const key = `produits/${category.code_interne}-${p + 1}`;
      const variations = await storePicture(shop, key, PALETTE[picture++ % PALETTE.length]!, 800, 600);
      const image_url = variations[1]!.url;
      const built = await buildProduct(db, { ...product, image_url, category_id: row.id, ordre_affichage: p + 1 });
      await recordInLibrary(shop, key, variations, {
        bucket_name: 'produits',
        folder_path: 'produits',
        entity_type: 'produit',
        entity_id: String(built.id),
        alt_text: built.nom_fr,
      });
      if (p === 1) {
        await linkAccompaniment(db, freeSide, [built]);
        await linkAccompaniment(db, paidSide, [built]);
      }
    }
  }
  await shop.app.catalog.invalidate();
  return { nomRestaurant: row.nom_restaurant };
}
