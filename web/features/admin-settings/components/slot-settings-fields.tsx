/**
 * Service section, issue 21: order ahead (days offered), the kitchen's capacity per 15 minutes per
 * service (orders and/or pieces, empty = no limit), the categories that never count (drinks), and the
 * acceptance promise (auto-accept, or the reminder, pause and cancel thresholds, empty = off).
 */
import type { AdminSettingsView } from '@core/schemas/settings';
import { SERVICES, SERVICE_LABELS, type ServiceName } from '@core/slots';
import { NumberField, ToggleField } from './fields';

type Service = AdminSettingsView['service'];

/** An empty field is null (no limit, threshold off). */
const orNull = (value: number) => (Number.isNaN(value) ? null : value);

export function SlotSettingsFields({
  draft: d,
  setDraft,
  categories,
}: {
  draft: Service;
  setDraft: (update: (draft: Service) => Service) => void;
  categories: readonly { id: number; nom_fr: string }[];
}) {
  const setCapacity = (service: ServiceName, key: 'commandes' | 'pieces', value: number) =>
    setDraft((x) => ({ ...x, capacite_creneaux: { ...x.capacite_creneaux, [service]: { ...x.capacite_creneaux[service], [key]: orNull(value) } } }));
  const setNumber = (key: 'relance_acceptation_minutes' | 'pause_acceptation_minutes' | 'annulation_acceptation_minutes') => (value: number) =>
    setDraft((x) => ({ ...x, [key]: orNull(value) }));
  const toggleCategory = (id: number, excluded: boolean) =>
    setDraft((x) => ({
      ...x,
      categories_hors_capacite: excluded ? [...x.categories_hors_capacite, id] : x.categories_hors_capacite.filter((c) => c !== id),
    }));
  return (
    <>
      <h3 className="mt-2 text-sm font-semibold tracking-[0.2em] text-kin uppercase">Commande à l'avance et capacité</h3>
      <div className="grid gap-4 md:grid-cols-2">
        <NumberField
          label="Jours proposés à l'avance"
          value={d.jours_commande_avance}
          onChange={(v) => setDraft((x) => ({ ...x, jours_commande_avance: v }))}
          hint="Créneaux de 15 minutes aujourd'hui et les jours suivants."
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {SERVICES.map((service) => (
          <fieldset key={service} className="grid gap-3 rounded-md border border-ink-600 p-3">
            <legend className="px-1 text-sm font-medium text-paper">Capacité par 15 minutes — {SERVICE_LABELS[service]}</legend>
            <NumberField
              label="Commandes"
              value={d.capacite_creneaux[service].commandes}
              min={1}
              onChange={(v) => setCapacity(service, 'commandes', v)}
              hint="Vide : sans limite."
            />
            <NumberField
              label="Pièces"
              value={d.capacite_creneaux[service].pieces}
              min={1}
              onChange={(v) => setCapacity(service, 'pieces', v)}
              hint="Vide : sans limite."
            />
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
                checked={d.categories_hors_capacite.includes(category.id)}
                onChange={(excluded) => toggleCategory(category.id, excluded)}
              />
            ))}
          </div>
        </fieldset>
      )}
      <h3 className="mt-2 text-sm font-semibold tracking-[0.2em] text-kin uppercase">Acceptation des commandes</h3>
      <ToggleField
        label="Acceptation automatique"
        checked={d.acceptation_auto}
        onChange={(v) => setDraft((x) => ({ ...x, acceptation_auto: v }))}
        hint="Les nouvelles commandes passent directement « En préparation »."
      />
      {!d.acceptation_auto && (
        <div className="grid gap-4 md:grid-cols-3">
          <NumberField
            label="Rappel après (minutes)"
            value={d.relance_acceptation_minutes}
            min={1}
            onChange={setNumber('relance_acceptation_minutes')}
            hint="Sonnerie plus forte et rappel Telegram. Vide : désactivé."
          />
          <NumberField
            label="Pause des commandes après (minutes)"
            value={d.pause_acceptation_minutes}
            min={1}
            onChange={setNumber('pause_acceptation_minutes')}
            hint="Les nouvelles commandes sont suspendues. Vide : désactivé."
          />
          <NumberField
            label="Annulation après (minutes)"
            value={d.annulation_acceptation_minutes}
            min={1}
            onChange={setNumber('annulation_acceptation_minutes')}
            hint="Le client est prévenu, un paiement en ligne est à rembourser. Vide : désactivé."
          />
        </div>
      )}
    </>
  );
}
