/** A delivery zone picker (saved address, onboarding's preferred zone): an empty first choice, then the zones by name. */
import type { ComponentProps } from 'react';
import { Select } from './ui/select';

export interface ZoneOption {
  code: string;
  nom: string;
}

export function ZoneSelect({ zones, emptyLabel, ...props }: ComponentProps<'select'> & { zones: ZoneOption[]; emptyLabel: string }) {
  return (
    <Select {...props}>
      <option value="">{emptyLabel}</option>
      {zones.map((zone) => (
        <option key={zone.code} value={zone.code}>
          {zone.nom}
        </option>
      ))}
    </Select>
  );
}
