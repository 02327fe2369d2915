/**
 * One image of the library in a panel: preview, facts (file, size, dimensions, variations), the
 * metadata editor (react-hook-form checked by core's ImageMetadataForm), where it is used, replace everywhere,
 * and delete after confirmation (the server refuses while it is used and says where).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Replace, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import { IMAGE_MESSAGES } from '@core/images';
import { ImageMetadataForm, type ImageMetadataInput, type ImageView } from '@core/schemas/images';
import { formatBytes } from '../../../components/image-library/api';
import { ImagePickerDialog } from '../../../components/image-library/image-picker';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '../../../components/ui/sheet';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteImage, useReplaceImage, useUpdateImageMetadata } from '../api/images';

export const VARIATION_STATUS_LABELS: Record<ImageView['variations_status'], string> = {
  pending: 'Optimisation en attente',
  processing: 'Optimisation en cours',
  done: 'Optimisée',
  failed: "Échec de l'optimisation",
};

export function ImageDetails({ image, onClose }: { image: ImageView | null; onClose: () => void }) {
  return (
    <Sheet open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="w-full sm:max-w-lg">
        {image && <DetailsBody key={image.id} image={image} onClose={onClose} />}
      </SheetContent>
    </Sheet>
  );
}

function DetailsBody({ image, onClose }: { image: ImageView; onClose: () => void }) {
  const form = useForm<z.input<typeof ImageMetadataForm>, unknown, ImageMetadataInput>({
    resolver: zodResolver(ImageMetadataForm),
    defaultValues: { title: image.title ?? '', alt_text: image.alt_text ?? '', description: image.description ?? '', tags: image.tags.join(', ') },
  });
  const { errors } = form.formState;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [picking, setPicking] = useState(false);
  const [replacement, setReplacement] = useState<ImageView | null>(null);
  const save = useUpdateImageMetadata();
  const remove = useDeleteImage();
  const replace = useReplaceImage();
  const name = image.title ?? image.original_filename ?? image.filename;

  function submit(input: ImageMetadataInput) {
    save.mutate(
      { id: image.id, input },
      {
        onSuccess: () => toast.success(ADMIN_MESSAGES.successTitle, { description: ADMIN_MESSAGES.metadataUpdated }),
        onError: (e) => toast.error(ADMIN_MESSAGES.errorTitle, { description: ADMIN_MESSAGES.updateErrorWith(errorMessage(e)) }),
      },
    );
  }

  return (
    <>
      <SheetHeader>
        <SheetTitle className="truncate text-xl">{name}</SheetTitle>
        <SheetDescription className="truncate">{image.filename}</SheetDescription>
      </SheetHeader>
      <SheetBody className="grid content-start gap-5">
        {image.url && (
          <img src={image.thumbnail_url ?? image.url} alt={image.alt_text ?? ''} className="max-h-64 w-full rounded-sm bg-ink-900 object-contain" />
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-paper-400">Dimensions</dt>
          <dd className="text-paper">{image.width && image.height ? `${image.width} × ${image.height} px` : '—'}</dd>
          <dt className="text-paper-400">Poids</dt>
          <dd className="text-paper">{formatBytes(image.size_bytes) || '—'}</dd>
          <dt className="text-paper-400">Dossier</dt>
          <dd className="truncate text-paper">{[image.bucket_name, image.folder_path].filter(Boolean).join(' / ')}</dd>
          <dt className="text-paper-400">Variations</dt>
          <dd className="text-paper">
            {VARIATION_STATUS_LABELS[image.variations_status]}
            {image.variations.length > 0 &&
              ` · ${[...new Set(image.variations.map((v) => v.width))].join(', ')} px (${[...new Set(image.variations.map((v) => v.format.toUpperCase()))].join(', ')})`}
          </dd>
        </dl>

        <section aria-labelledby="usages-title" className="grid gap-2">
          <h3 id="usages-title" className="text-sm font-semibold text-paper">
            Utilisations
          </h3>
          {image.usages.length === 0 ? (
            <p className="text-sm text-paper-400">Cette image n’est utilisée nulle part.</p>
          ) : (
            <ul className="grid gap-1 text-sm text-paper">
              {image.usages.map((u) => (
                <li key={`${u.kind}-${u.id}`} className="flex items-center gap-2">
                  <Badge variant="gold">{u.kind === 'produit' ? 'Produit' : 'Paramètres'}</Badge>
                  <span className="min-w-0 truncate">{u.label}</span>
                </li>
              ))}
            </ul>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => setPicking(true)}
            disabled={image.usages.length === 0}
          >
            <Replace aria-hidden="true" /> Remplacer partout
          </Button>
        </section>

        <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-3" aria-labelledby="meta-title">
          <h3 id="meta-title" className="text-sm font-semibold text-paper">
            Métadonnées
          </h3>
          <FormField label="Titre" error={errors.title?.message}>
            <Input {...form.register('title')} />
          </FormField>
          <FormField label="Texte alternatif" hint="Ce que décrit l’image, pour les lecteurs d’écran" error={errors.alt_text?.message}>
            <Input {...form.register('alt_text')} />
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            <Textarea rows={2} {...form.register('description')} />
          </FormField>
          <FormField label="Étiquettes" hint="Séparées par des virgules" error={errors.tags?.message}>
            <Input {...form.register('tags')} />
          </FormField>
          <Button type="submit" isLoading={save.isPending} className="justify-self-start">
            Enregistrer
          </Button>
        </form>
      </SheetBody>
      <SheetFooter className="flex justify-between gap-2">
        <Button type="button" variant="ghost" className="text-shu-300" onClick={() => setConfirmDelete(true)}>
          <Trash2 aria-hidden="true" /> Supprimer
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          Fermer
        </Button>
      </SheetFooter>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Supprimer l’image ?"
        description={`« ${name} » et ses variations seront supprimées définitivement.`}
        confirmLabel="Supprimer"
        isLoading={remove.isPending}
        onConfirm={() =>
          remove.mutate(image.id, {
            onSuccess: () => {
              toast.success(ADMIN_MESSAGES.successTitle, { description: ADMIN_MESSAGES.imageDeleted });
              setConfirmDelete(false);
              onClose();
            },
            onError: (e) => {
              toast.error(ADMIN_MESSAGES.errorTitle, { description: ADMIN_MESSAGES.deleteErrorWith(errorMessage(e)) });
              setConfirmDelete(false);
            },
          })
        }
      />
      <ImagePickerDialog
        open={picking}
        onOpenChange={setPicking}
        title="Remplacer partout"
        description="Choisissez l’image qui la remplacera partout où elle est utilisée."
        excludeId={image.id}
        uploadFields={{ bucket: image.bucket_name }}
        onPick={(picked) => {
          setPicking(false);
          setReplacement(picked);
        }}
      />
      <ConfirmDialog
        open={replacement !== null}
        onOpenChange={(open) => !open && setReplacement(null)}
        title="Remplacer partout ?"
        description={`${image.usages.map((u) => u.label).join(', ')} utiliseront « ${replacement?.title ?? replacement?.original_filename ?? replacement?.filename ?? ''} ».`}
        confirmLabel="Remplacer"
        isLoading={replace.isPending}
        onConfirm={() =>
          replace.mutate(
            { id: image.id, replacementId: replacement!.id },
            {
              onSuccess: () => {
                toast.success(ADMIN_MESSAGES.successTitle, { description: IMAGE_MESSAGES.replaced });
                setReplacement(null);
                onClose();
              },
              onError: (e) => toast.error(ADMIN_MESSAGES.errorTitle, { description: ADMIN_MESSAGES.updateErrorWith(errorMessage(e)) }),
            },
          )
        }
      />
    </>
  );
}
