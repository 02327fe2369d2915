/** Livraison: the delivery service switch and the zones (amounts typed in TND, sent as millimes). */
import { useFieldArray, useWatch } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { fromMillimes } from '@core/money';
import { LivraisonForm, type AdminSettingsView } from '@core/schemas/settings';
import { Button } from '../../../components/ui/button';
import { useSectionForm } from '../hooks/use-section-form';
import { NumberField, SectionCard, TextField, ToggleField } from './fields';

const MONEY = [
  ['frais_livraison', 'Frais de livraison'],
  ['minimum_commande', 'Minimum de commande'],
  ['minimum_gratuite', 'Livraison gratuite dès'],
] as const;

/** A zone as the form edits it: its amounts as TND text. */
const zoneValues = (zone: Omit<AdminSettingsView['livraison']['zones'][number], 'id'> & { id?: number }) => ({
  ...zone,
  frais_livraison: fromMillimes(zone.frais_livraison),
  minimum_commande: fromMillimes(zone.minimum_commande),
  minimum_gratuite: fromMillimes(zone.minimum_gratuite),
});

export function DeliverySection({ initial }: { initial: AdminSettingsView['livraison'] }) {
  const { form, fields: f, save, onSave } = useSectionForm('livraison', LivraisonForm, { ...initial, zones: initial.zones.map(zoneValues) });
  const zones = useFieldArray({ control: form.control, name: 'zones' });
  const names = useWatch({ control: form.control, name: 'zones' });
  return (
    <SectionCard
      title="Livraison"
      description="Une zone retirée de la liste est désactivée (les adresses et les commandes passées la citent encore)."
      onSave={onSave}
      saving={save.isPending}
    >
      <ToggleField label="Service de livraison actif" {...f.check('service_livraison_actif')} />
      {zones.fields.map((zone, i) => (
        <fieldset key={zone.id} className="space-y-3 rounded-md border border-ink-600 p-3">
          <legend className="px-1 text-sm font-medium text-paper">{names[i]?.nom || 'Nouvelle zone'}</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <TextField label="Code" {...f.text(`zones.${i}.code`)} />
            <TextField label="Nom" {...f.text(`zones.${i}.nom`)} />
            <NumberField label="Temps de livraison (minutes)" {...f.optionalNumber(`zones.${i}.temps_livraison`)} min={1} />
            {MONEY.map(([key, label]) => (
              <TextField key={key} label={`${label} (TND)`} inputMode="decimal" {...f.text(`zones.${i}.${key}`)} />
            ))}
            <NumberField label="Ordre d'affichage" {...f.number(`zones.${i}.ordre_affichage`)} />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ToggleField label="Zone active" {...f.check(`zones.${i}.actif`)} />
            <Button type="button" variant="ghost" size="sm" onClick={() => zones.remove(i)}>
              Retirer la zone
            </Button>
          </div>
        </fieldset>
      ))}
      {f.error('zones') && (
        <p role="alert" className="text-sm text-shu-300">
          {f.error('zones')}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() =>
          zones.append(
            zoneValues({
              code: '',
              nom: '',
              frais_livraison: 0,
              minimum_commande: 15_000,
              minimum_gratuite: 50_000,
              temps_livraison: 30,
              actif: true,
              ordre_affichage: zones.fields.length,
            }),
          )
        }
      >
        <Plus aria-hidden="true" /> Ajouter une zone
      </Button>
    </SectionCard>
  );
}
