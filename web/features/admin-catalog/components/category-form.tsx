/** The category form (create or edit), validated by the same contract as the server; suggests code_interne from the name. */
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CategoryForm as CategoryFormSchema, toCodeInterne, type AdminCategoryView, type CategoryInput } from '@core/schemas/category';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { FormActions, SwitchField } from './catalog-parts';
import { MenuHoursFields, menuHoursOf } from './menu-hours-fields';

export function CategoryForm({
  category,
  nextOrder,
  isSaving,
  onSubmit,
  onCancel,
}: {
  category: AdminCategoryView | null;
  nextOrder: number;
  isSaving: boolean;
  onSubmit: (input: CategoryInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<z.input<typeof CategoryFormSchema>, unknown, CategoryInput>({
    resolver: zodResolver(CategoryFormSchema),
    defaultValues: {
      nom_fr: category?.nom_fr ?? '',
      code_interne: category?.code_interne ?? '',
      description_fr: category?.description_fr ?? '',
      actif: category?.actif ?? true,
      ordre_affichage: String(category?.ordre_affichage ?? nextOrder),
      ...menuHoursOf(category),
    },
  });
  const { errors } = form.formState;
  const actif = useWatch({ control: form.control, name: 'actif' });
  const [services, jours] = useWatch({ control: form.control, name: ['services_disponibles', 'jours_disponibles'] });
  // the code follows the name until it is typed by hand (an existing category keeps its code)
  const [codeTouched, setCodeTouched] = useState(Boolean(category));

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <FormField label="Nom" error={errors.nom_fr?.message}>
        <Input
          {...form.register('nom_fr', {
            onChange: (e: { target: { value: string } }) => !codeTouched && form.setValue('code_interne', toCodeInterne(e.target.value)),
          })}
          autoComplete="off"
        />
      </FormField>
      <FormField
        label="Code interne"
        error={errors.code_interne?.message}
        hint="Lettres minuscules, chiffres et tirets (identifiant de la section sur la page d'accueil)"
      >
        <Input {...form.register('code_interne', { onChange: () => setCodeTouched(true) })} autoComplete="off" spellCheck={false} />
      </FormField>
      <FormField label="Description" error={errors.description_fr?.message}>
        <Textarea {...form.register('description_fr')} rows={3} />
      </FormField>
      <div className="grid grid-cols-2 items-end gap-4">
        <FormField label="Ordre d'affichage" error={errors.ordre_affichage?.message}>
          <Input type="number" inputMode="numeric" min={0} {...form.register('ordre_affichage')} />
        </FormField>
        <SwitchField id="categorie-actif" label="Active" checked={actif ?? true} onCheckedChange={(v) => form.setValue('actif', v)} />
      </div>
      <MenuHoursFields
        value={menuHoursOf({ services_disponibles: services, jours_disponibles: jours })}
        onChange={(value) => {
          form.setValue('services_disponibles', value.services_disponibles);
          form.setValue('jours_disponibles', value.jours_disponibles);
        }}
        errors={{
          ...(errors.services_disponibles ? { services_disponibles: errors.services_disponibles.message ?? '' } : {}),
          ...(errors.jours_disponibles ? { jours_disponibles: errors.jours_disponibles.message ?? '' } : {}),
        }}
      />
      <FormActions onCancel={onCancel} isSaving={isSaving} submitLabel={category ? 'Enregistrer' : 'Créer la catégorie'} />
    </form>
  );
}
