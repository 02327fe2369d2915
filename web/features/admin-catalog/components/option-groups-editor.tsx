/**
 * The option groups of a product in its form: the groups in display order, reordered by
 * dragging or by keyboard (dnd-kit, as the categories are) or with the arrows; a group is edited in
 * place with its options (name, price or free, sold out, active, in order: a field array of react-hook-form) and
 * saved on its own, checked by core's OptionGroupForm (the server's contract); deleted after confirmation. A new product gets its groups once created.
 */
import { useState, type KeyboardEvent } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from 'lucide-react';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import { formatTND, fromMillimes, parseTndInput } from '@core/money';
import { OPTION_MESSAGES, choiceBounds } from '@core/product-options';
import { OptionGroupForm, type AdminOptionGroupView, type OptionGroupInput } from '@core/schemas/option-groups';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useDeleteOptionGroup, useOptionGroups, useReorderOptionGroups, useSaveOptionGroup } from '../api/option-groups';
import { RowActions, failToast, successToast } from './catalog-parts';

type GroupFormValues = z.input<typeof OptionGroupForm>;

const newOption = (): GroupFormValues['options'][number] => ({ id: null, nom_fr: '', prix: '', gratuit: false, rupture: false, actif: true });

function valuesOf(group: AdminOptionGroupView | null): GroupFormValues {
  if (!group) return { nom_fr: '', obligatoire: true, min_choix: '1', max_choix: '1', options: [newOption(), newOption()] };
  return {
    nom_fr: group.nom_fr,
    obligatoire: group.obligatoire,
    min_choix: String(group.min_choix),
    max_choix: String(group.max_choix),
    options: group.options.map((o) => ({
      id: o.id,
      nom_fr: o.nom_fr,
      prix: o.gratuit ? '' : fromMillimes(o.prix),
      gratuit: o.gratuit,
      rupture: o.rupture,
      actif: o.actif,
    })),
  };
}

/** "Obligatoire · 1 au choix · 3 options" */
function summary(group: AdminOptionGroupView): string {
  const { min } = choiceBounds(group);
  return [min > 0 ? OPTION_MESSAGES.required : OPTION_MESSAGES.optional, OPTION_MESSAGES.rule(group), `${group.options.length} option(s)`].join(' · ');
}

// The editor sits inside the product's form: Enter in its fields must not submit the product.
const keepEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
};

export function OptionGroupsEditor({ productId }: { productId: number | null }) {
  if (productId === null) {
    return (
      <section className="grid gap-2" aria-labelledby="option-groups-title">
        <h3 id="option-groups-title" className="text-sm font-medium text-paper-200">
          Groupes d’options
        </h3>
        <p className="text-sm text-paper-400">Créez d’abord le produit, puis ajoutez ses groupes d’options (sauce, taille, suppléments…).</p>
      </section>
    );
  }
  return <GroupsOfProduct productId={productId} />;
}

