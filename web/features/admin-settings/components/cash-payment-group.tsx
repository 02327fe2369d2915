/**
 * 'Paiement en espèces' in Paiements (issue 24): the ceiling of a customer's first cash order (TND, empty
 * for none), the refused deliveries after which a phone number may no longer pay cash (empty for never),
 * and the confirmation code of a first cash order. The server validates and applies them at checkout.
 */
import { useState } from 'react';
import { CASH_MESSAGES } from '@core/cash';
import { fromMillimes, toMillimes } from '@core/money';
import type { AdminSettingsView } from '@core/schemas/settings';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ToggleField } from './fields';

type CashSettings = Pick<AdminSettingsView['paiements'], 'especes_plafond_premiere_commande' | 'especes_refus_max' | 'especes_code_premiere_commande'>;

export function CashPaymentGroup({ value, onChange }: { value: CashSettings; onChange: (patch: Partial<CashSettings>) => void }) {
  const [ceiling, setCeiling] = useState(value.especes_plafond_premiere_commande === null ? '' : fromMillimes(value.especes_plafond_premiere_commande));
  const [refusals, setRefusals] = useState(value.especes_refus_max === null ? '' : String(value.especes_refus_max));
  return (
    <fieldset className="grid gap-4 rounded-md border border-ink-600 p-4" data-testid="cash-settings">
      <legend className="px-1 text-sm font-semibold text-paper">{CASH_MESSAGES.settingsGroup}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Plafond de la première commande en espèces (TND)" hint="Vide : pas de plafond. Au-delà, le client choisit un autre mode de paiement.">
          <Input
            inputMode="decimal"
            value={ceiling}
            data-testid="cash-ceiling"
            onChange={(e) => {
              setCeiling(e.target.value);
              onChange({ especes_plafond_premiere_commande: optionalMillimes(e.target.value) });
            }}
          />
        </FormField>
        <FormField label="Espèces refusées après (livraisons refusées)" hint="Vide : jamais. Compté par numéro de téléphone, tous comptes confondus.">
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            value={refusals}
            data-testid="cash-refusals"
            onChange={(e) => {
              setRefusals(e.target.value);
              onChange({ especes_refus_max: e.target.value.trim() === '' ? null : Number(e.target.value) });
            }}
          />
        </FormField>
      </div>
      <ToggleField
        label="Confirmer la première commande en espèces par un code"
        checked={value.especes_code_premiere_commande}
        onChange={(on) => onChange({ especes_code_premiere_commande: on })}
        hint="La commande attend « En vérification » que le client saisisse le code reçu (par e-mail pour l’instant)."
      />
    </fieldset>
  );
}

/** Empty: no ceiling; not an amount: NaN, which the server's schema refuses with its French message. */
function optionalMillimes(text: string): number | null {
  if (text.trim() === '') return null;
  try {
    return toMillimes(text.replace(',', '.'));
  } catch {
    return Number.NaN;
  }
}
