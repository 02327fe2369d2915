/** Horaires: each weekday's service, last-order margins, public holidays, temporary closures with their reason. */
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { isDayFirstValue } from '@core/day-first-date';
import { HorairesInput, type AdminSettingsView } from '@core/schemas/settings';
import { Button } from '../../../components/ui/button';
import { DateInput, FormDateInput } from '../../../components/ui/date-input';
import { Input } from '../../../components/ui/input';
import { useSectionForm } from '../hooks/use-section-form';
import { NumberField, SectionCard } from './fields';

const DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
type Hours = AdminSettingsView['horaires'];

/** The browser's local 'YYYY-MM-DDTHH:MM' ⇄ ISO; what is not a date stays as typed (the form's check refuses it). */
const toLocalInput = (iso: string) => {
  const ms = iso ? new Date(iso).getTime() : NaN;
  return Number.isNaN(ms) ? iso : new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (isDayFirstValue(value, { withTime: true }) ? new Date(value).toISOString() : value);
/** A second service's time: blank is none. */
const timeOrNull = { setValueAs: (value: string | null) => value || null };

function RowErrors({ messages }: { messages: readonly (string | undefined)[] }) {
  const shown = [...new Set(messages.filter(Boolean))];
  return shown.map((message) => (
    <p key={message} role="alert" className="text-sm text-shu-300">
      {message}
    </p>
  ));
}

export function HoursSection({ initial }: { initial: Hours }) {
  const { form, fields: f, save, onSave } = useSectionForm('horaires', HorairesInput, initial);
  const days = useWatch({ control: form.control, name: 'horaires_reguliers' }) as Hours['horaires_reguliers'];
  const holidays = useFieldArray({ control: form.control, name: 'jours_feries' });
  const closures = useFieldArray({ control: form.control, name: 'fermetures_temporaires' });
  const setSecond = (day: (typeof DAYS)[number], value: string | null, closing: string | null) => {
    form.setValue(`horaires_reguliers.${day}.ouverture_2`, value, { shouldDirty: true });
    form.setValue(`horaires_reguliers.${day}.fermeture_2`, closing, { shouldDirty: true });
  };
  return (
    <SectionCard
      title="Horaires"
      description="Un ou deux services par jour (midi et soir). Une fermeture avant l'ouverture se termine après minuit."
      onSave={onSave}
      saving={save.isPending}
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-paper">Horaires réguliers</legend>
        {DAYS.map((day) => {
          const d = days[day];
          const hasSecond = d.ouverture_2 !== null || d.fermeture_2 !== null;
          const at = `horaires_reguliers.${day}` as const;
          return (
            <div key={day} className="grid grid-cols-[6.5rem_1fr] items-center gap-2 border-b border-ink-700 pb-2 sm:grid-cols-[8rem_6.5rem_1fr_1fr_9.5rem]">
              <span className="text-sm capitalize text-paper">{day}</span>
              <label className="flex items-center gap-2 text-sm text-paper-400">
                <input type="checkbox" className="size-5 accent-(--color-kin)" {...f.check(`${at}.ouvert`)} />
                Ouvert
              </label>
              <Input
                type="time"
                aria-label={`Ouverture ${day}`}
                {...form.register(`${at}.ouverture`)}
                aria-invalid={f.error(`${at}.ouverture`) ? true : undefined}
                disabled={!d.ouvert}
                className="col-start-2 sm:col-start-auto"
              />
              <Input
                type="time"
                aria-label={`Fermeture ${day}`}
                {...form.register(`${at}.fermeture`)}
                aria-invalid={f.error(`${at}.fermeture`) ? true : undefined}
                disabled={!d.ouvert}
                className="col-start-2 sm:col-start-auto"
              />
              {hasSecond ? (
                <>
                  <span className="col-start-2 text-xs text-paper-400 sm:col-start-2 sm:row-start-2">Second service</span>
                  <Input
                    type="time"
                    aria-label={`Ouverture du second service ${day}`}
                    {...form.register(`${at}.ouverture_2`, timeOrNull)}
                    aria-invalid={f.error(`${at}.ouverture_2`) ? true : undefined}
                    disabled={!d.ouvert}
                    className="col-start-2 sm:col-start-3 sm:row-start-2"
                  />
                  <Input
                    type="time"
                    aria-label={`Fermeture du second service ${day}`}
                    {...form.register(`${at}.fermeture_2`, timeOrNull)}
                    aria-invalid={f.error(`${at}.fermeture_2`) ? true : undefined}
                    disabled={!d.ouvert}
                    className="col-start-2 sm:col-start-4 sm:row-start-2"
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Retirer le second service ${day}`}
                    onClick={() => setSecond(day, null, null)}
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
                  onClick={() => setSecond(day, '19:00', '23:00')}
                  className="col-start-2 justify-self-start sm:col-start-auto"
                >
                  <Plus aria-hidden="true" /> Second service
                </Button>
              )}
              <div className="col-start-2 sm:col-span-4 sm:col-start-2">
                <RowErrors messages={(['ouverture', 'fermeture', 'ouverture_2', 'fermeture_2'] as const).map((key) => f.error(`${at}.${key}`))} />
              </div>
            </div>
          );
        })}
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <NumberField label="Dernière commande en livraison (minutes avant la fermeture)" {...f.number('derniere_cmd_livraison')} />
        <NumberField label="Dernière commande à emporter (minutes avant la fermeture)" {...f.number('derniere_cmd_emporter')} />
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-paper">Jours fériés</legend>
        {holidays.fields.map((field, i) => (
          <div key={field.id} className="grid gap-1">
            <div className="flex gap-2">
              <FormDateInput control={form.control} name={`jours_feries.${i}.date`} aria-label="Date du jour férié" className="w-40 shrink-0" />
              <Input aria-label="Nom du jour férié" {...form.register(`jours_feries.${i}.nom`)} />
              <Button type="button" variant="ghost" size="icon" aria-label="Supprimer le jour férié" onClick={() => holidays.remove(i)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <RowErrors messages={[f.error(`jours_feries.${i}.date`), f.error(`jours_feries.${i}.nom`)]} />
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" onClick={() => holidays.append({ date: '', nom: '' })}>
          <Plus aria-hidden="true" /> Ajouter un jour férié
        </Button>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-paper">Fermetures temporaires (le motif est affiché aux clients)</legend>
        {closures.fields.map((field, i) => (
          <div key={field.id} className="grid gap-2 rounded-md border border-ink-600 p-2 sm:grid-cols-[1fr_1fr_1.5fr_auto]">
            {(['debut', 'fin'] as const).map((key) => (
              <Controller
                key={key}
                control={form.control}
                name={`fermetures_temporaires.${i}.${key}`}
                render={({ field: input, fieldState }) => (
                  <DateInput
                    withTime
                    aria-label={key === 'debut' ? 'Début' : 'Fin'}
                    aria-invalid={fieldState.error ? true : undefined}
                    name={input.name}
                    ref={input.ref}
                    onBlur={input.onBlur}
                    value={toLocalInput(input.value)}
                    onChange={(value) => input.onChange(fromLocalInput(value))}
                  />
                )}
              />
            ))}
            <Input aria-label="Motif" placeholder="Motif" {...form.register(`fermetures_temporaires.${i}.motif`)} />
            <Button type="button" variant="ghost" size="icon" aria-label="Supprimer la fermeture" onClick={() => closures.remove(i)}>
              <Trash2 aria-hidden="true" />
            </Button>
            <div className="sm:col-span-4">
              <RowErrors messages={(['debut', 'fin', 'motif'] as const).map((key) => f.error(`fermetures_temporaires.${i}.${key}`))} />
            </div>
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" onClick={() => closures.append({ debut: '', fin: '', motif: '' })}>
          <Plus aria-hidden="true" /> Ajouter une fermeture
        </Button>
      </fieldset>
    </SectionCard>
  );
}
