/** Reads of the back-office accompaniments, each with the products that offer it. Archived ones are not listed. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AdminAccompanimentView } from '@core/schemas/admin-catalog';
import type { DbOrTx } from '../../db/client';
import { accompagnements, produits, produitsAccompagnements, user } from '../../db/schema/index';
import { presentSoldOut } from './present';

export async function listAdminAccompaniments({ db, ids }: { db: DbOrTx; ids?: number[] }): Promise<AdminAccompanimentView[]> {
  const where = ids ? and(eq(accompagnements.archive, false), inArray(accompagnements.id, ids)) : eq(accompagnements.archive, false);
  const rows = await db
    .select({ a: accompagnements, email: user.email })
    .from(accompagnements)
    .leftJoin(user, eq(user.id, accompagnements.rupture_par))
    .where(where)
    .orderBy(asc(accompagnements.ordre_affichage), asc(accompagnements.id));
  const links = rows.length
    ? await db
        .select({ accompagnement_id: produitsAccompagnements.accompagnement_id, id: produits.id, nom_fr: produits.nom_fr })
        .from(produitsAccompagnements)
        .innerJoin(produits, eq(produits.id, produitsAccompagnements.produit_id))
        .where(
          inArray(
            produitsAccompagnements.accompagnement_id,
            rows.map((r) => r.a.id),
          ),
        )
        .orderBy(asc(produits.nom_fr))
    : [];
  const now = new Date();
  return rows.map(({ a, email }) => ({
    id: a.id,
    nom_fr: a.nom_fr,
    description_fr: a.description_fr,
    prix: a.prix,
    gratuit: a.gratuit,
    actif: a.actif,
    ordre_affichage: a.ordre_affichage,
    produits: links.filter((l) => l.accompagnement_id === a.id).map((l) => ({ id: l.id, nom_fr: l.nom_fr })),
    ...presentSoldOut(a, email, now),
  }));
}

export async function getAdminAccompaniment({ db, id }: { db: DbOrTx; id: number }): Promise<AdminAccompanimentView | null> {
  const [view] = await listAdminAccompaniments({ db, ids: [id] });
  return view ?? null;
}
