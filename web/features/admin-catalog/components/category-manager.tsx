/**
 * /admin/categories: the categories in display order with their product count; create and edit in a
 * dialog; reorder by dragging or by keyboard (dnd-kit's keyboard sensor, or the arrow buttons), saved
 * in one request; delete after confirmation (the server refuses a category that has products).
 */
import { useState } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Plus } from 'lucide-react';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import type { AdminCategoryView } from '@core/schemas/category';
import { countLabel } from '@core/plural';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAdminCategories, useDeleteCategory, useReorderCategories, useSaveCategory } from '../api/categories';
import { DeleteDialog, EditorDialog, saveCallbacks, RowActions, failToast } from './catalog-parts';
import { CategoryForm } from './category-form';
import { MenuHoursBadge } from './menu-hours-fields';

export function CategoryManager() {
  const categories = useAdminCategories();
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const reorder = useReorderCategories();
  const [editing, setEditing] = useState<AdminCategoryView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCategoryView | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const list = categories.data ?? [];

  function move(ids: number[]) {
    reorder.mutate(ids, { onError: failToast(ADMIN_MESSAGES.updateErrorWith) });
  }
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const ids = list.map((c) => c.id);
    move(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  }
  function shift(index: number, by: -1 | 1) {
    const ids = list.map((c) => c.id);
    move(arrayMove(ids, index, index + by));
  }

  return (
    <div className="grid gap-5 p-4 pb-24 sm:p-6 lg:p-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold text-paper sm:text-4xl">Catégories</h1>
          <p className="text-sm text-paper-400">Glissez une catégorie, ou utilisez les flèches, pour changer l’ordre du menu.</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> Nouvelle catégorie
        </Button>
      </header>

      {categories.isPending ? (
        <PageSpinner />
      ) : categories.isError ? (
        <p role="alert" className="text-shu-300">
          {ADMIN_MESSAGES.categoriesLoadError}
        </p>
      ) : list.length === 0 ? (
        <p className="rounded-md border border-dashed border-ink-500 p-8 text-center text-paper-400">Aucune catégorie pour le moment.</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={list.map((c) => c.id)} strategy={verticalListSortingStrategy}>
            <ol className="grid gap-2" aria-label="Catégories dans l'ordre du menu">
              {list.map((category, index) => (
                <CategoryRow
                  key={category.id}
                  category={category}
                  first={index === 0}
                  last={index === list.length - 1}
                  busy={reorder.isPending}
                  onUp={() => shift(index, -1)}
                  onDown={() => shift(index, 1)}
                  onEdit={() => setEditing(category)}
                  onDelete={() => setDeleting(category)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}

      <EditorDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Nouvelle catégorie' : 'Modifier la catégorie'}
        className="max-w-lg"
      >
        <CategoryForm
          category={editing === 'new' ? null : editing}
          nextOrder={list.length + 1}
          isSaving={save.isPending}
          onCancel={() => setEditing(null)}
          onSubmit={(input) => {
            const id = editing === 'new' || editing === null ? null : editing.id;
            save.mutate(
              { id, input },
              saveCallbacks(id, { created: ADMIN_MESSAGES.categoryCreated, updated: ADMIN_MESSAGES.categoryUpdated }, () => setEditing(null)),
            );
          }}
        />
      </EditorDialog>

      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title="Supprimer la catégorie ?"
        describe={(c) => `« ${c.nom_fr} » sera supprimée définitivement.`}
        remove={remove}
        done={() => ADMIN_MESSAGES.categoryDeleted}
      />
    </div>
  );
}

function CategoryRow({
  category,
  first,
  last,
  busy,
  onUp,
  onDown,
  onEdit,
  onDelete,
}: {
  category: AdminCategoryView;
  first: boolean;
  last: boolean;
  busy: boolean;
  onUp: () => void;
  onDown: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: category.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-wrap items-center gap-2 rounded-md border border-ink-600 bg-ink-800 p-2 sm:gap-3 sm:p-3 ${isDragging ? 'z-10 shadow-glow' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Déplacer ${category.nom_fr}`}
        className="flex size-11 cursor-grab touch-none items-center justify-center rounded-sm text-paper-400 hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-kin"
      >
        <GripVertical aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1 basis-40">
        <p className="truncate font-semibold text-paper">{category.nom_fr}</p>
        <p className="truncate text-xs text-paper-400">
          #{category.code_interne} · {countLabel(category.nombre_produits, 'produit')}
        </p>
      </div>
      <MenuHoursBadge limit={category} />
      {!category.actif && <Badge variant="outline">Inactive</Badge>}
      <div className="ml-auto flex items-center">
        <Button size="icon" variant="ghost" aria-label={`Monter ${category.nom_fr}`} disabled={first || busy} onClick={onUp}>
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button size="icon" variant="ghost" aria-label={`Descendre ${category.nom_fr}`} disabled={last || busy} onClick={onDown}>
          <ArrowDown aria-hidden="true" />
        </Button>
        <RowActions name={category.nom_fr} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </li>
  );
}
