/**
 * Fiscalité: who invoices (legal name, address, matricule fiscal checked part by part), the TVA rate of
 * each category and of the products that differ from theirs (blank: none set; the shop assumes none), and the
 * stamp duty of invoices. Prices are TTC; invoices are numbered FA-AAAA-000001 per calendar year.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FiscaliteForm, percentOf } from '@core/schemas/fiscal-settings';
import type { AdminSettingsView, SectionInput } from '@core/schemas/settings';
import { fromMillimes } from '@core/money';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useSaveSettingsSection } from '../api/settings';
import { SectionCard } from './fields';

type Named = readonly { id: number; nom_fr: string }[];

export function FiscalSection({ initial, categories = [], products = [] }: { initial: AdminSettingsView['fiscalite']; categories?: Named; products?: Named }) {
  const rateOfCategory = new Map(initial.taux_categories.map((r) => [r.category_id, r.taux]));
  const form = useForm<z.input<typeof FiscaliteForm>, unknown, SectionInput<'fiscalite'>>({
    resolver: zodResolver(FiscaliteForm),
    defaultValues: {
      raison_sociale: initial.raison_sociale ?? '',
      adresse_fiscale: initial.adresse_fiscale ?? '',
      matricule_fiscal: initial.matricule_fiscal ?? '',
      droit_timbre: fromMillimes(initial.droit_timbre),
      taux_categories: categories.map((c) => {
        const taux = rateOfCategory.get(c.id);
        return { category_id: c.id, taux: taux === undefined ? '' : percentOf(taux) };
      }),
      taux_produits: initial.taux_produits.map((r) => ({ product_id: r.product_id, taux: percentOf(r.taux) })),
    },
  });
  const { errors } = form.formState;
  const overrides = useFieldArray({ control: form.control, name: 'taux_produits' });
  const save = useSaveSettingsSection('fiscalite');
  const submit = form.handleSubmit((body) => save.mutate(body));

  return (
    <SectionCard
      title="Fiscalité"
      description="Identité fiscale imprimée sur les factures, taux de TVA (les prix du menu sont TTC) et droit de timbre. Numérotation : FA-AAAA-000001, par année civile."
      onSave={() => void submit()}
      saving={save.isPending}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Raison sociale" error={errors.raison_sociale?.message}>
          <Input {...form.register('raison_sociale')} data-testid="raison_sociale" />
        </FormField>
        <FormField label="Matricule fiscal" hint="Par exemple 1234567A/A/M/000" error={errors.matricule_fiscal?.message}>
          <Input {...form.register('matricule_fiscal')} autoCapitalize="characters" data-testid="matricule_fiscal" />
        </FormField>
        <FormField label="Adresse du siège" error={errors.adresse_fiscale?.message}>
          <Textarea rows={2} {...form.register('adresse_fiscale')} />
        </FormField>
        <FormField label="Droit de timbre (TND)" hint="Ajouté à chaque facture" error={errors.droit_timbre?.message}>
          <Input inputMode="decimal" {...form.register('droit_timbre')} />
        </FormField>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Taux de TVA par catégorie (%)</legend>
        <p className="text-xs text-paper-500">Laisser vide tant que le taux n’est pas connu : aucun taux n’est supposé.</p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((c, i) => (
            <FormField key={c.id} label={c.nom_fr} error={errors.taux_categories?.[i]?.taux?.message}>
              <Input inputMode="decimal" {...form.register(`taux_categories.${i}.taux`)} data-testid={`taux-categorie-${c.id}`} />
            </FormField>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Produits au taux différent de leur catégorie</legend>
        {overrides.fields.map((field, i) => (
          <div key={field.id} className="flex flex-wrap items-end gap-2">
            <FormField label="Produit" className="min-w-48 flex-1">
              <NativeSelect {...form.register(`taux_produits.${i}.product_id`, { valueAsNumber: true })}>
                {products.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.nom_fr}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Taux (%)" className="w-28" error={errors.taux_produits?.[i]?.taux?.message}>
              <Input inputMode="decimal" {...form.register(`taux_produits.${i}.taux`)} />
            </FormField>
            <Button type="button" variant="ghost" onClick={() => overrides.remove(i)}>
              Retirer
            </Button>
          </div>
        ))}
        {errors.taux_produits?.root?.message && <p className="text-sm text-shu-300">{errors.taux_produits.root.message}</p>}
        {products.length > 0 && (
          <Button type="button" variant="outline" onClick={() => overrides.append({ product_id: products[0]!.id, taux: '' })}>
            Ajouter un produit
          </Button>
        )}
      </fieldset>
    </SectionCard>
  );
}
