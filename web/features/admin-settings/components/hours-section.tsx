/** Horaires: each weekday's service, last-order margins, public holidays, temporary closures with their reason. */
import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import type { AdminSettingsView } from '@core/schemas/settings';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useSaveSettingsSection } from '../api/settings';
import { NumberField, SectionCard } from './fields';

const DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
type Hours = AdminSettingsView['horaires'];

/** datetime-local value ('YYYY-MM-DDTHH:MM') ⇄ ISO. */
const toLocalInput = (iso: string) => (iso ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '');
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');

export function HoursSection({ initial }: { initial: Hours }) {
  const [draft, setDraft] = useState(initial);
  const save = useSaveSettingsSection();
  const setDay = (day: (typeof DAYS)[number], patch: Partial<Hours['horaires_reguliers']['lundi']>) =>
    setDraft((d) => ({ ...d, horaires_reguliers: { ...d.horaires_reguliers, [day]: { ...d.horaires_reguliers[day], ...patch } } }));
  return (
    <SectionCard
      title="Horaires"
      description="Un ou deux services par jour (midi et soir). Une fermeture avant l'ouverture se termine après minuit."
      onSave={() => save.mutate({ section: 'horaires', body: draft })}
      saving={save.isPending}
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-paper">Horaires réguliers</legend>
        {DAYS.map((day) => {
          const d = draft.horaires_reguliers[day];
          const hasSecond = d.ouverture_2 !== null || d.fermeture_2 !== null;
          return (
            <div key={day} className="grid grid-cols-[6.5rem_1fr] items-center gap-2 border-b border-ink-700 pb-2 sm:grid-cols-[8rem_6.5rem_1fr_1fr_9.5rem]">
              <span className="text-sm capitalize text-paper">{day}</span>
              <label className="flex items-center gap-2 text-sm text-paper-400">
                <input type="checkbox" className="size-5 accent-(--color-kin)" checked={d.ouvert} onChange={(e) => setDay(day, { ouvert: e.target.checked })} />
                Ouvert
              </label>
              <Input
                type="time"
                aria-label={`Ouverture ${day}`}
                value={d.ouverture}
                disabled={!d.ouvert}
                onChange={(e) => setDay(day, { ouverture: e.target.value })}
                className="col-start-2 sm:col-start-auto"
              />
              <Input
                type="time"
                aria-label={`Fermeture ${day}`}
                value={d.fermeture}
                disabled={!d.ouvert}
                onChange={(e) => setDay(day, { fermeture: e.target.value })}
                className="col-start-2 sm:col-start-auto"
              />
              {hasSecond ? (
                <>
                  <span className="col-start-2 text-xs text-paper-400 sm:col-start-2 sm:row-start-2">Second service</span>
                  <Input
                    type="time"
                    aria-label={`Ouverture du second service ${day}`}
                    value={d.ouverture_2 ?? ''}
                    disabled={!d.ouvert}
                    onChange={(e) => setDay(day, { ouverture_2: e.target.value || null })}
                    className="col-start-2 sm:col-start-3 sm:row-start-2"
                  />
                  <Input
                    type="time"
                    aria-label={`Fermeture du second service ${day}`}
                    value={d.fermeture_2 ?? ''}
                    disabled={!d.ouvert}
                    onChange={(e) => setDay(day, { fermeture_2: e.target.value || null })}
                    className="col-start-2 sm:col-start-4 sm:row-start-2"
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Retirer le second service ${day}`}
                    onClick={() => setDay(day, { ouverture_2: null, fermeture_2: null })}
                    className="col-start-2 justify-self-start sm:col-start-5 sm:row-start-2"
                  >
                    <Trash2 aria-hidden="true" /> Retirer
                  </Button>
                </>
              ) : (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Ajouter un second service ${day}`}
                  disabled={!d.ouvert}
                  onClick={() => setDay(day, { ouverture_2: '19:00', fermeture_2: '23:00' })}
                  className="col-start-2 justify-self-start sm:col-start-auto"
                >
                  <Plus aria-hidden="true" /> Second service
                </Button>
              )}
            </div>
          );
        })}
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <NumberField
          label="Dernière commande en livraison (minutes avant la fermeture)"
          value={draft.derniere_cmd_livraison}
          onChange={(v) => setDraft((d) => ({ ...d, derniere_cmd_livraison: v }))}
        />
        <NumberField
          label="Dernière commande à emporter (minutes avant la fermeture)"
          value={draft.derniere_cmd_emporter}
          onChange={(v) => setDraft((d) => ({ ...d, derniere_cmd_emporter: v }))}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-paper">Jours fériés</legend>
        {draft.jours_feries.map((j, i) => (
          <div key={i} className="flex gap-2">
            <Input
              type="date"
              aria-label="Date du jour férié"
              value={j.date}
              onChange={(e) => setDraft((d) => ({ ...d, jours_feries: d.jours_feries.map((x, k) => (k === i ? { ...x, date: e.target.value } : x)) }))}
            />
            <Input
              aria-label="Nom du jour férié"
              value={j.nom}
              onChange={(e) => setDraft((d) => ({ ...d, jours_feries: d.jours_feries.map((x, k) => (k === i ? { ...x, nom: e.target.value } : x)) }))}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label="Supprimer le jour férié"
              onClick={() => setDraft((d) => ({ ...d, jours_feries: d.jours_feries.filter((_, k) => k !== i) }))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" onClick={() => setDraft((d) => ({ ...d, jours_feries: [...d.jours_feries, { date: '', nom: '' }] }))}>
          <Plus aria-hidden="true" /> Ajouter un jour férié
        </Button>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-paper">Fermetures temporaires (le motif est affiché aux clients)</legend>
        {draft.fermetures_temporaires.map((f, i) => {
          const patch = (p: Partial<typeof f>) =>
            setDraft((d) => ({ ...d, fermetures_temporaires: d.fermetures_temporaires.map((x, k) => (k === i ? { ...x, ...p } : x)) }));
          return (
            <div key={i} className="grid gap-2 rounded-md border border-ink-600 p-2 sm:grid-cols-[1fr_1fr_1.5fr_auto]">
              <Input
                type="datetime-local"
                aria-label="Début"
                value={toLocalInput(f.debut)}
                onChange={(e) => patch({ debut: fromLocalInput(e.target.value) })}
              />
              <Input type="datetime-local" aria-label="Fin" value={toLocalInput(f.fin)} onChange={(e) => patch({ fin: fromLocalInput(e.target.value) })} />
              <Input aria-label="Motif" placeholder="Motif" value={f.motif} onChange={(e) => patch({ motif: e.target.value })} />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label="Supprimer la fermeture"
                onClick={() => setDraft((d) => ({ ...d, fermetures_temporaires: d.fermetures_temporaires.filter((_, k) => k !== i) }))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          );
        })}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setDraft((d) => ({ ...d, fermetures_temporaires: [...d.fermetures_temporaires, { debut: '', fin: '', motif: '' }] }))}
        >
          <Plus aria-hidden="true" /> Ajouter une fermeture
        </Button>
      </fieldset>
    </SectionCard>
  );
}
