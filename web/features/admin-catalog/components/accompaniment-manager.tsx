/**
 * /admin/accompagnements: the side dishes with their price (free ones at 0.000 TND), the products that
 * offer each, sold out, create and edit in a dialog, delete (refused while linked, archived when ordered,
 * with the reason shown).
 */
import { useState, type FormEvent } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import { formatTND, fromMillimes, toMillimes } from '@core/money';
import { AccompanimentInput, CATALOG_ADMIN_MESSAGES, type AdminAccompanimentView } from '@core/schemas/admin-catalog';
import { SOLD_OUT_MESSAGES } from '@core/sold-out';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PageSpinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useAccompanimentRupture, useAdminAccompaniments, useDeleteAccompaniment, useSaveAccompaniment } from '../api/accompaniments';
import { fieldErrors } from './field-errors';
import { RuptureControl } from './rupture-control';

export function AccompanimentManager() {
  const list = useAdminAccompaniments();
  const save = useSaveAccompaniment();
  const rupture = useAccompanimentRupture();
  const remove = useDeleteAccompaniment();
  const [editing, setEditing] = useState<AdminAccompanimentView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAccompanimentView | null>(null);
  const fail = (format: (m: string) => string) => (error: unknown) => toast.error(ADMIN_MESSAGES.errorTitle, { description: format(errorMessage(error)) });
  const current = editing && editing !== 'new' ? (list.data?.find((a) => a.id === editing.id) ?? editing) : null;

  return (
    <div className="grid gap-5 p-4 pb-24 sm:p-6 lg:p-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-4xl font-semibold text-paper">Accompagnements</h1>
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
              <Button size="icon" variant="ghost" aria-label={`Modifier ${a.nom_fr}`} onClick={() => setEditing(a)}>
                <Pencil aria-hidden="true" />
              </Button>
              <Button size="icon" variant="ghost" aria-label={`Supprimer ${a.nom_fr}`} onClick={() => setDeleting(a)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent aria-describedby={undefined} className="max-h-[92dvh] max-w-lg overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{editing === 'new' ? 'Nouvel accompagnement' : "Modifier l'accompagnement"}</DialogTitle>
          </DialogHeader>
          {current && (
            <div className="rounded-md border border-ink-600 p-3">
              <RuptureControl
                name={current.nom_fr}
                state={current}
                isSaving={rupture.isPending}
                onChange={(input) =>
                  rupture.mutate({ id: current.id, input }, { onSuccess: (a) => setEditing(a), onError: fail(ADMIN_MESSAGES.updateErrorWith) })
                }
              />
            </div>
          )}
          {editing !== null && (
            <AccompanimentForm
              key={editing === 'new' ? 'new' : editing.id}
              accompaniment={current}
              isSaving={save.isPending}
              onCancel={() => setEditing(null)}
              onSubmit={(input) => {
                const id = current?.id ?? null;
                save.mutate(
                  { id, input },
                  {
                    onSuccess: () => {
                      toast.success(ADMIN_MESSAGES.successTitle, {
                        description: id === null ? 'Accompagnement créé avec succès' : 'Accompagnement mis à jour avec succès',
                      });
                      setEditing(null);
                    },
                    onError: fail(id === null ? ADMIN_MESSAGES.createErrorWith : ADMIN_MESSAGES.updateErrorWith),
                  },
                );
              }}
            />
          )}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Supprimer l'accompagnement ?"
        description={deleting ? `« ${deleting.nom_fr} » : supprimé s’il n’a jamais été commandé, sinon archivé.` : ''}
        confirmLabel="Supprimer"
        isLoading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (outcome) => toast.success(ADMIN_MESSAGES.successTitle, { description: outcome.message }),
            onError: fail(ADMIN_MESSAGES.deleteErrorWith),
            onSettled: () => setDeleting(null),
          })
        }
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
  const [nom, setNom] = useState(accompaniment?.nom_fr ?? '');
  const [description, setDescription] = useState(accompaniment?.description_fr ?? '');
  const [prix, setPrix] = useState(accompaniment ? fromMillimes(accompaniment.prix) : '0.000');
  const [gratuit, setGratuit] = useState(accompaniment?.gratuit ?? false);
  const [actif, setActif] = useState(accompaniment?.actif ?? true);
  const [ordre, setOrdre] = useState(String(accompaniment?.ordre_affichage ?? 0));
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    let millimes = Number.NaN;
    try {
      millimes = gratuit ? 0 : toMillimes(prix.replace(',', '.'));
    } catch {
      // the contract names the error
    }
    const parsed = AccompanimentInput.safeParse({ nom_fr: nom, description_fr: description, prix: millimes, gratuit, actif, ordre_affichage: Number(ordre) });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    onSubmit(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="Nom" error={errors.nom_fr}>
        <Input value={nom} onChange={(e) => setNom(e.target.value)} autoComplete="off" />
      </FormField>
      <FormField label="Description" error={errors.description_fr}>
        <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={2} />
      </FormField>
      <div className="grid grid-cols-2 items-end gap-4">
        <FormField label="Prix (TND)" error={errors.prix && CATALOG_ADMIN_MESSAGES.invalidPrice}>
          <Input inputMode="decimal" value={gratuit ? '0.000' : prix} disabled={gratuit} onChange={(e) => setPrix(e.target.value)} />
        </FormField>
        <div className="flex h-11 items-center gap-3">
          <Switch id="accompagnement-gratuit" checked={gratuit} onCheckedChange={setGratuit} />
          <Label htmlFor="accompagnement-gratuit">Gratuit</Label>
        </div>
        <FormField label="Ordre d'affichage" error={errors.ordre_affichage}>
          <Input type="number" min={0} inputMode="numeric" value={ordre} onChange={(e) => setOrdre(e.target.value)} />
        </FormField>
        <div className="flex h-11 items-center gap-3">
          <Switch id="accompagnement-actif" checked={actif} onCheckedChange={setActif} />
          <Label htmlFor="accompagnement-actif">Actif</Label>
        </div>
      </div>
      <div className="flex justify-end gap-2 pt-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {accompaniment ? 'Enregistrer' : "Créer l'accompagnement"}
        </Button>
      </div>
    </form>
  );
}
