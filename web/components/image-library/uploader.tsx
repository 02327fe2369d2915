/**
 * The uploader: drop files on the zone or pick them (several at once); each file is sent in its own
 * request with its own progress bar. Toasts 'Image uploadée et optimisée avec succès' or
 * "Erreur lors de l'upload: {message}" (back-office §8); the server checks the content, the zone only
 * filters the picker's list.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { CheckCircle2, ImageUp, XCircle } from 'lucide-react';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import { IMAGE_MESSAGES } from '@core/images';
import type { ImageView } from '@core/schemas/images';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { queryKeys } from '../../lib/query-keys';
import { uploadImage, type UploadFields } from './api';

interface UploadItem {
  key: string;
  name: string;
  progress: number;
  state: 'sending' | 'done' | 'error';
  message?: string;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

export function Uploader({
  fields = {},
  multiple = true,
  onUploaded,
  className,
}: {
  fields?: UploadFields;
  multiple?: boolean;
  onUploaded?: (image: ImageView) => void;
  className?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<UploadItem[]>([]);
  const [over, setOver] = useState(false);
  const queryClient = useQueryClient();

  const update = (key: string, patch: Partial<UploadItem>) => setItems((list) => list.map((it) => (it.key === key ? { ...it, ...patch } : it)));

  function send(files: FileList | File[]) {
    const list = Array.from(files).slice(0, multiple ? undefined : 1);
    const added = list.map((file, i) => ({ file, item: { key: `${Date.now()}-${i}-${file.name}`, name: file.name, progress: 0, state: 'sending' as const } }));
    setItems((current) => [...added.map((a) => a.item), ...current].slice(0, 12));
    for (const { file, item } of added) {
      uploadImage(file, fields, (fraction) => update(item.key, { progress: fraction }))
        .then((image) => {
          update(item.key, { state: 'done', progress: 1 });
          toast.success(ADMIN_MESSAGES.successTitle, { description: ADMIN_MESSAGES.imageUploaded });
          void queryClient.invalidateQueries({ queryKey: queryKeys.images.all });
          onUploaded?.(image);
        })
        .catch((error: unknown) => {
          const message = errorMessage(error);
          update(item.key, { state: 'error', message });
          toast.error(ADMIN_MESSAGES.errorTitle, { description: ADMIN_MESSAGES.uploadErrorWith(message) });
        });
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length) send(event.dataTransfer.files);
  }

  return (
    <div className={cn('grid gap-3', className)}>
      <label
        htmlFor={id}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="image-dropzone"
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed border-ink-500 bg-ink-900/40 px-4 py-6 text-center transition-colors',
          'hover:border-kin/60 focus-within:border-kin focus-within:ring-2 focus-within:ring-kin/30',
          over && 'border-kin bg-kin/5',
        )}
      >
        <ImageUp className="size-7 text-kin" aria-hidden="true" />
        <span className="text-sm font-medium text-paper">
          {multiple ? 'Déposez vos images ici ou ' : 'Déposez une image ici ou '}
          <span className="text-kin underline underline-offset-2">parcourez</span>
        </span>
        <span className="text-xs text-paper-400">{IMAGE_MESSAGES.accept}</span>
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT}
          multiple={multiple}
          className="sr-only"
          aria-label={multiple ? 'Choisir des images à téléverser' : 'Choisir une image à téléverser'}
          onChange={(e) => {
            if (e.target.files?.length) send(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
      {items.length > 0 && (
        <ul className="grid gap-2" aria-label="Téléversements">
          {items.map((it) => (
            <li key={it.key} className="grid gap-1 rounded-sm border border-ink-600 bg-ink-800 px-3 py-2">
              <div className="flex items-center gap-2 text-sm">
                {it.state === 'done' ? (
                  <CheckCircle2 className="size-4 shrink-0 text-kin-300" aria-hidden="true" />
                ) : it.state === 'error' ? (
                  <XCircle className="size-4 shrink-0 text-shu-300" aria-hidden="true" />
                ) : null}
                <span className="min-w-0 flex-1 truncate text-paper">{it.name}</span>
                <span className="shrink-0 text-xs text-paper-400 tabular-nums">
                  {it.state === 'done' ? 'Terminé' : it.state === 'error' ? 'Échec' : `${Math.round(it.progress * 100)} %`}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={`Envoi de ${it.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(it.progress * 100)}
                className="h-1.5 overflow-hidden rounded-full bg-ink-600"
              >
                <div
                  className={cn('h-full rounded-full transition-[width]', it.state === 'error' ? 'bg-shu' : 'bg-kin')}
                  style={{ width: `${Math.round((it.state === 'error' ? 1 : it.progress) * 100)}%` }}
                />
              </div>
              {it.message && (
                <p role="alert" className="text-xs text-shu-300">
                  {it.message}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
