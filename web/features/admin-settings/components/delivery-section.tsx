/** Livraison: the delivery service switch and the zones (amounts typed in TND, sent as millimes). */
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { fromMillimes, parseTndInput } from '@core/money';
import type { AdminSettingsView } from '@core/schemas/settings';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useSaveSettingsSection } from '../api/settings';
import { NumberField, SectionCard, TextField, ToggleField } from './fields';

type Zone = Omit<AdminSettingsView['livraison']['zones'][number], 'id'> & { id?: number };

function MoneyField({ label, value, onChange }: { label: string; value: number; onChange: (m: number) => void }) {
  const [text, setText] = useState(Number.isFinite(value) ? fromMillimes(value) : '');
  return (
    <FormField label={`${label} (TND)`}>
      <Input
        inputMode="decimal"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(parseTndInput(e.target.value) ?? Number.NaN);
        }}
      />
    </FormField>
  );
}

export function DeliverySection({ initial }: { initial: AdminSettingsView['livraison'] }) {
  const [actif, setActif] = useState(initial.service_livraison_actif);
  const [zones, setZones] = useState<Zone[]>(initial.zones);
  const save = useSaveSettingsSection();
  const patch = (i: number, p: Partial<Zone>) => setZones((zs) => zs.map((z, k) => (k === i ? { ...z, ...p } : z)));
  return (
    <SectionCard
      title="Livraison"
      description="Une zone retirée de la liste est désactivée (les adresses et les commandes passées la citent encore)."
      onSave={() => save.mutate({ section: 'livraison', body: { service_livraison_actif: actif, zones } })}
      saving={save.isPending}
    >
      <ToggleField label="Service de livraison actif" checked={actif} onChange={setActif} />
      {zones.map((zone, i) => (
        <fieldset key={zone.id ?? `new-${i}`} className="space-y-3 rounded-md border border-ink-600 p-3">
          <legend className="px-1 text-sm font-medium text-paper">{zone.nom || 'Nouvelle zone'}</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <TextField label="Code" value={zone.code} onChange={(v) => patch(i, { code: v })} />
            <TextField label="Nom" value={zone.nom} onChange={(v) => patch(i, { nom: v })} />
            <NumberField
              label="Temps de livraison (minutes)"
              value={zone.temps_livraison}
              min={1}
              onChange={(v) => patch(i, { temps_livraison: Number.isNaN(v) ? null : v })}
            />
            <MoneyField label="Frais de livraison" value={zone.frais_livraison} onChange={(m) => patch(i, { frais_livraison: m })} />
            <MoneyField label="Minimum de commande" value={zone.minimum_commande} onChange={(m) => patch(i, { minimum_commande: m })} />
            <MoneyField label="Livraison gratuite dès" value={zone.minimum_gratuite} onChange={(m) => patch(i, { minimum_gratuite: m })} />
            <NumberField label="Ordre d'affichage" value={zone.ordre_affichage} onChange={(v) => patch(i, { ordre_affichage: v })} />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ToggleField label="Zone active" checked={zone.actif} onChange={(v) => patch(i, { actif: v })} />
            <Button type="button" variant="ghost" size="sm" onClick={() => setZones((zs) => zs.filter((_, k) => k !== i))}>
              Retirer la zone
            </Button>
          </div>
        </fieldset>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() =>
          setZones((zs) => [
            ...zs,
            {
              code: '',
              nom: '',
              frais_livraison: 0,
              minimum_commande: 15_000,
              minimum_gratuite: 50_000,
              temps_livraison: 30,
              actif: true,
              ordre_affichage: zs.length,
            },
          ])
        }
      >
        <Plus aria-hidden="true" /> Ajouter une zone
      </Button>
    </SectionCard>
  );
}
