/**
 * The pieces the back-office catalogue screens share: the error toast of a failed write, a row's edit and
 * delete buttons, the edit dialog, the delete confirmation with its outcome toast, a labelled switch and
 * a form's Annuler / submit buttons.
 */
import type { ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import type { RuptureInput } from '@core/schemas/admin-catalog';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { SoldOutControl, type SoldOutState } from './sold-out-control';

/** onError of a write: « Erreur » with the spec's « Erreur lors de … : {message} ». */
export const failToast = (format: (message: string) => string) => (error: unknown) =>
  toast.error(ADMIN_MESSAGES.errorTitle, { description: format(errorMessage(error)) });

/** The success toast of a write. */
export const successToast = (description: string) => toast.success(ADMIN_MESSAGES.successTitle, { description });

/** The callbacks of a create-or-update: the created / updated toast then `then()`, or the error toast. */
export const saveCallbacks = (id: number | null, texts: { created: string; updated: string }, then: () => void) => ({
  onSuccess: () => {
    successToast(id === null ? texts.created : texts.updated);
    then();
  },
  onError: failToast(id === null ? ADMIN_MESSAGES.createErrorWith : ADMIN_MESSAGES.updateErrorWith),
});

/** The Modifier / Supprimer icon buttons of a list row. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <Button size="icon" variant="ghost" aria-label={`Modifier ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button size="icon" variant="ghost" aria-label={`Supprimer ${name}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </Button>
    </>
  );
}

/** The create / edit dialog; when editing a row that can sell out, its sold-out control shows above the form. */
export function EditorDialog({
  open,
  onClose,
  title,
  className,
  soldOut,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  className: string;
  soldOut?: { item: (SoldOutState & { id: number; nom_fr: string }) | null; isSaving: boolean; onChange: (id: number, input: RuptureInput) => void };
  children: ReactNode;
}) {
  const item = soldOut?.item;
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent aria-describedby={undefined} className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        {soldOut && item && (
          <div className="rounded-md border border-ink-600 p-3">
            <SoldOutControl name={item.nom_fr} state={item} isSaving={soldOut.isSaving} onChange={(input) => soldOut.onChange(item.id, input)} />
          </div>
        )}
        {open && children}
      </DialogContent>
    </Dialog>
  );
}

/** « Supprimer » after confirmation; the toast says what happened (`done` reads it from the answer). */
export function DeleteDialog<T extends { id: number; nom_fr: string }, O>({
  target,
  onClose,
  title,
  describe,
  remove,
  done,
}: {
  target: T | null;
  onClose: () => void;
  title: string;
  describe: (target: T) => string;
  remove: {
    isPending: boolean;
    mutate: (id: number, callbacks: { onSuccess: (outcome: O) => void; onError: (error: unknown) => void; onSettled: () => void }) => void;
  };
  done: (outcome: O) => string;
}) {
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={target ? describe(target) : ''}
      confirmLabel="Supprimer"
      isLoading={remove.isPending}
      onConfirm={() =>
        target &&
        remove.mutate(target.id, {
          onSuccess: (outcome) => successToast(done(outcome)),
          onError: failToast(ADMIN_MESSAGES.deleteErrorWith),
          onSettled: onClose,
        })
      }
    />
  );
}

/** A switch with its label, sized like the inputs beside it in a form grid. */
export function SwitchField({
  id,
  label,
  checked,
  onCheckedChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex h-11 items-center gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

/** Annuler and the submit button of a catalogue form. */
export function FormActions({ onCancel, isSaving, submitLabel }: { onCancel: () => void; isSaving: boolean; submitLabel: string }) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button type="button" variant="ghost" onClick={onCancel}>
        Annuler
      </Button>
      <Button type="submit" isLoading={isSaving}>
        {submitLabel}
      </Button>
    </div>
  );
}
