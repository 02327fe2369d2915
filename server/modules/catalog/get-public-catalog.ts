/**
 * Reads everything a visitor's menu needs in one go (a handful of small queries), shaped as
 * core/catalog.ts PublicCatalog. Only active, shop-visible rows; private settings never leave the view.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ImageVariation, PublicCatalog, PublicSettings } from '@core/catalog';
import { imageUrls } from '@core/images';
import { BASE_VIP_LEVEL } from '@core/loyalty-levels';
import { normaliseVariations } from '../images/present';
import type { Db } from '../../db/client';
import {
  accompagnements,
  categories,
  groupesOptions,
  imagesMetadata,
  options,
  loyaltySettings,
  produits,
  produitsAccompagnements,
  restaurantSettingsPublic,
  vipLevels,
  zonesLivraison,
} from '../../db/schema/index';
import { ensureSettingsRow } from '../../db/settings-row';
import { promotionsOnMenu } from '../promotions/list-promotions';
import { zoneView } from './zone-view';

/**
 * The catalogue and the instant it stops being true by itself (an offer published for later starts, or one
 * ends; null if none will): its cache is rebuilt then (catalog-cache.ts).
 */
export async function getPublicCatalog({ db, now = new Date() }: { db: Db; now?: Date }): Promise<{ catalog: PublicCatalog; validUntil: Date | null }> {
  const [settings, cats, prods, accs, links, zones, loyalty, standard, images, groups, opts, offers] = await Promise.all([
    readPublicSettings(db),
    db.select().from(categories).where(eq(categories.actif, true)).orderBy(asc(categories.ordre_affichage), asc(categories.id)),
    db
      .select()
      .from(produits)
      .where(and(eq(produits.actif, true), eq(produits.visible_dans_shop, true)))
      .orderBy(asc(produits.ordre_affichage), asc(produits.id)),
    db.select().from(accompagnements).where(eq(accompagnements.actif, true)).orderBy(asc(accompagnements.ordre_affichage), asc(accompagnements.id)),
    db.select({ produit_id: produitsAccompagnements.produit_id, accompagnement_id: produitsAccompagnements.accompagnement_id }).from(produitsAccompagnements),
    db.select().from(zonesLivraison).where(eq(zonesLivraison.actif, true)).orderBy(asc(zonesLivraison.ordre_affichage), asc(zonesLivraison.id)),
    db.select().from(loyaltySettings).limit(1),
    db.select().from(vipLevels).where(eq(vipLevels.level_name, BASE_VIP_LEVEL)).limit(1),
    db.select({ url: imagesMetadata.url, variations: imagesMetadata.variations }).from(imagesMetadata).where(eq(imagesMetadata.variations_status, 'done')),
    db.select().from(groupesOptions).orderBy(asc(groupesOptions.ordre_affichage), asc(groupesOptions.id)),
    db.select().from(options).where(eq(options.actif, true)).orderBy(asc(options.ordre_affichage), asc(options.id)),
    promotionsOnMenu({ db, now }),
  ]);

  const activeCategoryIds = new Set(cats.map((c) => c.id));
  const activeAccompagnementIds = new Set(accs.map((a) => a.id));
  // A product or a hero slide points at an image's original or at one of its variations (the demo's do).
  const variationsByUrl = new Map<string, ImageVariation[]>();
  for (const img of images) {
    const variations = normaliseVariations(img.variations);
    if (!variations.length) continue;
    for (const url of imageUrls({ url: img.url, variations })) variationsByUrl.set(url, variations);
  }
  const visibleProduits = prods.filter((p) => activeCategoryIds.has(p.category_id));
  const visibleIds = new Set(visibleProduits.map((p) => p.id));
  const loyaltyRow = loyalty[0];

  const catalog: PublicCatalog = {
    settings,
    categories: cats.map((c) => ({
      id: c.id,
      code_interne: c.code_interne,
      nom_fr: c.nom_fr,
      description_fr: c.description_fr,
      actif: c.actif,
      ordre_affichage: c.ordre_affichage,
      services_disponibles: c.services_disponibles,
      jours_disponibles: c.jours_disponibles,
    })),
    produits: visibleProduits.map((p) => ({
      id: p.id,
      category_id: p.category_id,
      nom_fr: p.nom_fr,
      description_fr: p.description_fr,
      prix: p.prix,
      image_url: p.image_url,
      image_variations: (p.image_url && variationsByUrl.get(p.image_url)) || [],
      nombre_pieces: p.nombre_pieces,
      comptabiliser_pieces: p.comptabiliser_pieces,
      kcal: p.kcal,
      afficher_kcal: p.afficher_kcal,
      a_des_accompagnements: p.a_des_accompagnements,
      allergenes: p.allergenes,
      actif: p.actif,
      visible_dans_shop: p.visible_dans_shop,
      ordre_affichage: p.ordre_affichage,
      rupture: p.rupture,
      rupture_jusqu_a: p.rupture_jusqu_a?.toISOString() ?? null,
      services_disponibles: p.services_disponibles,
      jours_disponibles: p.jours_disponibles,
    })),
    accompagnements: accs.map((a) => ({
      id: a.id,
      nom_fr: a.nom_fr,
      prix: a.prix,
      description_fr: a.description_fr,
      gratuit: a.gratuit,
      actif: a.actif,
      ordre_affichage: a.ordre_affichage,
      rupture: a.rupture,
      rupture_jusqu_a: a.rupture_jusqu_a?.toISOString() ?? null,
    })),
    // A group whose options are all switched off is not offered (nor asked for); sold-out ones still are.
    groupes_options: groups
      .filter((g) => visibleIds.has(g.produit_id))
      .map((g) => ({
        id: g.id,
        produit_id: g.produit_id,
        nom_fr: g.nom_fr,
        obligatoire: g.obligatoire,
        min_choix: g.min_choix,
        max_choix: g.max_choix,
        ordre_affichage: g.ordre_affichage,
        options: opts
          .filter((o) => o.groupe_id === g.id)
          .map((o) => ({
            id: o.id,
            groupe_id: o.groupe_id,
            nom_fr: o.nom_fr,
            prix: o.prix,
            gratuit: o.gratuit,
            rupture: o.rupture,
            ordre_affichage: o.ordre_affichage,
          })),
      }))
      .filter((g) => g.options.length > 0),
    produits_accompagnements: links.filter((l) => visibleIds.has(l.produit_id) && activeAccompagnementIds.has(l.accompagnement_id)),
    zones_livraison: zones.map(zoneView),
    loyalty: {
      enabled: loyaltyRow?.enabled ?? false,
      welcome_bonus_points: loyaltyRow?.welcome_bonus_points ?? 100,
      points_per_tnd: Number(loyaltyRow?.points_per_tnd ?? 1),
      min_redemption_points: loyaltyRow?.min_redemption_points ?? 100,
      points_value: loyaltyRow?.points_value_tnd ?? 10,
    },
    vip_standard: {
      level_name: standard[0]?.level_name ?? BASE_VIP_LEVEL,
      points_multiplier: Number(standard[0]?.points_multiplier ?? 1),
    },
    hero_variations: Object.fromEntries(settings.hero_images.flatMap((url) => (variationsByUrl.has(url) ? [[url, variationsByUrl.get(url)!]] : []))),
    // Inlined with the menu so the badges and the strip paint with it (no request, no shift); the shop still
    // drops one whose end passes while the page is open (web/features/catalog/utils/menu-offers.ts).
    promotions: offers.active,
  };
  return { catalog, validUntil: offers.nextChange };
}

/** The single settings row through the public view; created with defaults when missing (back-office §3). */
async function readPublicSettings(db: Db): Promise<PublicSettings> {
  const rows = await db.select().from(restaurantSettingsPublic).limit(1);
  if (rows[0]) return toPublicSettings(rows[0]);
  await ensureSettingsRow(db);
  const created = await db.select().from(restaurantSettingsPublic).limit(1);
  return toPublicSettings(created[0]!);
}

function toPublicSettings(row: typeof restaurantSettingsPublic.$inferSelect): PublicSettings {
  const reprise = row.commandes_reprise_a as Date | string | null;
  return { ...row, commandes_reprise_a: reprise === null ? null : new Date(reprise).toISOString() } as PublicSettings;
}
