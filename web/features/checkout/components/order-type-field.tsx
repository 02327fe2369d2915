/** Livraison or À emporter, the same choice as the cart drawer's toggle (it changes the cart). */
import { CART_ORDER_TYPES, ORDER_TYPE_LABELS, type TypeCommande } from '@core/order-type';
import { RadioCard, RadioGroup } from '../../../components/ui/radio-group';

export function OrderTypeField({ value, onChange }: { value: TypeCommande; onChange: (type: TypeCommande) => void }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-xs font-semibold tracking-[0.2em] text-kin uppercase">Type de commande</legend>
      <RadioGroup value={value} onValueChange={(type) => onChange(type as TypeCommande)} className="grid-cols-2" aria-label="Type de commande">
        {CART_ORDER_TYPES.map((type) => (
          <RadioCard key={type} value={type}>
            {ORDER_TYPE_LABELS[type]}
          </RadioCard>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
