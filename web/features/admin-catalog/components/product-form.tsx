/**
 * The product form: every product field of customer-shop §3, the allergen checklist and the side dishes
 * it offers (saved after the product, replaced as a whole). Validated by the server's contract.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { ALLERGENS } from '@core/allergens';
import { fromMillimes, parseTndInput } from '@core/money';
import { CATALOG_ADMIN_MESSAGES, ProductInput, type AdminAccompanimentView, type AdminProductView } from '@core/schemas/admin-catalog';
import type { AdminCategoryView } from '@core/schemas/category';
import { ImagePicker } from '../../../components/image-library/image-picker';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { fieldErrors } from './field-errors';
import { MenuHoursFields, menuHoursOf } from './menu-hours-fields';

const priceToMillimes = (text: string): number => parseTndInput(text) ?? Number.NaN;
const optionalInt = (text: string) => (text.trim() === '' ? null : Number(text));

export function ProductForm({
  product,
  categories,
  accompaniments,
  isSaving,
  onSubmit,
  onCancel,
  children,
}: {
  product: AdminProductView | null;
  categories: AdminCategoryView[];
  accompaniments: AdminAccompanimentView[];
  isSaving: boolean;
  onSubmit: (input: ProductInput, accompagnementIds: number[]) => void;
  onCancel: () => void;
  /** Sections saved on their own, shown above the form's buttons (the option groups, issue 21). */
  children?: ReactNode;
}) {
  const [v, setV] = useState({
    category_id: String(product?.category_id ?? categories[0]?.id ?? ''),
    nom_fr: product?.nom_fr ?? '',
    description_fr: product?.description_fr ?? '',
    prix: product ? fromMillimes(product.prix) : '',
    image_url: product?.image_url ?? '',
    nombre_pieces: product?.nombre_pieces?.toString() ?? '',
    comptabiliser_pieces: product?.comptabiliser_pieces ?? false,
    kcal: product?.kcal?.toString() ?? '',
    afficher_kcal: product?.afficher_kcal ?? false,
    actif: product?.actif ?? true,
    visible_dans_shop: product?.visible_dans_shop ?? true,
    ordre_affichage: String(product?.ordre_affichage ?? 0),
  });
  const [allergenes, setAllergenes] = useState<string[]>(product?.allergenes ?? []);
  const [links, setLinks] = useState<number[]>(product?.accompagnement_ids ?? []);
  const [menuHours, setMenuHours] = useState(() => menuHoursOf(product));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof v) => (value: string | boolean) => setV((prev) => ({ ...prev, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ProductInput.safeParse({
      ...v,
      category_id: Number(v.category_id),
      prix: v.prix.trim() === '' ? undefined : priceToMillimes(v.prix),
      nombre_pieces: optionalInt(v.nombre_pieces),
      kcal: optionalInt(v.kcal),
      ordre_affichage: Number(v.ordre_affichage),
      allergenes,
      ...menuHours,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    onSubmit(parsed.data, links);
  }

  const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="Catégorie" error={errors.category_id}>
        <NativeSelect value={v.category_id} onChange={(e) => set('category_id')(e.target.value)}>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.nom_fr}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Nom" error={errors.nom_fr}>
        <Input value={v.nom_fr} onChange={(e) => set('nom_fr')(e.target.value)} autoComplete="off" />
      </FormField>
      <FormField label="Description" error={errors.description_fr}>
        <Textarea value={v.description_fr} onChange={(e) => set('description_fr')(e.target.value)} rows={3} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Prix (TND)" error={errors.prix && CATALOG_ADMIN_MESSAGES.invalidPrice} hint="Trois décimales, par exemple 12.500">
          <Input inputMode="decimal" value={v.prix} onChange={(e) => set('prix')(e.target.value)} placeholder="0.000" />
        </FormField>
        <FormField label="Ordre d'affichage" error={errors.ordre_affichage}>
          <Input type="number" min={0} inputMode="numeric" value={v.ordre_affichage} onChange={(e) => set('ordre_affichage')(e.target.value)} />
        </FormField>
      </div>
      <ImagePicker
        label="Photo du produit"
        value={v.image_url || null}
        onChange={(url) => set('image_url')(url ?? '')}
        uploadFields={{
          bucket: 'produits',
          entity_type: 'produit',
          entity_id: product ? String(product.id) : undefined,
          title: v.nom_fr || undefined,
          alt_text: v.nom_fr || undefined,
        }}
        error={errors.image_url}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Nombre de pièces" error={errors.nombre_pieces}>
          <Input type="number" min={1} inputMode="numeric" value={v.nombre_pieces} onChange={(e) => set('nombre_pieces')(e.target.value)} />
        </FormField>
        <FormField label="Calories (kcal)" error={errors.kcal}>
          <Input type="number" min={0} inputMode="numeric" value={v.kcal} onChange={(e) => set('kcal')(e.target.value)} />
        </FormField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {(
          [
            ['comptabiliser_pieces', 'Compter les pièces'],
            ['afficher_kcal', 'Afficher les calories'],
            ['actif', 'Actif'],
            ['visible_dans_shop', 'Visible dans la boutique'],
          ] as const
        ).map(([key, label]) => (
          <div key={key} className="flex items-center gap-3">
            <Switch id={`produit-${key}`} checked={v[key]} onCheckedChange={set(key)} />
            <Label htmlFor={`produit-${key}`}>{label}</Label>
          </div>
        ))}
      </div>
      <MenuHoursFields value={menuHours} onChange={setMenuHours} errors={errors} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-paper-200">Allergènes</legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
          {ALLERGENS.map((a) => (
            <label key={a.code} className="flex min-h-8 items-center gap-2 text-sm text-paper">
              <input
                type="checkbox"
                className="size-4 accent-kin"
                checked={allergenes.includes(a.code)}
                onChange={() => setAllergenes((list) => toggle(list, a.code))}
              />
              {a.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-paper-200">Accompagnements proposés</legend>
        {accompaniments.length === 0 ? (
          <p className="text-sm text-paper-400">Aucun accompagnement.</p>
        ) : (
          <div className="grid gap-2 sm:grid-cols-2">
            {accompaniments.map((a) => (
              <label key={a.id} className="flex min-h-8 items-center gap-2 text-sm text-paper">
                <input type="checkbox" className="size-4 accent-kin" checked={links.includes(a.id)} onChange={() => setLinks((list) => toggle(list, a.id))} />
                {a.nom_fr}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {children}
      <div className="sticky bottom-0 flex justify-end gap-2 bg-ink-800 pt-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {product ? 'Enregistrer' : 'Créer le produit'}
        </Button>
      </div>
    </form>
  );
}
