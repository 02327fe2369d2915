/**
 * 'Paiement en espèces' in Paiements: the ceiling of a customer's first cash order (TND, empty
 * for none), the refused deliveries after which a phone number may no longer pay cash (empty for never),
 * and the confirmation code of a first cash order. The server validates and applies them at checkout.
 */
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { CASH_MESSAGES } from '@core/cash';
import type { PaiementsForm, SectionInput } from '@core/schemas/settings';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { sectionFields, ToggleField } from './fields';

/** The Paiements section's form: the ceiling is typed in TND (blank: none), the refusals as a number (blank: never). */
export type PaymentsFormApi = UseFormReturn<z.input<typeof PaiementsForm>, unknown, SectionInput<'paiements'>>;

export function CashPaymentGroup({ form }: { form: PaymentsFormApi }) {
  const f = sectionFields(form);
  return (
    <fieldset className="grid gap-4 rounded-md border border-ink-600 p-4" data-testid="cash-settings">
      <legend className="px-1 text-sm font-semibold text-paper">{CASH_MESSAGES.settingsGroup}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          label="Plafond de la première commande en espèces (TND)"
          hint="Vide : pas de plafond. Au-delà, le client choisit un autre mode de paiement."
          error={f.error('especes_plafond_premiere_commande')}
        >
          <Input inputMode="decimal" {...form.register('especes_plafond_premiere_commande')} data-testid="cash-ceiling" />
        </FormField>
        <FormField
          label="Espèces refusées après (livraisons refusées)"
          hint="Vide : jamais. Compté par numéro de téléphone, tous comptes confondus."
          error={f.error('especes_refus_max')}
        >
          <Input type="number" inputMode="numeric" min={1} {...f.optionalNumber('especes_refus_max')} data-testid="cash-refusals" />
        </FormField>
      </div>
      <ToggleField
        label="Confirmer la première commande en espèces par un code"
        {...f.check('especes_code_premiere_commande')}
        hint="La commande attend « En vérification » que le client saisisse le code reçu : par WhatsApp ou SMS s’il a choisi ce canal (configuré), par e-mail sinon."
      />
    </fieldset>
  );
}
