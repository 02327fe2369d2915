/**
 * /admin/images: the uploader (drop or pick several files, a progress bar each), the filters (search,
 * bucket, folder, entity, tags), the grid of images 20 per page with where each is used, and a panel
 * per image (metadata, usages, replace everywhere, delete).
 */
import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, SlidersHorizontal } from 'lucide-react';
import { IMAGE_MESSAGES } from '@core/images';
import { pageCount } from '@core/page';
import type { ImageView } from '@core/schemas/images';
import { formatBytes, useImageList, type ImageFilters } from '../../../components/image-library/api';
import { ImageThumb } from '../../../components/image-library/image-thumb';
import { Uploader } from '../../../components/image-library/uploader';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PageSpinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { ImageDetails, VARIATION_STATUS_LABELS } from './image-details';

const FILTERS = [
  ['bucket', 'Bucket', 'produits, hero, brand…'],
  ['folder', 'Dossier', ''],
  ['entity_type', "Type d'entité", 'produit, hero, logo…'],
  ['entity_id', "Identifiant d'entité", ''],
  ['tags', 'Étiquettes', 'séparées par des virgules'],
] as const;

export function ImageLibraryPage() {
  const [filters, setFilters] = useState<ImageFilters>({ page: 1 });
  // typed filters reach the query a moment after the last keystroke, not one request per letter
  const [typed, setTyped] = useState<Partial<Record<keyof ImageFilters, string>>>({});
  useEffect(() => {
    const timer = setTimeout(() => {
      setFilters((f) => {
        const next = { ...f };
        let changed = false;
        for (const [key, value] of Object.entries(typed) as [keyof ImageFilters, string][]) {
          const clean = value.trim() || undefined;
          if (next[key] !== clean) {
            (next as Record<string, unknown>)[key] = clean;
            changed = true;
          }
        }
        return changed ? { ...next, page: 1 } : f;
      });
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const [showFilters, setShowFilters] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = useImageList(filters);
  const data = list.data;
  const pages = data ? pageCount(data.total, data.per_page) : 1;
  const selected = data?.images.find((i) => i.id === selectedId) ?? null;
  const setFilter = (key: keyof ImageFilters, value: string) => setTyped((t) => ({ ...t, [key]: value }));
  const activeFilters = FILTERS.filter(([key]) => filters[key]).length;

  return (
    <div className="grid gap-5 p-4 pb-24 sm:p-6 lg:p-8">
      <header>
        <h1 className="text-3xl font-semibold text-paper sm:text-4xl">Images</h1>
        <p className="text-sm text-paper-400">Téléversez les photos du menu et du site ; elles sont optimisées pour chaque écran.</p>
      </header>

      <Uploader />

      <section aria-label="Filtres" className="grid gap-3">
        <div className="flex gap-2">
          <Input
            type="search"
            aria-label="Rechercher une image"
            placeholder="Rechercher (titre, texte alternatif, fichier)"
            defaultValue={filters.q ?? ''}
            onChange={(e) => setFilter('q', e.target.value)}
          />
          <Button type="button" variant="outline" onClick={() => setShowFilters((s) => !s)} aria-expanded={showFilters} aria-controls="image-filters">
            <SlidersHorizontal aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Filtres</span>
            {activeFilters > 0 && <Badge variant="accent">{activeFilters}</Badge>}
          </Button>
        </div>
        <div id="image-filters" hidden={!showFilters} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {FILTERS.map(([key, label, hint]) => (
            <FormField key={key} label={label}>
              <Input defaultValue={filters[key] ?? ''} placeholder={hint} onChange={(e) => setFilter(key, e.target.value)} autoComplete="off" />
            </FormField>
          ))}
        </div>
      </section>

      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <p role="alert" className="text-shu-300">
          {IMAGE_MESSAGES.loadError}
        </p>
      ) : data!.images.length === 0 ? (
        <p className="rounded-md border border-dashed border-ink-500 p-8 text-center text-paper-400">Aucune image.</p>
      ) : (
        <>
          <p className="text-sm text-paper-400" aria-live="polite">
            {data!.total} image{data!.total > 1 ? 's' : ''}
          </p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" aria-label="Images">
            {data!.images.map((img) => (
              <ImageCard key={img.id} image={img} onOpen={() => setSelectedId(img.id)} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="flex items-center justify-between gap-2" aria-label="Pages">
              <Button type="button" variant="ghost" size="sm" disabled={filters.page <= 1} onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}>
                <ChevronLeft aria-hidden="true" /> Précédente
              </Button>
              <span className="text-sm text-paper-400">
                Page {filters.page} sur {pages}
              </span>
              <Button type="button" variant="ghost" size="sm" disabled={filters.page >= pages} onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}>
                Suivante <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          )}
        </>
      )}
      <ImageDetails image={selected} onClose={() => setSelectedId(null)} />
    </div>
  );
}

function ImageCard({ image, onOpen }: { image: ImageView; onOpen: () => void }) {
  const name = image.title ?? image.original_filename ?? image.filename;
  return (
    <li className="overflow-hidden rounded-md border border-ink-600 bg-ink-800">
      <button type="button" onClick={onOpen} className="block w-full text-left focus-visible:ring-2 focus-visible:ring-kin focus-visible:outline-none">
        <ImageThumb image={{ ...image, alt_text: null, title: null }} />
        <div className="grid gap-1 p-2.5">
          <span className="truncate text-sm font-medium text-paper">
            <span className="sr-only">Ouvrir </span>
            {name}
          </span>
          <span className="truncate text-xs text-paper-400">
            {[image.width && image.height ? `${image.width}×${image.height}` : null, formatBytes(image.size_bytes) || null, image.bucket_name]
              .filter(Boolean)
              .join(' · ')}
          </span>
          <span className="flex flex-wrap gap-1">
            {image.usages.length > 0 ? (
              <Badge variant="gold" title={image.usages.map((u) => u.label).join(', ')}>
                Utilisée ({image.usages.length})
              </Badge>
            ) : (
              <Badge variant="outline">Libre</Badge>
            )}
            {image.variations_status !== 'done' && (
              <Badge className={cn(image.variations_status === 'failed' && 'text-shu-300')}>{VARIATION_STATUS_LABELS[image.variations_status]}</Badge>
            )}
          </span>
        </div>
      </button>
    </li>
  );
}
