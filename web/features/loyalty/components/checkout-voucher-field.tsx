/** The voucher field of the checkout dialog: type a code or pick one of your active vouchers. */
import { Ticket } from 'lucide-react';
import { formatTND } from '@core/money';
import type { VoucherView } from '@core/schemas/loyalty';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

export interface CheckoutVoucherFieldProps {
  value: string;
  onChange: (code: string) => void;
  usable: VoucherView[];
  match: VoucherView | undefined;
  discount: number;
  /** Why the typed code cannot be used (the server's message), shown at once. */
  refusal: string | null;
}

export function CheckoutVoucherField({ value, onChange, usable, match, discount, refusal }: CheckoutVoucherFieldProps) {
  const typed = value.trim().length > 0;
  return (
    <div className="grid gap-2" data-testid="checkout-voucher">
      <Label htmlFor="checkout-voucher-code" className="flex items-center gap-2">
        <Ticket aria-hidden="true" className="size-4 text-kin" />
        Bon d’achat
      </Label>
      <Input
        id="checkout-voucher-code"
        placeholder="SUSHI-XXXXXXXXXX"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby="checkout-voucher-hint"
        aria-invalid={refusal ? true : undefined}
      />
      {usable.length > 0 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Mes bons d’achat">
          {usable.map((v) => (
            <button
              type="button"
              key={v.id}
              aria-pressed={match?.id === v.id}
              onClick={() => onChange(match?.id === v.id ? '' : v.code)}
              className={cn(
                'rounded-sm border px-2.5 py-1 text-xs tabular-nums transition-colors',
                match?.id === v.id ? 'border-kin bg-kin/15 text-kin-200' : 'border-ink-500 text-paper-300 hover:border-kin/60',
              )}
            >
              {v.code} · {formatTND(v.amount)}
            </button>
          ))}
        </div>
      )}
      <p id="checkout-voucher-hint" className={cn('text-xs', refusal ? 'text-shu-300' : 'text-paper-400')} aria-live="polite">
        {match
          ? `Remise de ${formatTND(discount)} appliquée`
          : refusal
            ? refusal
            : typed
              ? 'Code vérifié à la validation de la commande'
              : usable.length > 0
                ? 'Choisissez un de vos bons ou saisissez un code'
                : 'Saisissez le code d’un de vos bons d’achat'}
      </p>
    </div>
  );
}
