/**
 * Delivery address of the checkout: pick one of the saved addresses (most used first) or type one.
 * Picking an address fills the fields and switches the cart to that address's zone.
 */
import { useState } from 'react';
import type { ZoneLivraison } from '@core/catalog';
import { formatTND } from '@core/money';
import { MESSAGES } from '@core/messages';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import type { SavedAddress } from '../api/get-saved-addresses';

export interface AddressValue {
  adresse: string;
  ville: string;
  instructionsLivraison: string;
}

export interface DeliveryAddressFieldsProps {
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  savedAddresses: SavedAddress[];
  zones: readonly ZoneLivraison[];
  zoneCode: string;
  onZoneChange: (code: string) => void;
}

const TYPED = '';

export function DeliveryAddressFields({ value, onChange, savedAddresses, zones, zoneCode, onZoneChange }: DeliveryAddressFieldsProps) {
  // A required field is marked invalid only once left empty, not before the customer reached it.
  const [touched, setTouched] = useState({ adresse: false, ville: false });
  const knownZone = zones.some((zone) => zone.code === zoneCode);
  const picked = savedAddresses.find((a) => a.adresse === value.adresse && a.ville === value.ville);

  function pick(id: string) {
    const address = savedAddresses.find((a) => String(a.id) === id);
    if (!address) return onChange({ adresse: '', ville: '', instructionsLivraison: '' });
    onChange({ adresse: address.adresse, ville: address.ville, instructionsLivraison: address.instructions_livraison ?? '' });
    if (zones.some((zone) => zone.code === address.zone_livraison)) onZoneChange(address.zone_livraison);
  }

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3">
      <legend className="mb-2 text-xs font-semibold tracking-[0.2em] text-kin uppercase">Adresse de livraison</legend>
      {savedAddresses.length > 0 && (
        <div className="grid gap-1.5">
          <Label htmlFor="checkout-saved-address">Mes adresses</Label>
          <NativeSelect id="checkout-saved-address" value={picked ? String(picked.id) : TYPED} onChange={(e) => pick(e.target.value)}>
            <option value={TYPED}>Saisir une autre adresse</option>
            {savedAddresses.map((address) => (
              <option key={address.id} value={address.id}>
                {address.label} · {address.adresse}, {address.ville}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor="checkout-zone">Zone de livraison *</Label>
        <NativeSelect id="checkout-zone" value={knownZone ? zoneCode : ''} onChange={(e) => onZoneChange(e.target.value)}>
          {!knownZone && (
            <option value="" disabled>
              {MESSAGES.checkout.zoneRequired}
            </option>
          )}
          {zones.map((zone) => (
            <option key={zone.id} value={zone.code}>
              {zone.nom} · {zone.frais_livraison === 0 ? MESSAGES.cart.free : formatTND(zone.frais_livraison)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="checkout-adresse">Adresse *</Label>
        <Input
          id="checkout-adresse"
          autoComplete="street-address"
          value={value.adresse}
          aria-invalid={touched.adresse && !value.adresse.trim() ? true : undefined}
          onBlur={() => setTouched((t) => ({ ...t, adresse: true }))}
          onChange={(e) => onChange({ ...value, adresse: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="checkout-ville">Ville *</Label>
        <Input
          id="checkout-ville"
          autoComplete="address-level2"
          value={value.ville}
          aria-invalid={touched.ville && !value.ville.trim() ? true : undefined}
          onBlur={() => setTouched((t) => ({ ...t, ville: true }))}
          onChange={(e) => onChange({ ...value, ville: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="checkout-instructions-livraison">Instructions de livraison</Label>
        <Textarea
          id="checkout-instructions-livraison"
          placeholder="Étage, code d’entrée, point de repère…"
          value={value.instructionsLivraison}
          onChange={(e) => onChange({ ...value, instructionsLivraison: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
