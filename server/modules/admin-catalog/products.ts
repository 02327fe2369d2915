/**
 * Reads of the back-office products: the filtered list (20 per page) and one product, with its
 * category's name, its linked accompaniments and who marked it sold out. Archived products are not listed.
 */
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { pageFields, pageOffset } from '@core/page';
import type { AdminProductPage, AdminProductView, ProductListQuery } from '@core/schemas/admin-catalog';
import type { ImageVariation } from '@core/catalog';
import { thumbnailUrl } from '@core/images';
import type { DbOrTx } from '../../db/client';
import { categories, imagesMetadata, produits, produitsAccompagnements, user } from '../../db/schema/index';
import { presentSoldOut } from './present';

const ADMIN_PRODUCTS_PER_PAGE = 20;

const columns = {
  produit: produits,
  category_nom: categories.nom_fr,
  email: user.email,
  variations: imagesMetadata.variations,
};

type ProductRow = { produit: typeof produits.$inferSelect; category_nom: string; email: string | null; variations: ImageVariation[] | null };

async function present(db: DbOrTx, rows: ProductRow[]): Promise<AdminProductView[]> {
  const ids = rows.map((r) => r.produit.id);
  const links = ids.length
    ? await db
        .select()
        .from(produitsAccompagnements)
        .where(inArray(produitsAccompagnements.produit_id, ids))
        .orderBy(asc(produitsAccompagnements.accompagnement_id))
    : [];
  const now = new Date();
  return rows.map(({ produit: p, category_nom, email, variations }) => ({
    id: p.id,
    category_id: p.category_id,
    category_nom,
    nom_fr: p.nom_fr,
    description_fr: p.description_fr,
    prix: p.prix,
    image_url: p.image_url,
    // the list draws 64 px thumbnails: a small variation of a library image, not its original
    thumbnail_url: p.image_url ? thumbnailUrl(p.image_url, variations, 64) : null,
    nombre_pieces: p.nombre_pieces,
    comptabiliser_pieces: p.comptabiliser_pieces,
    kcal: p.kcal,
    afficher_kcal: p.afficher_kcal,
    allergenes: p.allergenes,
    a_des_accompagnements: p.a_des_accompagnements,
    accompagnement_ids: links.filter((l) => l.produit_id === p.id).map((l) => l.accompagnement_id),
    actif: p.actif,
    visible_dans_shop: p.visible_dans_shop,
    ordre_affichage: p.ordre_affichage,
    services_disponibles: p.services_disponibles,
    jours_disponibles: p.jours_disponibles,
    ...presentSoldOut(p, email, now),
  }));
}

export async function listAdminProducts({ db, query }: { db: DbOrTx; query: ProductListQuery }): Promise<AdminProductPage> {
  const where: SQL[] = [eq(produits.archive, false)];
  if (query.category_id !== undefined) where.push(eq(produits.category_id, query.category_id));
  if (query.actif !== undefined) where.push(eq(produits.actif, query.actif));
  if (query.visible !== undefined) where.push(eq(produits.visible_dans_shop, query.visible));
  if (query.q) where.push(ilike(produits.nom_fr, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(produits)
      .innerJoin(categories, eq(categories.id, produits.category_id))
      .leftJoin(user, eq(user.id, produits.rupture_par))
      .leftJoin(imagesMetadata, eq(imagesMetadata.url, produits.image_url))
      .where(filter)
      .orderBy(asc(categories.ordre_affichage), asc(produits.ordre_affichage), asc(produits.id))
      .limit(ADMIN_PRODUCTS_PER_PAGE)
      .offset(pageOffset(query.page, ADMIN_PRODUCTS_PER_PAGE)),
    db.select({ total: count() }).from(produits).where(filter),
  ]);
  return { produits: await present(db, rows), ...pageFields('per_page', query.page, ADMIN_PRODUCTS_PER_PAGE, total?.total ?? 0) };
}

export async function getAdminProduct({ db, id }: { db: DbOrTx; id: number }): Promise<AdminProductView | null> {
  const rows = await db
    .select(columns)
    .from(produits)
    .innerJoin(categories, eq(categories.id, produits.category_id))
    .leftJoin(user, eq(user.id, produits.rupture_par))
    .leftJoin(imagesMetadata, eq(imagesMetadata.url, produits.image_url))
    .where(and(eq(produits.id, id), eq(produits.archive, false)));
  const [view] = await present(db, rows);
  return view ?? null;
}
