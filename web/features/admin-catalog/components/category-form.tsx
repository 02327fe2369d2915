/** The category form (create or edit), validated by the same contract as the server; suggests code_interne from the name. */
import { useState, type FormEvent } from 'react';
import { CategoryInput, toCodeInterne, type AdminCategoryView } from '@core/schemas/category';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { FormActions, SwitchField } from './catalog-parts';
import { useFieldErrors } from './field-errors';
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
  const [nom, setNom] = useState(category?.nom_fr ?? '');
  const [code, setCode] = useState(category?.code_interne ?? '');
  const [codeTouched, setCodeTouched] = useState(Boolean(category));
  const [description, setDescription] = useState(category?.description_fr ?? '');
  const [actif, setActif] = useState(category?.actif ?? true);
  const [ordre, setOrdre] = useState(String(category?.ordre_affichage ?? nextOrder));
  const [menuHours, setMenuHours] = useState(() => menuHoursOf(category));
  const { errors, check } = useFieldErrors();

  function submit(event: FormEvent) {
    event.preventDefault();
    check(
      CategoryInput.safeParse({ nom_fr: nom, code_interne: code, description_fr: description, actif, ordre_affichage: Number(ordre), ...menuHours }),
      onSubmit,
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="Nom" error={errors.nom_fr}>
        <Input
          value={nom}
          onChange={(e) => {
            setNom(e.target.value);
            if (!codeTouched) setCode(toCodeInterne(e.target.value));
          }}
          autoComplete="off"
        />
      </FormField>
      <FormField
        label="Code interne"
        error={errors.code_interne}
        hint="Lettres minuscules, chiffres et tirets (identifiant de la section sur la page d'accueil)"
      >
        <Input
          value={code}
          onChange={(e) => {
            setCodeTouched(true);
            setCode(e.target.value);
          }}
          autoComplete="off"
          spellCheck={false}
        />
      </FormField>
      <FormField label="Description" error={errors.description_fr}>
        <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
      </FormField>
      <div className="grid grid-cols-2 items-end gap-4">
        <FormField label="Ordre d'affichage" error={errors.ordre_affichage}>
          <Input type="number" inputMode="numeric" min={0} value={ordre} onChange={(e) => setOrdre(e.target.value)} />
        </FormField>
        <SwitchField id="categorie-actif" label="Active" checked={actif} onCheckedChange={setActif} />
      </div>
      <MenuHoursFields value={menuHours} onChange={setMenuHours} errors={errors} />
      <FormActions onCancel={onCancel} isSaving={isSaving} submitLabel={category ? 'Enregistrer' : 'Créer la catégorie'} />
    </form>
  );
}
