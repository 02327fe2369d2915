/**
 * The option groups of a product in the back-office: listed with every option (inactive
 * ones too), saved with their options in one transaction (the options' order is the list's; an option
 * left out is deleted, past orders keep their snapshot in order_items.choix), deleted, reordered. Each
 * write records its app event (admin.option_group.*) with the values before and after.
 */
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { AdminOptionGroupView, OptionGroupInput } from '@core/schemas/option-groups';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { groupesOptions, options, produits } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';

type GroupRow = typeof groupesOptions.$inferSelect;
type OptionRow = typeof options.$inferSelect;

function present(group: GroupRow, rows: OptionRow[]): AdminOptionGroupView {
  return {
    id: group.id,
    produit_id: group.produit_id,
    nom_fr: group.nom_fr,
    obligatoire: group.obligatoire,
    min_choix: group.min_choix,
    max_choix: group.max_choix,
    ordre_affichage: group.ordre_affichage,
    options: rows
      .filter((o) => o.groupe_id === group.id)
      .map((o) => ({ id: o.id, nom_fr: o.nom_fr, prix: o.prix, gratuit: o.gratuit, rupture: o.rupture, actif: o.actif, ordre_affichage: o.ordre_affichage })),
  };
}

async function requireProduct(db: DbOrTx, produitId: number): Promise<void> {
  const [row] = await db
    .select({ id: produits.id })
    .from(produits)
    .where(and(eq(produits.id, produitId), eq(produits.archive, false)))
    .limit(1);
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
}

export async function listOptionGroups({ db, produitId }: { db: DbOrTx; produitId: number }): Promise<AdminOptionGroupView[]> {
  await requireProduct(db, produitId);
  const groups = await db
    .select()
    .from(groupesOptions)
    .where(eq(groupesOptions.produit_id, produitId))
    .orderBy(asc(groupesOptions.ordre_affichage), asc(groupesOptions.id));
  if (groups.length === 0) return [];
  const rows = await db
    .select()
    .from(options)
    .where(
      inArray(
        options.groupe_id,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(asc(options.ordre_affichage), asc(options.id));
  return groups.map((g) => present(g, rows));
}

async function lockGroup(tx: Tx, produitId: number, groupId: number): Promise<{ group: GroupRow; rows: OptionRow[] }> {
  const [group] = await tx
    .select()
    .from(groupesOptions)
    .where(and(eq(groupesOptions.id, groupId), eq(groupesOptions.produit_id, produitId)))
    .for('update');
  if (!group) throw new AppError('OPTION_GROUP_NOT_FOUND');
  const rows = await tx.select().from(options).where(eq(options.groupe_id, groupId)).orderBy(asc(options.ordre_affichage), asc(options.id));
  return { group, rows };
}

/** Creates (groupId null, placed last) or updates a group with its options. */
export async function saveOptionGroup({
  db,
  produitId,
  groupId,
  input,
  userId,
}: {
  db: Db;
  produitId: number;
  groupId: number | null;
  input: OptionGroupInput;
  userId: string;
}): Promise<AdminOptionGroupView> {
  const savedId = await db.transaction(async (tx) => {
    await requireProduct(tx, produitId);
    const columns = { nom_fr: input.nom_fr, obligatoire: input.obligatoire, min_choix: input.min_choix, max_choix: input.max_choix };
    let id: number;
    let before: AdminOptionGroupView | null = null;
    if (groupId === null) {
      const [last] = await tx
        .select({ n: max(groupesOptions.ordre_affichage) })
        .from(groupesOptions)
        .where(eq(groupesOptions.produit_id, produitId));
      const [row] = await tx
        .insert(groupesOptions)
        .values({ ...columns, produit_id: produitId, ordre_affichage: (last?.n ?? 0) + 1 })
        .returning({ id: groupesOptions.id });
      id = row!.id;
    } else {
      const locked = await lockGroup(tx, produitId, groupId);
      before = present(locked.group, locked.rows);
      const existing = new Set(locked.rows.map((o) => o.id));
      if (input.options.some((o) => o.id !== null && !existing.has(o.id))) throw new AppError('OPTION_NOT_IN_GROUP');
      await tx
        .update(groupesOptions)
        .set({ ...columns, updated_at: new Date() })
        .where(eq(groupesOptions.id, groupId));
      const kept = new Set(input.options.flatMap((o) => (o.id === null ? [] : [o.id])));
      const removed = locked.rows.filter((o) => !kept.has(o.id)).map((o) => o.id);
      if (removed.length) await tx.delete(options).where(inArray(options.id, removed));
      id = groupId;
    }
    for (const [index, option] of input.options.entries()) {
      const values = {
        nom_fr: option.nom_fr,
        prix: option.prix,
        gratuit: option.gratuit,
        rupture: option.rupture,
        actif: option.actif,
        ordre_affichage: index + 1,
      };
      if (option.id === null) await tx.insert(options).values({ ...values, groupe_id: id });
      else
        await tx
          .update(options)
          .set({ ...values, updated_at: new Date() })
          .where(eq(options.id, option.id));
    }
    const after = (await listOptionGroups({ db: tx, produitId })).find((g) => g.id === id)!;
    await recordAppEvent(tx, {
      event: before ? 'admin.option_group.updated' : 'admin.option_group.created',
      userId,
      context: { id, produit_id: produitId, ...(before ? { before } : {}), after },
    });
    return id;
  });
  return (await listOptionGroups({ db, produitId })).find((g) => g.id === savedId)!;
}

export async function deleteOptionGroup({ db, produitId, groupId, userId }: { db: Db; produitId: number; groupId: number; userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const { group, rows } = await lockGroup(tx, produitId, groupId);
    await tx.delete(groupesOptions).where(eq(groupesOptions.id, groupId));
    await recordAppEvent(tx, { event: 'admin.option_group.deleted', userId, context: { id: groupId, produit_id: produitId, before: present(group, rows) } });
  });
}

/** Saves the display order of every group of the product at once (dragged or moved by keyboard). */
export async function reorderOptionGroups({ db, produitId, ids, userId }: { db: Db; produitId: number; ids: number[]; userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await requireProduct(tx, produitId);
    const rows = await tx
      .select({ id: groupesOptions.id })
      .from(groupesOptions)
      .where(eq(groupesOptions.produit_id, produitId))
      .orderBy(asc(groupesOptions.ordre_affichage), asc(groupesOptions.id))
      .for('update');
    const existing = rows.map((r) => r.id);
    const same = ids.length === existing.length && new Set(ids).size === ids.length && ids.every((id) => existing.includes(id));
    if (!same) throw new AppError('OPTION_GROUP_ORDER_MISMATCH');
    for (const [index, id] of ids.entries()) {
      await tx
        .update(groupesOptions)
        .set({ ordre_affichage: index + 1, updated_at: new Date() })
        .where(eq(groupesOptions.id, id));
    }
    await recordAppEvent(tx, { event: 'admin.option_group.reordered', userId, context: { produit_id: produitId, before: existing, after: ids } });
  });
}
