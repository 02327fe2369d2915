/**
 * The product form: every product field of customer-shop §3, the allergen checklist and the accompaniments
 * it offers (saved after the product, replaced as a whole). Validated by the server's contract.
 */
import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ALLERGENS, isAllergenCode } from '@core/allergens';
import { fromMillimes } from '@core/money';
import { ProductForm as ProductFormSchema, type AdminAccompanimentView, type AdminProductView, type ProductInput } from '@core/schemas/admin-catalog';
import type { AdminCategoryView } from '@core/schemas/category';
import { ImagePicker } from '../../../components/image-library/image-picker';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { MenuHoursFields, menuHoursOf } from './menu-hours-fields';

type Values = z.input<typeof ProductFormSchema>;

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
  /** Sections saved on their own, shown above the form's buttons (the option groups). */
  children?: ReactNode;
}) {
  const form = useForm<Values, unknown, z.output<typeof ProductFormSchema>>({
    resolver: zodResolver(ProductFormSchema),
    defaultValues: {
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
      allergenes: (product?.allergenes ?? []).filter(isAllergenCode),
      accompagnement_ids: product?.accompagnement_ids ?? [],
      ...menuHoursOf(product),
    },
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const allergenes = values.allergenes ?? [];
  const links = values.accompagnement_ids ?? [];
  const submit = form.handleSubmit(({ accompagnement_ids, ...input }) => onSubmit(input, accompagnement_ids));
  const toggle = <T,>(list: readonly T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <FormField label="Catégorie" error={errors.category_id?.message}>
        <NativeSelect {...form.register('category_id')}>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.nom_fr}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Nom" error={errors.nom_fr?.message}>
        <Input {...form.register('nom_fr')} autoComplete="off" />
      </FormField>
      <FormField label="Description" error={errors.description_fr?.message}>
        <Textarea {...form.register('description_fr')} rows={3} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Prix (TND)" error={errors.prix?.message} hint="Trois décimales, par exemple 12.500">
          <Input inputMode="decimal" {...form.register('prix')} placeholder="0.000" />
        </FormField>
        <FormField label="Ordre d'affichage" error={errors.ordre_affichage?.message}>
          <Input type="number" min={0} inputMode="numeric" {...form.register('ordre_affichage')} />
        </FormField>
      </div>
      <ImagePicker
        label="Photo du produit"
        value={values.image_url || null}
        onChange={(url) => form.setValue('image_url', url ?? '', { shouldDirty: true })}
        uploadFields={{
          bucket: 'produits',
          entity_type: 'produit',
          entity_id: product ? String(product.id) : undefined,
          title: values.nom_fr || undefined,
          alt_text: values.nom_fr || undefined,
        }}
        error={errors.image_url?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Nombre de pièces" error={errors.nombre_pieces?.message}>
          <Input type="number" min={1} inputMode="numeric" {...form.register('nombre_pieces')} />
        </FormField>
        <FormField label="Calories (kcal)" error={errors.kcal?.message}>
          <Input type="number" min={0} inputMode="numeric" {...form.register('kcal')} />
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
            <Switch id={`produit-${key}`} checked={values[key] ?? false} onCheckedChange={(on) => form.setValue(key, on, { shouldDirty: true })} />
            <Label htmlFor={`produit-${key}`}>{label}</Label>
          </div>
        ))}
      </div>
      <MenuHoursFields
        value={menuHoursOf({ services_disponibles: values.services_disponibles, jours_disponibles: values.jours_disponibles })}
        onChange={(value) => {
          form.setValue('services_disponibles', value.services_disponibles, { shouldDirty: true });
          form.setValue('jours_disponibles', value.jours_disponibles, { shouldDirty: true });
        }}
        errors={{
          ...(errors.services_disponibles ? { services_disponibles: errors.services_disponibles.message ?? '' } : {}),
          ...(errors.jours_disponibles ? { jours_disponibles: errors.jours_disponibles.message ?? '' } : {}),
        }}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-paper-200">Allergènes</legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
          {ALLERGENS.map((a) => (
            <label key={a.code} className="flex min-h-8 items-center gap-2 text-sm text-paper">
              <input
                type="checkbox"
                className="size-4 accent-kin"
                checked={allergenes.includes(a.code)}
                onChange={() => form.setValue('allergenes', toggle(allergenes, a.code), { shouldDirty: true })}
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
                <input
                  type="checkbox"
                  className="size-4 accent-kin"
                  checked={links.includes(a.id)}
                  onChange={() => form.setValue('accompagnement_ids', toggle(links, a.id), { shouldDirty: true })}
                />
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
