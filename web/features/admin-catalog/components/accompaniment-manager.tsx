/**
 * /admin/accompagnements: the accompaniments with their price (free ones at 0.000 TND), the products that
 * offer each, sold out, create and edit in a dialog, delete (refused while linked, archived when ordered,
 * with the reason shown).
 */
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import { formatTND, fromMillimes } from '@core/money';
import {
  AccompanimentForm as AccompanimentFormSchema,
  CATALOG_ADMIN_MESSAGES,
  type AccompanimentInput,
  type AdminAccompanimentView,
} from '@core/schemas/admin-catalog';
import { SOLD_OUT_MESSAGES } from '@core/sold-out';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PageSpinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useAccompanimentSoldOut, useAdminAccompaniments, useDeleteAccompaniment, useSaveAccompaniment } from '../api/accompaniments';
import { DeleteDialog, EditorDialog, saveCallbacks, FormActions, RowActions, SwitchField, failToast } from './catalog-parts';

export function AccompanimentManager() {
  const list = useAdminAccompaniments();
  const save = useSaveAccompaniment();
  const rupture = useAccompanimentSoldOut();
  const remove = useDeleteAccompaniment();
  const [editing, setEditing] = useState<AdminAccompanimentView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAccompanimentView | null>(null);
  const current = editing && editing !== 'new' ? (list.data?.find((a) => a.id === editing.id) ?? editing) : null;

  return (
    <div className="grid gap-5 p-4 pb-24 sm:p-6 lg:p-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-semibold text-paper sm:text-4xl">Accompagnements</h1>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> Nouvel accompagnement
        </Button>
      </header>
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <p role="alert" className="text-shu-300">
          {errorMessage(list.error)}
        </p>
      ) : list.data.length === 0 ? (
        <p className="rounded-md border border-dashed border-ink-500 p-8 text-center text-paper-400">Aucun accompagnement pour le moment.</p>
      ) : (
        <ul className="grid gap-2 md:grid-cols-2" aria-label="Accompagnements">
          {list.data.map((a) => (
            <li key={a.id} className="flex items-start gap-3 rounded-md border border-ink-600 bg-ink-800 p-3">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-paper">
                  {a.nom_fr}
                  {a.gratuit && <Badge variant="gold">Gratuit</Badge>}
                  {a.epuise && <Badge variant="accent">{SOLD_OUT_MESSAGES.badge}</Badge>}
                  {!a.actif && <Badge variant="outline">Inactif</Badge>}
                </p>
                <p className="text-sm text-paper-300">{formatTND(a.prix)}</p>
                <p className="mt-1 text-xs text-paper-400">
                  {a.produits.length ? `Proposé avec : ${a.produits.map((p) => p.nom_fr).join(', ')}` : 'Proposé avec aucun produit'}
                </p>
              </div>
              <RowActions name={a.nom_fr} onEdit={() => setEditing(a)} onDelete={() => setDeleting(a)} />
            </li>
          ))}
        </ul>
      )}

      <EditorDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Nouvel accompagnement' : "Modifier l'accompagnement"}
        className="max-h-[92dvh] max-w-lg overflow-y-auto"
        soldOut={{
          item: current,
          isSaving: rupture.isPending,
          onChange: (id, input) => rupture.mutate({ id, input }, { onSuccess: (a) => setEditing(a), onError: failToast(ADMIN_MESSAGES.updateErrorWith) }),
        }}
      >
        <AccompanimentForm
          key={editing === 'new' || editing === null ? 'new' : editing.id}
          accompaniment={current}
          isSaving={save.isPending}
          onCancel={() => setEditing(null)}
          onSubmit={(input) => {
            const id = current?.id ?? null;
            save.mutate(
              { id, input },
              saveCallbacks(id, { created: 'Accompagnement créé avec succès', updated: 'Accompagnement mis à jour avec succès' }, () => setEditing(null)),
            );
          }}
        />
      </EditorDialog>

      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title="Supprimer l'accompagnement ?"
        describe={(a) => `« ${a.nom_fr} » : supprimé s’il n’a jamais été commandé, sinon archivé.`}
        remove={remove}
        done={(outcome) => outcome.message}
      />
    </div>
  );
}

function AccompanimentForm({
  accompaniment,
  isSaving,
  onSubmit,
  onCancel,
}: {
  accompaniment: AdminAccompanimentView | null;
  isSaving: boolean;
  onSubmit: (input: AccompanimentInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<z.input<typeof AccompanimentFormSchema>, unknown, AccompanimentInput>({
    resolver: zodResolver(AccompanimentFormSchema),
    defaultValues: {
      nom_fr: accompaniment?.nom_fr ?? '',
      description_fr: accompaniment?.description_fr ?? '',
      prix: accompaniment ? fromMillimes(accompaniment.prix) : '0.000',
      gratuit: accompaniment?.gratuit ?? false,
      actif: accompaniment?.actif ?? true,
      ordre_affichage: String(accompaniment?.ordre_affichage ?? 0),
    },
  });
  const { errors } = form.formState;
  const gratuit = useWatch({ control: form.control, name: 'gratuit' });
  const actif = useWatch({ control: form.control, name: 'actif' });

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <FormField label="Nom" error={errors.nom_fr?.message}>
        <Input {...form.register('nom_fr')} autoComplete="off" />
      </FormField>
      <FormField label="Description" error={errors.description_fr?.message}>
        <Textarea {...form.register('description_fr')} rows={2} />
      </FormField>
      <div className="grid grid-cols-2 items-end gap-4">
        <FormField label="Prix (TND)" error={errors.prix && CATALOG_ADMIN_MESSAGES.invalidPrice}>
          {gratuit ? <Input inputMode="decimal" value="0.000" disabled readOnly /> : <Input inputMode="decimal" {...form.register('prix')} />}
        </FormField>
        <SwitchField id="accompagnement-gratuit" label="Gratuit" checked={gratuit} onCheckedChange={(v) => form.setValue('gratuit', v)} />
        <FormField label="Ordre d'affichage" error={errors.ordre_affichage?.message}>
          <Input type="number" min={0} inputMode="numeric" {...form.register('ordre_affichage')} />
        </FormField>
        <SwitchField id="accompagnement-actif" label="Actif" checked={actif} onCheckedChange={(v) => form.setValue('actif', v)} />
      </div>
      <FormActions onCancel={onCancel} isSaving={isSaving} submitLabel={accompaniment ? 'Enregistrer' : "Créer l'accompagnement"} />
    </form>
  );
}
