/** Payment mode among those marked actif; none active is a checkout gate (its message is shown). */
import { Banknote, CreditCard, Smartphone } from 'lucide-react';
import type { ModePaiement } from '@core/payment-mode';
import { RadioCard, RadioGroup } from '../../../components/ui/radio-group';
import type { PaymentModeOption } from '../api/get-payment-modes';

const ICONS: Record<ModePaiement, typeof Banknote> = { konnect: Smartphone, especes: Banknote, carte: CreditCard };

export interface PaymentModeFieldProps {
  modes: PaymentModeOption[];
  value: ModePaiement | null;
  onChange: (mode: ModePaiement) => void;
}

export function PaymentModeField({ modes, value, onChange }: PaymentModeFieldProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-xs font-semibold tracking-[0.2em] text-kin uppercase">Mode de paiement</legend>
      <RadioGroup value={value ?? ''} onValueChange={(mode) => onChange(mode as ModePaiement)} aria-label="Mode de paiement">
        {modes.map((mode) => {
          const Icon = ICONS[mode.key];
          return (
            <RadioCard key={mode.key} value={mode.key} data-testid={`payment-${mode.key}`}>
              <Icon aria-hidden="true" className="size-4 text-kin" />
              <span className="flex flex-col">
                <span className="font-medium">{mode.label}</span>
                {mode.description && <span className="text-xs text-paper-400">{mode.description}</span>}
              </span>
            </RadioCard>
          );
        })}
      </RadioGroup>
    </fieldset>
  );
}
