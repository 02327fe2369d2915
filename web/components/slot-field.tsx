/**
 * Order ahead: 'Dès que possible' or a slot, picked as a day and a time (the restaurant's
 * clock, Africa/Tunis, as the server lists them). Full slots stay listed, marked 'Complet' and not
 * selectable. While ASAP is impossible (closed, paused, kitchen at its ceiling) only a slot can be chosen.
 * Shared by the shop's checkout and the board's phone order (same GET /api/slots, same rules).
 */
import { useEffect, useId, useRef } from 'react';
import { SLOT_MESSAGES, firstFreeSlot } from '@core/slots';
import { Button } from './ui/button';
import { Label } from './ui/label';
import { NativeSelect } from './ui/native-select';
import { RadioCard, RadioGroup } from './ui/radio-group';
import type { SlotsView } from '../lib/slots';

export interface SlotFieldProps {
  slots: SlotsView;
  /** null: 'Dès que possible'; else the slot's ISO instant. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The legend's look where the form around it titles its groups otherwise (the board's phone order). */
  legendClassName?: string;
}

export function SlotField({ slots, value, onChange, legendClassName = 'mb-2 text-xs font-semibold tracking-[0.2em] text-kin uppercase' }: SlotFieldProps) {
  const id = useId();
  const first = firstFreeSlot(slots);
  const day = slots.jours.find((jour) => jour.creneaux.some((c) => c.at === value)) ?? slots.jours.find((jour) => jour.creneaux.some((c) => !c.complet));
  return (
    <fieldset className="min-w-0" data-testid="slot-field">
      <legend className={legendClassName}>Quand ?</legend>
      <RadioGroup
        value={value === null ? 'asap' : 'plus-tard'}
        onValueChange={(mode) => onChange(mode === 'asap' ? null : (value ?? first))}
        className="grid-cols-2"
        aria-label="Quand ?"
      >
        <RadioCard value="asap" disabled={!slots.asap}>
          {SLOT_MESSAGES.asap}
        </RadioCard>
        <RadioCard value="plus-tard" disabled={first === null}>
          {SLOT_MESSAGES.scheduled}
        </RadioCard>
      </RadioGroup>
      {!slots.asap && slots.message && <p className="mt-2 text-sm text-paper-400">{slots.message}</p>}
      {first === null && <p className="mt-2 text-sm text-paper-400">{SLOT_MESSAGES.noneLeft}</p>}
      {value !== null && day && (
        // The day ('Aujourd'hui', 'Dimanche 06/12') needs more room than the time ('12:45'); on a phone each gets a row.
        <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor={`${id}-day`}>Jour</Label>
            <NativeSelect
              id={`${id}-day`}
              value={day.jour}
              onChange={(event) => {
                const next = slots.jours.find((jour) => jour.jour === event.target.value);
                const free = next?.creneaux.find((c) => !c.complet);
                if (free) onChange(free.at);
              }}
            >
              {slots.jours.map((jour) => (
                <option key={jour.jour} value={jour.jour} disabled={jour.creneaux.every((c) => c.complet)}>
                  {jour.libelle}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor={`${id}-time`}>Heure</Label>
            <NativeSelect id={`${id}-time`} value={value} onChange={(event) => onChange(event.target.value)} data-testid="slot-time">
              {day.creneaux.map((creneau) => (
                <option key={creneau.at} value={creneau.at} disabled={creneau.complet}>
                  {creneau.complet ? `${creneau.heure} — ${SLOT_MESSAGES.slotFull}` : creneau.heure}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      )}
    </fieldset>
  );
}

/**
 * A full slot or a full kitchen: the server's next slot with room, taken in one tap. It scrolls itself into
 * view when it comes (the customer's eyes are on the button just pressed, maybe a screen away).
 */
export function NextSlotOffer({ message, label, onTake, pending }: { message: string; label: string; onTake: () => void; pending: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'center' });
  }, [message, label]);
  return (
    <div ref={box} role="alert" className="grid gap-3 rounded-md border border-kin/40 bg-kin/10 px-4 py-3 text-sm" data-testid="next-slot-offer">
      <p className="text-paper">{message}</p>
      <Button
        type="button"
        variant="outline"
        className="h-auto! min-h-11 w-full whitespace-normal!"
        onClick={onTake}
        isLoading={pending}
        data-testid="take-next-slot"
      >
        Commander pour {label}
      </Button>
    </div>
  );
}
