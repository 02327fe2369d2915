/** One cart line: picture, name, accompaniment, options chosen, unit price, quantity stepper (max 99) and removal. */
import { useState } from 'react';
import { Fish, Minus, Plus, X } from 'lucide-react';
import { lineTotal, type CartLine } from '@core/cart-line';
import { MAX_QUANTITY } from '@core/limits';
import { formatTND } from '@core/money';
import { groupChoices } from '@core/product-options';

export interface CartLineItemProps {
  line: CartLine;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

const stepButton =
  'inline-flex size-9 items-center justify-center rounded-sm text-paper transition-colors hover:bg-ink-600 ' +
  'disabled:pointer-events-none disabled:opacity-35 [&_svg]:size-4';

function LineImage({ line }: { line: CartLine }) {
  const [failed, setFailed] = useState(false);
  const url = line.product.image_url;
  return (
    <div className="size-18 shrink-0 overflow-hidden rounded-sm border border-ink-600 bg-ink-700">
      {url && !failed ? (
        <img src={url} alt="" width={72} height={72} loading="lazy" decoding="async" onError={() => setFailed(true)} className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center bg-seigaiha text-kin/70">
          <Fish aria-hidden="true" className="size-6" strokeWidth={1.25} />
        </span>
      )}
    </div>
  );
}

export function CartLineItem({ line, onQuantityChange, onRemove }: CartLineItemProps) {
  const name = line.accompaniment ? `${line.product.nom_fr} avec ${line.accompaniment.nom_fr}` : line.product.nom_fr;
  return (
    <li className="flex gap-3.5 py-4" data-line-id={line.id}>
      <LineImage line={line} />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <p className="font-display text-lg leading-tight font-semibold text-paper">{line.product.nom_fr}</p>
            {line.accompaniment && (
              <p className="mt-0.5 text-xs text-kin-300">
                <span aria-hidden="true">+ </span>
                {line.accompaniment.nom_fr}
              </p>
            )}
            {line.options && line.options.length > 0 && (
              <ul className="mt-0.5 text-xs text-kin-300" aria-label={`Options de ${line.product.nom_fr}`} data-testid="line-options">
                {groupChoices(line.options).map(([groupe, names]) => (
                  <li key={groupe}>
                    <span className="text-paper-400">{groupe} :</span> {names.join(', ')}
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-0.5 text-xs text-paper-400 tabular-nums">
              <span className="sr-only">Prix unitaire : </span>
              {formatTND(line.unitPrice)}
            </p>
          </div>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Retirer ${name} du panier`}
            className="-mt-1 -mr-1.5 inline-flex size-9 shrink-0 items-center justify-center rounded-sm text-paper-500 transition-colors hover:bg-ink-700 hover:text-shu-300"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>

        <div className="mt-2 flex items-center justify-between gap-3">
          <div className="inline-flex items-center rounded-sm border border-ink-600 bg-ink" role="group" aria-label={`Quantité de ${name}`}>
            <button type="button" className={stepButton} onClick={() => onQuantityChange(line.quantity - 1)} aria-label={`Diminuer la quantité de ${name}`}>
              <Minus aria-hidden="true" />
            </button>
            <output aria-live="polite" className="w-8 text-center text-sm font-semibold tabular-nums" data-testid="line-quantity">
              {line.quantity}
            </output>
            <button
              type="button"
              className={stepButton}
              onClick={() => onQuantityChange(line.quantity + 1)}
              disabled={line.quantity >= MAX_QUANTITY}
              aria-label={`Augmenter la quantité de ${name}`}
            >
              <Plus aria-hidden="true" />
            </button>
          </div>
          <p className="text-base font-semibold whitespace-nowrap text-paper tabular-nums">
            <span className="sr-only">Total de la ligne : </span>
            {formatTND(lineTotal(line))}
          </p>
        </div>
      </div>
    </li>
  );
}
