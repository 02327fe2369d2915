/**
 * Menus by time of day in the category and product forms: 'Services' (Midi, Soir) and 'Jours'
 * (Lun…Dim) as checkboxes, none ticked meaning all; and the small badge the lists show for a limited row
 * (« Midi seulement », « Sam–Dim »). The rule and the labels are core's (core/menu-hours.ts).
 */
import { Clock } from 'lucide-react';
import type { JourSemaine } from '@core/catalog';
import { DAY_SHORT_LABELS, MENU_DAYS, MENU_HOURS_MESSAGES, MENU_SERVICES, menuHoursBadge } from '@core/menu-hours';
import { SERVICE_LABELS, type MenuHours, type ServiceName } from '@core/slots';
import { Badge } from '../../../components/ui/badge';

export interface MenuHoursValue {
  services_disponibles: ServiceName[];
  jours_disponibles: JourSemaine[];
}

/** The form's starting value: the row's, or no limit for a new one. */
export function menuHoursOf(row: Partial<MenuHoursValue> | null | undefined): MenuHoursValue {
  return { services_disponibles: row?.services_disponibles ?? [], jours_disponibles: row?.jours_disponibles ?? [] };
}

const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

function CheckboxGroup<T extends string>({
  legend,
  hint,
  options,
  labels,
  checked,
  onToggle,
  error,
  testId,
  optionsClassName = 'flex flex-wrap gap-x-4 gap-y-2',
}: {
  legend: string;
  hint: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  checked: readonly T[];
  onToggle: (option: T) => void;
  error?: string | undefined;
  testId: string;
  optionsClassName?: string;
}) {
  const hintId = `${testId}-aide`;
  const errorId = `${testId}-erreur`;
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={error ? `${hintId} ${errorId}` : hintId} data-testid={testId}>
      <legend className="mb-1 text-sm font-medium text-paper-200">{legend}</legend>
      <div className={optionsClassName}>
        {options.map((option) => (
          <label key={option} className="flex min-h-8 items-center gap-2 text-sm text-paper">
            <input type="checkbox" className="size-4 accent-kin" checked={checked.includes(option)} onChange={() => onToggle(option)} />
            {labels[option]}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-xs text-paper-400">
        {hint}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-xs text-shu-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function MenuHoursFields({
  value,
  onChange,
  errors = {},
}: {
  value: MenuHoursValue;
  onChange: (value: MenuHoursValue) => void;
  /** The form's errors by field path (a wrong value is reported on its item, `jours_disponibles.0`). */
  errors?: Record<string, string>;
}) {
  const errorOf = (field: string) => Object.entries(errors).find(([path]) => path === field || path.startsWith(`${field}.`))?.[1];
  return (
    <div className="grid gap-4 rounded-md border border-ink-600 p-3">
      <CheckboxGroup
        legend={MENU_HOURS_MESSAGES.services}
        hint={MENU_HOURS_MESSAGES.servicesHint}
        options={MENU_SERVICES}
        labels={SERVICE_LABELS}
        checked={value.services_disponibles}
        onToggle={(service) => onChange({ ...value, services_disponibles: toggle(value.services_disponibles, service) })}
        error={errorOf('services_disponibles')}
        testId="menu-services"
      />
      <CheckboxGroup
        legend={MENU_HOURS_MESSAGES.days}
        hint={MENU_HOURS_MESSAGES.daysHint}
        options={MENU_DAYS}
        labels={DAY_SHORT_LABELS}
        checked={value.jours_disponibles}
        onToggle={(jour) => onChange({ ...value, jours_disponibles: toggle(value.jours_disponibles, jour) })}
        error={errorOf('jours_disponibles')}
        testId="menu-days"
        // one row of seven from a tablet up, four then three on a phone
        optionsClassName="grid grid-cols-4 gap-x-3 gap-y-2 sm:grid-cols-7 sm:gap-x-2"
      />
    </div>
  );
}

/** « Midi seulement », « Sam–Dim »…: nothing for a row always on the menu. */
export function MenuHoursBadge({ limit, className }: { limit: MenuHours; className?: string }) {
  const label = menuHoursBadge(limit);
  if (!label) return null;
  return (
    <Badge variant="gold" className={className} data-testid="menu-hours-badge">
      <Clock aria-hidden="true" className="size-3" />
      {label}
    </Badge>
  );
}
