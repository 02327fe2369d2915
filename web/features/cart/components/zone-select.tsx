/** Delivery zone of the drawer, with the spec's loading and empty states. */
import { ChevronDown } from 'lucide-react';
import type { ZoneLivraison } from '@core/catalog';
import { ORDER_BUTTON_LABELS } from '@core/delivery';
import { MESSAGES } from '@core/messages';
import { formatTND } from '@core/money';

export interface ZoneSelectProps {
  zones: ZoneLivraison[];
  loading: boolean;
  value: string;
  onChange: (code: string) => void;
}

export function ZoneSelect({ zones, loading, value, onChange }: ZoneSelectProps) {
  if (loading)
    return (
      <p className="text-sm text-paper-400" role="status">
        {MESSAGES.cart.loadingZones}
      </p>
    );
  if (zones.length === 0) return <p className="text-sm text-shu-300">{MESSAGES.cart.noZones}</p>;

  const known = zones.some((zone) => zone.code === value);
  return (
    <div className="relative">
      <label htmlFor="cart-zone" className="sr-only">
        Zone de livraison
      </label>
      <select
        id="cart-zone"
        value={known ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full cursor-pointer appearance-none rounded-sm border border-ink-600 bg-ink pr-10 pl-3.5 text-sm text-paper transition-colors hover:border-kin/50 focus-visible:border-kin"
      >
        {!known && (
          <option value="" disabled>
            {ORDER_BUTTON_LABELS.selectZone}
          </option>
        )}
        {zones.map((zone) => (
          <option key={zone.id} value={zone.code}>
            {zone.nom} · {zone.frais_livraison === 0 ? MESSAGES.cart.free : formatTND(zone.frais_livraison)}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-kin" />
    </div>
  );
}
