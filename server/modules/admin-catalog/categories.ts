/**
 * Reads of the back-office categories: all of them in display order with their product count
 * (archived products not counted: they are no longer the category's).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { AdminCategoryView } from '@core/schemas/category';
import type { DbOrTx } from '../../db/client';
import { categories, produits } from '../../db/schema/index';

export async function listAdminCategories({ db }: { db: DbOrTx }): Promise<AdminCategoryView[]> {
  const rows = await db
    .select({
      id: categories.id,
      code_interne: categories.code_interne,
      nom_fr: categories.nom_fr,
      description_fr: categories.description_fr,
      actif: categories.actif,
      ordre_affichage: categories.ordre_affichage,
      services_disponibles: categories.services_disponibles,
      jours_disponibles: categories.jours_disponibles,
      nombre_produits: sql<number>`count(${produits.id}) filter (where not ${produits.archive})`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(produits, eq(produits.category_id, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.ordre_affichage), asc(categories.id));
  return rows;
}

export async function getAdminCategory({ db, id }: { db: DbOrTx; id: number }): Promise<AdminCategoryView | null> {
  const all = await listAdminCategories({ db });
  return all.find((c) => c.id === id) ?? null;
}
