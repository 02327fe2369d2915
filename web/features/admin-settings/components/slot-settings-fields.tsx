/**
 * Service section: order ahead (days offered), the kitchen's capacity per 15 minutes per
 * service (orders and/or pieces, empty = no limit), the categories that never count (drinks), and the
 * acceptance promise (auto-accept, or the reminder, pause and cancel thresholds, empty = off).
 */
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { SectionInput, ServiceInput } from '@core/schemas/settings';
import { ACCEPTANCE_PAUSE_MINUTES } from '@core/acceptance';
import { SERVICES, SERVICE_LABELS } from '@core/slots';
import { NumberField, sectionFields, ToggleField } from './fields';

export function SlotSettingsFields({
  form,
  categories,
}: {
  form: UseFormReturn<z.input<typeof ServiceInput>, unknown, SectionInput<'service'>>;
  categories: readonly { id: number; nom_fr: string }[];
}) {
  const f = sectionFields(form);
  const [excluded = [], acceptationAuto] = useWatch({ control: form.control, name: ['categories_hors_capacite', 'acceptation_auto'] });
  const toggleCategory = (id: number, on: boolean) =>
    form.setValue('categories_hors_capacite', on ? [...excluded, id] : excluded.filter((c) => c !== id), { shouldDirty: true });
  return (
    <>
      <h3 className="mt-2 text-sm font-semibold tracking-[0.2em] text-kin uppercase">Commande à l'avance et capacité</h3>
      <div className="grid gap-4 md:grid-cols-2">
        <NumberField
          label="Jours proposés à l'avance"
          {...f.number('jours_commande_avance')}
          hint="Créneaux de 15 minutes aujourd'hui et les jours suivants."
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {SERVICES.map((service) => (
          <fieldset key={service} className="grid gap-3 rounded-md border border-ink-600 p-3">
            <legend className="px-1 text-sm font-medium text-paper">Capacité par 15 minutes — {SERVICE_LABELS[service]}</legend>
            <NumberField label="Commandes" {...f.optionalNumber(`capacite_creneaux.${service}.commandes`)} min={1} hint="Vide : sans limite." />
            <NumberField label="Pièces" {...f.optionalNumber(`capacite_creneaux.${service}.pieces`)} min={1} hint="Vide : sans limite." />
          </fieldset>
        ))}
      </div>
      {categories.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-paper">Catégories non comptées (boissons…)</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {categories.map((category) => (
              <ToggleField
                key={category.id}
                label={category.nom_fr}
                checked={excluded.includes(category.id)}
                onChange={(e) => toggleCategory(category.id, e.target.checked)}
              />
            ))}
          </div>
        </fieldset>
      )}
      <h3 className="mt-2 text-sm font-semibold tracking-[0.2em] text-kin uppercase">Acceptation des commandes</h3>
      <ToggleField
        label="Acceptation automatique"
        {...f.check('acceptation_auto')}
        hint="Chaque commande arrivée en cuisine passe « En préparation » sans attendre l’équipe (paiement en ligne : une fois payée ; programmée : à son heure de lancement)."
      />
      {!acceptationAuto && (
        <div className="grid gap-4 md:grid-cols-3">
          <NumberField
            label="Rappel après (minutes)"
            {...f.optionalNumber('relance_acceptation_minutes')}
            min={1}
            hint="Sonnerie plus forte et rappel Telegram. Vide : désactivé."
          />
          <NumberField
            label="Pause des commandes après (minutes)"
            {...f.optionalNumber('pause_acceptation_minutes')}
            min={1}
            hint={`Les nouvelles commandes sont suspendues ${ACCEPTANCE_PAUSE_MINUTES} minutes, puis à nouveau tant qu’une commande attend. Vide : désactivé.`}
          />
          <NumberField
            label="Annulation après (minutes)"
            {...f.optionalNumber('annulation_acceptation_minutes')}
            min={1}
            hint="La commande est annulée, le client prévenu, un paiement en ligne est à rembourser. Vide : désactivé."
          />
        </div>
      )}
    </>
  );
}
