/**
 * Delivery address of the checkout: pick one of the saved addresses (most used first) or type one.
 * Picking an address fills the fields and switches the cart to that address's zone. The fields are the
 * checkout form's (react-hook-form, core/schemas/checkout-form.ts), their errors the schema's.
 */
import { useWatch } from 'react-hook-form';
import type { ZoneLivraison } from '@core/catalog';
import { formatTND } from '@core/money';
import { MESSAGES } from '@core/messages';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { CheckoutFormApi } from './checkout-form-api';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import type { SavedAddress } from '../api/get-saved-addresses';

export interface DeliveryAddressFieldsProps {
  form: CheckoutFormApi;
  savedAddresses: SavedAddress[];
  zones: readonly ZoneLivraison[];
  zoneCode: string;
  onZoneChange: (code: string) => void;
}

const TYPED = '';

export function DeliveryAddressFields({ form, savedAddresses, zones, zoneCode, onZoneChange }: DeliveryAddressFieldsProps) {
  const [adresse, ville] = useWatch({ control: form.control, name: ['adresse', 'ville'] });
  const { errors } = form.formState;
  const knownZone = zones.some((zone) => zone.code === zoneCode);
  const picked = savedAddresses.find((a) => a.adresse === adresse && a.ville === ville);
  // A required field is checked once left, not before the customer reached it; once wrong, as it is typed.
  const checkedWhenLeft = (name: 'adresse' | 'ville') => ({
    onBlur: () => void form.trigger(name),
    onChange: () => {
      if (form.getFieldState(name).error) void form.trigger(name);
    },
  });

  function pick(id: string) {
    const address = savedAddresses.find((a) => String(a.id) === id);
    const set = (name: 'adresse' | 'ville' | 'instructionsLivraison', value: string) =>
      form.setValue(name, value, { shouldValidate: form.formState.isSubmitted });
    set('adresse', address?.adresse ?? '');
    set('ville', address?.ville ?? '');
    set('instructionsLivraison', address?.instructions_livraison ?? '');
    if (address && zones.some((zone) => zone.code === address.zone_livraison)) onZoneChange(address.zone_livraison);
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
      <FormField label="Adresse *" error={errors.adresse?.message}>
        <Input autoComplete="street-address" {...form.register('adresse', checkedWhenLeft('adresse'))} />
      </FormField>
      <FormField label="Ville *" error={errors.ville?.message}>
        <Input autoComplete="address-level2" {...form.register('ville', checkedWhenLeft('ville'))} />
      </FormField>
      <FormField label="Instructions de livraison" error={errors.instructionsLivraison?.message}>
        <Textarea placeholder="Étage, code d’entrée, point de repère…" {...form.register('instructionsLivraison')} />
      </FormField>
    </fieldset>
  );
}
