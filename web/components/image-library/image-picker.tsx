/**
 * The image picker of the back-office forms (product photo, logo, favicon, hero slides): shows the
 * chosen image and opens a dialog to pick one from the library (search, pages) or upload one on the spot.
 * The value is the image's URL, as the products and the settings store it.
 */
import { useState } from 'react';
import { ChevronLeft, ChevronRight, ImagePlus, Search, X } from 'lucide-react';
import type { ImageView } from '@core/schemas/images';
import { pageCount } from '@core/page';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Input } from '../ui/input';
import { Spinner } from '../ui/spinner';
import { useImageList, type UploadFields } from './api';
import { ImageThumb, UrlThumb } from './image-thumb';
import { Uploader } from './uploader';

export interface ImagePickerProps {
  /** The label of the field ('Photo du produit', 'Logo'…). */
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  /** Where an upload made from the picker goes (bucket, folder, entity). */
  uploadFields?: UploadFields;
  /** Whether the field can be emptied (default true). */
  clearable?: boolean;
  error?: string;
}

export function ImagePicker({ label, value, onChange, uploadFields, clearable = true, error }: ImagePickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium text-paper-200">{label}</span>
      <div className="flex items-center gap-3">
        <UrlThumb url={value} className="size-20 shrink-0 rounded-sm border border-ink-600" />
        <div className="flex min-w-0 flex-1 flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
            <ImagePlus aria-hidden="true" /> {value ? 'Changer' : 'Choisir une image'}
            <span className="sr-only"> : {label}</span>
          </Button>
          {clearable && value && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
              <X aria-hidden="true" /> Retirer
              <span className="sr-only"> : {label}</span>
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-shu-300">
          {error}
        </p>
      )}
      <ImagePickerDialog
        open={open}
        onOpenChange={setOpen}
        title={label}
        uploadFields={uploadFields}
        onPick={(image) => {
          onChange(image.url);
          setOpen(false);
        }}
      />
    </div>
  );
}

/** The dialog alone: the library page uses it to choose a replacement. */
export function ImagePickerDialog({
  open,
  onOpenChange,
  title,
  description = 'Choisissez une image de la médiathèque ou téléversez-en une nouvelle.',
  uploadFields,
  excludeId,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  uploadFields?: UploadFields;
  excludeId?: number;
  onPick: (image: ImageView) => void;
}) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useImageList({ q: q.trim() || undefined, page }, open);
  const images = (list.data?.images ?? []).filter((img) => img.id !== excludeId && img.url);
  const pages = list.data ? pageCount(list.data.total, list.data.per_page) : 1;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl gap-3 p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Uploader multiple={false} fields={uploadFields} onUploaded={onPick} />
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-paper-500" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Rechercher une image"
            placeholder="Rechercher (titre, texte alternatif, fichier)"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
            className="pl-9"
          />
        </div>
        {list.isPending ? (
          <div className="flex justify-center py-8 text-kin">
            <Spinner />
          </div>
        ) : images.length === 0 ? (
          <p className="rounded-md border border-dashed border-ink-500 p-6 text-center text-sm text-paper-400">Aucune image.</p>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5" aria-label="Images de la médiathèque">
            {images.map((img) => (
              <li key={img.id}>
                <button
                  type="button"
                  onClick={() => onPick(img)}
                  className="group block w-full overflow-hidden rounded-sm border border-ink-600 text-left focus-visible:ring-2 focus-visible:ring-kin focus-visible:outline-none"
                  aria-label={`Choisir ${img.title ?? img.original_filename ?? img.filename}`}
                >
                  <ImageThumb image={img} className="transition-transform group-hover:scale-105" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav className="flex items-center justify-between gap-2" aria-label="Pages de la médiathèque">
            <Button type="button" variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              <ChevronLeft aria-hidden="true" /> Précédente
            </Button>
            <span className="text-sm text-paper-400">
              Page {page} sur {pages}
            </span>
            <Button type="button" variant="ghost" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Suivante <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
        )}
      </DialogContent>
    </Dialog>
  );
}
