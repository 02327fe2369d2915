/**
 * The "Rupture" switch of a product or an accompaniment: turning it on asks for a duration (until tonight's
 * closing, until a date, until further notice); the current mark shows its end and who set it.
 */
import { useState } from 'react';
import { dayFirstInvalid, isDayFirstValue } from '@core/day-first-date';
import { SOLD_OUT_MESSAGES, soldOutUntilText, type SoldOutDuration } from '@core/sold-out';
import type { RuptureInput } from '@core/schemas/admin-catalog';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';

const DUREES: { value: SoldOutDuration; label: string }[] = [
  { value: 'ce_soir', label: SOLD_OUT_MESSAGES.untilTonight },
  { value: 'jusqu_a', label: SOLD_OUT_MESSAGES.untilDate },
  { value: 'indefini', label: SOLD_OUT_MESSAGES.untilFurtherNotice },
];

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Africa/Tunis' });

export interface SoldOutState {
  epuise: boolean;
  rupture_jusqu_a: string | null;
  rupture_par_email: string | null;
  rupture_le: string | null;
}

export function SoldOutControl({
  name,
  state,
  isSaving,
  onChange,
}: {
  name: string;
  state: SoldOutState;
  isSaving: boolean;
  onChange: (input: RuptureInput) => void;
}) {
  const [choosing, setChoosing] = useState(false);
  const [duree, setDuree] = useState<SoldOutDuration>('ce_soir');
  const [date, setDate] = useState('');
  const [dateError, setDateError] = useState(false);
  const id = `rupture-${name.replace(/\W+/g, '-')}`;

  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-3">
        <Switch
          id={id}
          checked={state.epuise || choosing}
          disabled={isSaving}
          onCheckedChange={(on) => {
            if (on) setChoosing(true);
            else if (state.epuise) onChange({ rupture: false });
            else setChoosing(false);
          }}
        />
        <Label htmlFor={id}>Rupture</Label>
      </div>
      {state.epuise && !choosing && (
        <p className="text-xs text-paper-400">
          {SOLD_OUT_MESSAGES.badge} {soldOutUntilText(state.rupture_jusqu_a)}
          {state.rupture_par_email ? ` · par ${state.rupture_par_email}` : ''}
          {state.rupture_le ? ` le ${dateTime.format(new Date(state.rupture_le))}` : ''}
        </p>
      )}
      {choosing && (
        <fieldset className="grid gap-2 rounded-md border border-ink-600 p-3">
          <legend className="px-1 text-sm text-paper-200">Durée de la rupture</legend>
          {DUREES.map((d) => (
            <label key={d.value} className="flex items-center gap-2 text-sm text-paper">
              <input
                type="radio"
                name={`${id}-duree`}
                value={d.value}
                checked={duree === d.value}
                onChange={() => setDuree(d.value)}
                className="size-4 accent-kin"
              />
              {d.label}
            </label>
          ))}
          {duree === 'jusqu_a' && (
            <>
              <DateInput
                withTime
                aria-label="Date de fin"
                aria-invalid={dateError ? true : undefined}
                aria-describedby={dateError ? `${id}-date-error` : undefined}
                value={date}
                onChange={(value) => {
                  setDate(value);
                  setDateError(false);
                }}
              />
              {dateError && (
                <p id={`${id}-date-error`} role="alert" className="text-sm text-shu-300">
                  {dayFirstInvalid({ withTime: true })}
                </p>
              )}
            </>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" size="sm" variant="ghost" onClick={() => setChoosing(false)}>
              Annuler
            </Button>
            <Button
              type="button"
              size="sm"
              isLoading={isSaving}
              onClick={() => {
                if (duree === 'jusqu_a' && date && !isDayFirstValue(date, { withTime: true })) return setDateError(true);
                const jusqu_a = duree === 'jusqu_a' && date ? new Date(date).toISOString() : null;
                onChange({ rupture: true, duree, jusqu_a });
                setChoosing(false);
              }}
            >
              Marquer épuisé
            </Button>
          </div>
        </fieldset>
      )}
    </div>
  );
}