function GroupsOfProduct({ productId }: { productId: number }) {
  const groups = useOptionGroups(productId);
  const save = useSaveOptionGroup(productId);
  const remove = useDeleteOptionGroup(productId);
  const reorder = useReorderOptionGroups(productId);
  const [editing, setEditing] = useState<AdminOptionGroupView | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const list = groups.data ?? [];

  const move = (ids: number[]) => reorder.mutate(ids, { onError: failToast(ADMIN_MESSAGES.updateErrorWith) });
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const ids = list.map((g) => g.id);
    move(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  }

  return (
    <section
      className="grid gap-3 rounded-md border border-ink-600 p-3"
      aria-labelledby="option-groups-title"
      onKeyDown={keepEnter}
      data-testid="option-groups-editor"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id="option-groups-title" className="font-semibold text-paper">
            Groupes d’options
          </h3>
          <p className="text-xs text-paper-400">Glissez un groupe, ou utilisez les flèches, pour changer l’ordre dans la boutique.</p>
        </div>
        {editing === null && (
          <Button type="button" size="sm" variant="secondary" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> Ajouter un groupe
          </Button>
        )}
      </div>

      {groups.isError && (
        <p role="alert" className="text-sm text-shu-300">
          Impossible de charger les groupes d’options.
        </p>
      )}
      {groups.isSuccess && list.length === 0 && editing === null && <p className="text-sm text-paper-400">Aucun groupe d’options.</p>}

      {list.length > 0 && (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={list.map((g) => g.id)} strategy={verticalListSortingStrategy}>
            <ol className="grid gap-2" aria-label="Groupes d’options dans l’ordre de la boutique">
              {list.map((group, index) =>
                editing !== 'new' && editing?.id === group.id ? (
                  <li key={group.id}>
                    <GroupForm
                      group={group}
                      isSaving={save.isPending}
                      onCancel={() => setEditing(null)}
                      onSave={(input) =>
                        save.mutate(
                          { id: group.id, input },
                          {
                            onSuccess: () => (successToast('Groupe d’options enregistré'), setEditing(null)),
                            onError: failToast(ADMIN_MESSAGES.updateErrorWith),
                          },
                        )
                      }
                    />
                  </li>
                ) : (
                  <GroupRow
                    key={group.id}
                    group={group}
                    first={index === 0}
                    last={index === list.length - 1}
                    busy={reorder.isPending}
                    confirming={confirming === group.id}
                    onUp={() =>
                      move(
                        arrayMove(
                          list.map((g) => g.id),
                          index,
                          index - 1,
                        ),
                      )
                    }
                    onDown={() =>
                      move(
                        arrayMove(
                          list.map((g) => g.id),
                          index,
                          index + 1,
                        ),
                      )
                    }
                    onEdit={() => setEditing(group)}
                    onDelete={() => setConfirming(group.id)}
                    onCancelDelete={() => setConfirming(null)}
                    onConfirmDelete={() =>
                      remove.mutate(group.id, {
                        onSuccess: () => (successToast('Groupe d’options supprimé'), setConfirming(null)),
                        onError: failToast(ADMIN_MESSAGES.deleteErrorWith),
                      })
                    }
                  />
                ),
              )}
            </ol>
          </SortableContext>
        </DndContext>
      )}

      {editing === 'new' && (
        <GroupForm
          group={null}
          isSaving={save.isPending}
          onCancel={() => setEditing(null)}
          onSave={(input) =>
            save.mutate(
              { id: null, input },
              { onSuccess: () => (successToast('Groupe d’options créé'), setEditing(null)), onError: failToast(ADMIN_MESSAGES.createErrorWith) },
            )
          }
        />
      )}
    </section>
  );
}

