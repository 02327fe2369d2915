/**
 * 'Je paierai avec' under the payment mode when cash is chosen (issue 24): the note the customer will
 * hand over, so the rider brings change. Optional; typed in TND, checked against the total with the
 * server's rule (core/cash.ts) and its message.
 */
import { CASH_MESSAGES, paieraAvecIssue } from '@core/cash';
import { formatTND, toMillimes, type Millimes } from '@core/money';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

/** The field's text as millimes: null when empty, NaN when it is not an amount. */
export function parsePaieraAvec(text: string): number | null {
  if (text.trim() === '') return null;
  try {
    return toMillimes(text.trim().replace(',', '.'));
  } catch {
    return Number.NaN;
  }
}

/** The message to show for this text and total, or null when it may be sent. */
export function paieraAvecError(text: string, total: Millimes): string | null {
  const amount = parsePaieraAvec(text);
  if (amount === null) return null;
  if (!Number.isFinite(amount) || amount <= 0) return CASH_MESSAGES.paieraAvecInvalid;
  return paieraAvecIssue({ paieraAvec: amount as Millimes, total, modePaiement: 'especes' });
}

export function PaieraAvecField({
  value,
  onChange,
  total,
  showError,
}: {
  value: string;
  onChange: (text: string) => void;
  total: Millimes;
  showError: boolean;
}) {
  const amount = parsePaieraAvec(value);
  const error = showError ? paieraAvecError(value, total) : null;
  const change = amount !== null && Number.isFinite(amount) && amount >= total ? formatTND((amount - total) as Millimes) : null;
  return (
    <FormField
      label={`${CASH_MESSAGES.paieraAvecLabel} (TND)`}
      hint={change ? `${CASH_MESSAGES.paieraAvecHint} Monnaie à rendre : ${change}.` : CASH_MESSAGES.paieraAvecHint}
      error={error ?? undefined}
    >
      <Input inputMode="decimal" placeholder="Ex. 50" value={value} onChange={(e) => onChange(e.target.value)} data-testid="checkout-paiera-avec" />
    </FormField>
  );
}
