/**
 * 'Je paierai avec' under the payment mode when cash is chosen: the note the customer will
 * hand over, so the rider brings change. Optional; typed in TND, checked against the total by the
 * checkout form's schema with the server's rule and message (core/schemas/checkout-form.ts).
 */
import { useWatch } from 'react-hook-form';
import { CASH_MESSAGES } from '@core/cash';
import { formatTND, type Millimes } from '@core/money';
import { parsePaieraAvec } from '@core/schemas/checkout-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { CheckoutFormApi } from './checkout-form-api';

export function PaieraAvecField({ form, total }: { form: CheckoutFormApi; total: Millimes }) {
  const value = useWatch({ control: form.control, name: 'paieraAvec' });
  const amount = parsePaieraAvec(value);
  const change = amount !== null && Number.isFinite(amount) && amount >= total ? formatTND((amount - total) as Millimes) : null;
  return (
    <FormField
      label={`${CASH_MESSAGES.paieraAvecLabel} (TND)`}
      hint={change ? `${CASH_MESSAGES.paieraAvecHint} Monnaie à rendre : ${change}.` : CASH_MESSAGES.paieraAvecHint}
      error={form.formState.errors.paieraAvec?.message}
    >
      <Input inputMode="decimal" placeholder="Ex. 50" {...form.register('paieraAvec')} data-testid="checkout-paiera-avec" />
    </FormField>
  );
}