function GroupRow({
  group,
  first,
  last,
  busy,
  confirming,
  onUp,
  onDown,
  onEdit,
  onDelete,
  onCancelDelete,
  onConfirmDelete,
}: {
  group: AdminOptionGroupView;
  first: boolean;
  last: boolean;
  busy: boolean;
  confirming: boolean;
  onUp: () => void;
  onDown: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onCancelDelete: () => void;
  onConfirmDelete: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: group.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-wrap items-center gap-2 rounded-md border border-ink-600 bg-ink-800 p-2 ${isDragging ? 'z-10 shadow-glow' : ''}`}
      data-testid={`option-group-row-${group.id}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Déplacer ${group.nom_fr}`}
        className="flex size-11 cursor-grab touch-none items-center justify-center rounded-sm text-paper-400 hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-kin"
      >
        <GripVertical aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1 basis-40">
        <p className="truncate font-semibold text-paper">{group.nom_fr}</p>
        <p className="text-xs break-words text-paper-400">{summary(group)}</p>
        <p className="text-xs break-words text-paper-300">
          {group.options.map((o) => `${o.nom_fr}${o.rupture ? ' (épuisée)' : ''}${o.actif ? '' : ' (inactive)'}`).join(', ')}
        </p>
      </div>
      {confirming ? (
        <div className="ml-auto flex items-center gap-2" role="group" aria-label={`Supprimer ${group.nom_fr} ?`}>
          <span className="text-sm text-paper-200">Supprimer ?</span>
          <Button type="button" size="sm" variant="ghost" onClick={onCancelDelete}>
            Annuler
          </Button>
          <Button type="button" size="sm" onClick={onConfirmDelete}>
            Supprimer
          </Button>
        </div>
      ) : (
        <div className="ml-auto flex items-center">
          <Button type="button" size="icon" variant="ghost" aria-label={`Monter ${group.nom_fr}`} disabled={first || busy} onClick={onUp}>
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button type="button" size="icon" variant="ghost" aria-label={`Descendre ${group.nom_fr}`} disabled={last || busy} onClick={onDown}>
            <ArrowDown aria-hidden="true" />
          </Button>
          <RowActions name={group.nom_fr} onEdit={onEdit} onDelete={onDelete} />
        </div>
      )}
    </li>
  );
}

function GroupForm({
  group,
  isSaving,
  onCancel,
  onSave,
}: {
  group: AdminOptionGroupView | null;
  isSaving: boolean;
  onCancel: () => void;
  onSave: (input: OptionGroupInput) => void;
}) {
  const form = useForm<GroupFormValues, unknown, OptionGroupInput>({ resolver: zodResolver(OptionGroupForm), defaultValues: valuesOf(group) });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const [obligatoire, typed] = useWatch({ control: form.control, name: ['obligatoire', 'options'] });
  const { errors } = form.formState;
  // The editor sits inside the product's form: no form of its own, the button submits it.
  const submit = form.handleSubmit(onSave);

  const title = group ? `Modifier « ${group.nom_fr} »` : 'Nouveau groupe d’options';
  return (
    <div className="grid gap-3 rounded-md border border-kin/40 bg-ink-800 p-3" role="group" aria-label={title} data-testid="option-group-form">
      <p className="font-semibold text-paper">{title}</p>
      <FormField label="Nom du groupe" error={errors.nom_fr?.message} hint="Par exemple Sauce, Taille, Suppléments">
        <Input autoComplete="off" {...form.register('nom_fr')} />
      </FormField>
      <div className="grid items-end gap-3 sm:grid-cols-3">
        <div className="flex min-h-10 items-center gap-3">
          <Controller
            control={form.control}
            name="obligatoire"
            render={({ field }) => <Switch id={`groupe-obligatoire-${group?.id ?? 'new'}`} checked={field.value} onCheckedChange={field.onChange} />}
          />
          <Label htmlFor={`groupe-obligatoire-${group?.id ?? 'new'}`}>Obligatoire</Label>
        </div>
        {obligatoire && (
          <FormField label="Minimum" error={errors.min_choix?.message}>
            <Input type="number" min={1} inputMode="numeric" {...form.register('min_choix')} />
          </FormField>
        )}
        <FormField label="Maximum" error={errors.max_choix?.message}>
          <Input type="number" min={1} inputMode="numeric" {...form.register('max_choix')} />
        </FormField>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-paper-200">Options, dans l’ordre</legend>
        {(errors.options?.message ?? errors.options?.root?.message) && (
          <p className="text-sm text-shu-300">{errors.options.message ?? errors.options.root?.message}</p>
        )}
        <ol className="grid gap-2">
          {options.fields.map((field, index) => {
            const option = typed[index] ?? field;
            const price = option.gratuit ? null : parseTndInput(option.prix);
            return (
              <li key={field.id} className="grid gap-2 rounded-sm border border-ink-600 p-2 sm:grid-cols-[minmax(0,1fr)_11rem]">
                <FormField label={`Nom de l’option ${index + 1}`} error={errors.options?.[index]?.nom_fr?.message}>
                  <Input autoComplete="off" {...form.register(`options.${index}.nom_fr`)} />
                </FormField>
                <FormField label={`Prix de l’option ${index + 1} (TND)`} error={errors.options?.[index]?.prix?.message}>
                  <Input inputMode="decimal" placeholder={OPTION_MESSAGES.free} readOnly={option.gratuit} {...form.register(`options.${index}.prix`)} />
                </FormField>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 self-end pb-1 text-sm text-paper sm:col-span-2">
                  {(
                    [
                      ['gratuit', OPTION_MESSAGES.free],
                      ['rupture', 'Épuisée'],
                      ['actif', 'Active'],
                    ] as const
                  ).map(([key, label]) => (
                    <label key={key} className="flex min-h-8 items-center gap-2">
                      <input type="checkbox" className="size-4 accent-kin" {...form.register(`options.${index}.${key}`)} />
                      {label}
                    </label>
                  ))}
                  {price !== null && (
                    <Badge variant="outline" className="tabular-nums">
                      + {formatTND(price)}
                    </Badge>
                  )}
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    className="ml-auto text-shu-300"
                    aria-label={`Retirer l’option ${option.nom_fr || index + 1}`}
                    onClick={() => options.remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        <Button type="button" size="sm" variant="ghost" className="justify-self-start border border-ink-500" onClick={() => options.append(newOption())}>
          <Plus aria-hidden="true" /> Ajouter une option
        </Button>
      </fieldset>

      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Annuler
        </Button>
        <Button type="button" isLoading={isSaving} onClick={() => void submit()} data-testid="option-group-save">
          Enregistrer le groupe
        </Button>
      </div>
    </div>
  );
}
