/**
 * The 'Code promo' field of the cart and the checkout: type a code and apply it; it is then checked by the
 * server with the cart as it is (and again whenever the cart, the order type, the slot or the payment mode changes),
 * and says it applies or why not (the server's French words). Not a form of its own: the checkout's form holds it, so
 * Enter applies the code instead of sending the order. PromoCodeEntry is the same field held by its caller (the
 * board's phone order keeps the code in its own form).
 */
import { useId, useState } from 'react';
import { BadgePercent, X } from 'lucide-react';
import { normalizePromoCode, PROMOTION_MESSAGES } from '@core/promotions';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { cn } from '../lib/cn';
import { setPromoChoices, usePromoChoices, type PromoQuote } from '../lib/promo-quote';

type CodeQuote = Pick<PromoQuote, 'codeApplied' | 'codeRefusal' | 'checking'>;

/** The shop's: the code is the cart's choice (lib/promo-quote.ts). */
export function PromoCodeField({ quote, className }: { quote: CodeQuote; className?: string }) {
  const { code } = usePromoChoices();
  return <PromoCodeEntry code={code} onCodeChange={(next) => setPromoChoices({ code: next })} quote={quote} className={className} />;
}

/** The field with its code held by the caller ('' when none): applied codes are normalised, removed as ''. */
export function PromoCodeEntry({
  code,
  onCodeChange,
  quote,
  className,
}: {
  code: string;
  onCodeChange: (code: string) => void;
  quote: CodeQuote;
  className?: string;
}) {
  const [typed, setTyped] = useState('');
  const id = useId();
  const apply = () => {
    const next = normalizePromoCode(typed);
    if (next) onCodeChange(next);
    setTyped('');
  };
  const status = !code ? null : quote.codeApplied ? `Code ${code} appliqué` : (quote.codeRefusal ?? (quote.checking ? 'Vérification du code…' : null));
  return (
    <div className={cn('grid gap-1.5', className)} data-testid="promo-code">
      <Label htmlFor={code ? undefined : `${id}-code`} className="flex items-center gap-2">
        <BadgePercent aria-hidden="true" className="size-4 text-kin" />
        {PROMOTION_MESSAGES.codeLabel}
      </Label>
      {code ? (
        <div className="flex items-center justify-between gap-3 rounded-sm border border-ink-500 bg-ink-800 py-1 pr-1 pl-3.5">
          <span className="font-semibold tracking-[0.08em] text-paper tabular-nums">{code}</span>
          <Button type="button" variant="ghost" size="sm" onClick={() => onCodeChange('')} aria-label={`Retirer le code ${code}`}>
            <X aria-hidden="true" />
            Retirer
          </Button>
        </div>
      ) : (
        <div className="flex gap-2">
          <Input
            id={`${id}-code`}
            value={typed}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="BIENVENUE"
            maxLength={40}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              apply();
            }}
          />
          <Button type="button" variant="outline" onClick={apply} disabled={!typed.trim()}>
            Appliquer
          </Button>
        </div>
      )}
      <p
        className={cn('min-h-4 text-xs', quote.codeApplied ? 'text-kin-300' : quote.codeRefusal ? 'text-shu-300' : 'text-paper-400')}
        aria-live="polite"
        data-testid="promo-code-status"
      >
        {status}
      </p>
    </div>
  );
}
