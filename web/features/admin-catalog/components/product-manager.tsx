/**
 * /admin/products: the products with thumbnail, name, category, price, pieces and the active and
 * shop-visible switches toggled in place; filters by category, active, visible and text; 20 per page.
 * Create and edit in a dialog (with sold out and the linked accompaniments); delete says whether the
 * product was deleted or archived.
 */
import { useDeferredValue, useState } from 'react';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import { formatTND } from '@core/money';
import { pageCount } from '@core/page';
import type { AdminProductView } from '@core/schemas/admin-catalog';
import { SOLD_OUT_MESSAGES } from '@core/sold-out';
import { countLabel } from '@core/plural';
import { UrlThumb } from '../../../components/image-library/image-thumb';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { PageSpinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { useAdminAccompaniments } from '../api/accompaniments';
import { useAdminCategories } from '../api/categories';
import {
  useAdminProducts,
  useDeleteProduct,
  useProductSoldOut,
  useProductSwitches,
  useReplaceProductAccompaniments,
  useSaveProduct,
  type ProductFilters,
} from '../api/products';
import { DeleteDialog, EditorDialog, RowActions, failToast, successToast } from './catalog-parts';
import { OptionGroupsEditor } from './option-groups-editor';
import { MenuHoursBadge } from './menu-hours-fields';
import { ProductForm } from './product-form';

const triState = (value: string) => (value === '' ? undefined : value === 'true');

export function ProductManager() {
  const [filters, setFilters] = useState<Omit<ProductFilters, 'q'>>({ page: 1 });
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const products = useAdminProducts({ ...filters, q: q || undefined });
  const categories = useAdminCategories();
  const accompaniments = useAdminAccompaniments();
  const switches = useProductSwitches();
  const save = useSaveProduct();
  const links = useReplaceProductAccompaniments();
  const rupture = useProductSoldOut();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<AdminProductView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminProductView | null>(null);
  const page = products.data;
  const pages = page ? pageCount(page.total, page.per_page) : 1;

  async function submit(input: Parameters<typeof save.mutateAsync>[0]['input'], accompagnementIds: number[]) {
    const id = editing === 'new' || editing === null ? null : editing.id;
    try {
      const saved = await save.mutateAsync({ id, input });
      const before = id === null ? [] : (editing as AdminProductView).accompagnement_ids;
      const changed = before.length !== accompagnementIds.length || before.some((x) => !accompagnementIds.includes(x));
      successToast(id === null ? 'Produit créé avec succès' : 'Produit mis à jour avec succès');
      if (changed) {
        try {
          await links.mutateAsync({ id: saved.id, ids: accompagnementIds });
          successToast(ADMIN_MESSAGES.accompanimentsUpdated);
        } catch {
          toast.error(ADMIN_MESSAGES.errorTitle, { description: ADMIN_MESSAGES.accompanimentsUpdateFailed });
        }
      }
      setEditing(null);
    } catch (error) {
      failToast(id === null ? ADMIN_MESSAGES.createErrorWith : ADMIN_MESSAGES.updateErrorWith)(error);
    }
  }

  const current = editing && editing !== 'new' ? (page?.produits.find((p) => p.id === editing.id) ?? editing) : null;

  return (
    <div className="grid gap-5 p-4 pb-24 sm:p-6 lg:p-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold text-paper sm:text-4xl">Produits</h1>
          <p className="text-sm text-paper-400" aria-live="polite">
            {page ? countLabel(page.total, 'produit') : ''}
          </p>
        </div>
        <Button onClick={() => setEditing('new')} disabled={!categories.data?.length}>
          <Plus aria-hidden="true" /> Nouveau produit
        </Button>
      </header>

      <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_1fr]">
        <Input
          type="search"
          aria-label="Rechercher un produit"
          placeholder="Rechercher un produit"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setFilters((f) => ({ ...f, page: 1 }));
          }}
        />
        <NativeSelect
          aria-label="Catégorie"
          value={filters.category_id ?? ''}
          onChange={(e) => setFilters((f) => ({ ...f, page: 1, category_id: e.target.value ? Number(e.target.value) : undefined }))}
        >
          <option value="">Toutes les catégories</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.nom_fr}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Actif"
          value={filters.actif === undefined ? '' : String(filters.actif)}
          onChange={(e) => setFilters((f) => ({ ...f, page: 1, actif: triState(e.target.value) }))}
        >
          <option value="">Actifs et inactifs</option>
          <option value="true">Actifs</option>
          <option value="false">Inactifs</option>
        </NativeSelect>
        <NativeSelect
          aria-label="Visible dans la boutique"
          value={filters.visible === undefined ? '' : String(filters.visible)}
          onChange={(e) => setFilters((f) => ({ ...f, page: 1, visible: triState(e.target.value) }))}
        >
          <option value="">Visibles et masqués</option>
          <option value="true">Visibles</option>
          <option value="false">Masqués</option>
        </NativeSelect>
      </div>

      {products.isPending ? (
        <PageSpinner />
      ) : products.isError ? (
        <p role="alert" className="text-shu-300">
          {ADMIN_MESSAGES.productsLoadErrorWith(errorMessage(products.error))}
        </p>
      ) : page!.produits.length === 0 ? (
        <p className="rounded-md border border-dashed border-ink-500 p-8 text-center text-paper-400">Aucun produit ne correspond.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Produits">
          {page!.produits.map((p) => (
            <li
              key={p.id}
              className="grid grid-cols-[56px_minmax(0,1fr)_auto] items-center gap-3 rounded-md border border-ink-600 bg-ink-800 p-2 sm:grid-cols-[64px_minmax(0,1fr)_auto_auto] sm:p-3"
            >
              <UrlThumb url={p.thumbnail_url} loading="lazy" className="size-14 rounded-sm sm:size-16" placeholderClassName="bg-ink-700" />
              <div className="min-w-0">
                <p className="line-clamp-2 font-semibold break-words text-paper">{p.nom_fr}</p>
                {/* Wraps on a phone, never cut: the price is what staff look for. */}
                <p className="text-xs break-words text-paper-400">
                  {p.category_nom} · {formatTND(p.prix)}
                  {p.nombre_pieces ? ` · ${countLabel(p.nombre_pieces, 'pièce')}` : ''}
                </p>
                {p.epuise && (
                  <Badge variant="accent" className="mt-1 mr-1.5">
                    {SOLD_OUT_MESSAGES.badge}
                  </Badge>
                )}
                <MenuHoursBadge limit={p} className="mt-1" />
              </div>
              <div className="col-span-3 row-start-2 flex flex-wrap items-center gap-4 sm:col-span-1 sm:col-start-3 sm:row-start-1">
                <label className="flex items-center gap-2 text-xs text-paper-200">
                  <Switch
                    checked={p.actif}
                    aria-label={`Actif : ${p.nom_fr}`}
                    onCheckedChange={(actif) => switches.mutate({ id: p.id, actif }, { onError: failToast(ADMIN_MESSAGES.updateErrorWith) })}
                  />
                  Actif
                </label>
                <label className="flex items-center gap-2 text-xs text-paper-200">
                  <Switch
                    checked={p.visible_dans_shop}
                    aria-label={`Visible dans la boutique : ${p.nom_fr}`}
                    onCheckedChange={(visible_dans_shop) =>
                      switches.mutate({ id: p.id, visible_dans_shop }, { onError: failToast(ADMIN_MESSAGES.updateErrorWith) })
                    }
                  />
                  Boutique
                </label>
              </div>
              <div className="col-start-3 row-start-1 flex sm:col-start-4 sm:row-start-1">
                <RowActions name={p.nom_fr} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} />
              </div>
            </li>
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label="Pagination" className="flex items-center justify-center gap-3">
          <Button
            size="icon"
            variant="outline"
            aria-label="Page précédente"
            disabled={filters.page <= 1}
            onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <span className="text-sm text-paper-200">
            Page {filters.page} / {pages}
          </span>
          <Button
            size="icon"
            variant="outline"
            aria-label="Page suivante"
            disabled={filters.page >= pages}
            onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      )}

      <EditorDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Nouveau produit' : 'Modifier le produit'}
        className="max-h-[92dvh] max-w-2xl overflow-y-auto"
        soldOut={{
          item: current,
          isSaving: rupture.isPending,
          onChange: (id, input) =>
            rupture.mutate(
              { id, input },
              {
                onSuccess: (product) => {
                  setEditing(product);
                  successToast(product.epuise ? `${product.nom_fr} : ${SOLD_OUT_MESSAGES.badge}` : `${product.nom_fr} est de nouveau disponible`);
                },
                onError: failToast(ADMIN_MESSAGES.updateErrorWith),
              },
            ),
        }}
      >
        <ProductForm
          key={editing === 'new' || editing === null ? 'new' : editing.id}
          product={current}
          categories={categories.data ?? []}
          accompaniments={accompaniments.data ?? []}
          isSaving={save.isPending || links.isPending}
          onCancel={() => setEditing(null)}
          onSubmit={(input, ids) => void submit(input, ids)}
        >
          <OptionGroupsEditor productId={current?.id ?? null} />
        </ProductForm>
      </EditorDialog>

      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title="Supprimer le produit ?"
        describe={(p) => `« ${p.nom_fr} » : supprimé s’il n’a jamais été commandé, sinon archivé (les commandes passées gardent son nom et son prix).`}
        remove={remove}
        done={(outcome) => outcome.message}
      />
    </div>
  );
}
