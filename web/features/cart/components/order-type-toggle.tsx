/** 'Livraison' / 'À emporter' switch of the drawer: a radio group (arrow keys move, as native radios do). */
import { Bike, ShoppingBag, type LucideIcon } from 'lucide-react';
import { CART_ORDER_TYPES, ORDER_TYPE_LABELS, type TypeCommande } from '@core/order-type';
import { cn } from '../../../lib/cn';

const ICONS: Record<(typeof CART_ORDER_TYPES)[number], LucideIcon> = { Livraison: Bike, A_emporter: ShoppingBag };

export interface OrderTypeToggleProps {
  value: TypeCommande;
  onChange: (type: TypeCommande) => void;
}

export function OrderTypeToggle({ value, onChange }: OrderTypeToggleProps) {
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-md border border-ink-600 bg-ink p-1">
      <legend className="sr-only">Mode de commande</legend>
      {CART_ORDER_TYPES.map((type) => {
        const Icon = ICONS[type];
        const checked = value === type;
        return (
          <label
            key={type}
            className={cn(
              'relative flex h-11 cursor-pointer items-center justify-center gap-2 rounded-sm text-sm font-medium transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-kin',
              checked ? 'bg-ink-600 text-paper shadow-[inset_0_-2px_0_var(--color-shu)]' : 'text-paper-400 hover:text-paper',
            )}
          >
            <input type="radio" name="type-commande" value={type} checked={checked} onChange={() => onChange(type)} className="sr-only" />
            <Icon aria-hidden="true" className="size-4" strokeWidth={1.75} />
            {ORDER_TYPE_LABELS[type]}
          </label>
        );
      })}
    </fieldset>
  );
}
