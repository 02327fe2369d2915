/**
 * The picker of a product with option groups, in the style of 'Choisir un accompagnement':
 * one fieldset per group (radio buttons when one option at most, checkboxes up to the maximum), each
 * option's price or 'Gratuit', sold-out options shown and disabled, required groups marked, the running
 * price, and the add button disabled until the choices hold (core/product-options.ts, the server's rules).
 * A product that also has accompaniments asks for one here as its first group.
 */
import { useId, useMemo, useState } from 'react';
import type { Accompagnement, GroupeOptions, Produit, PublicCatalog } from '@core/catalog';
import { accompanimentPrice, extraPriceText, type CartOption } from '@core/cart-line';
import { formatTND, sumMillimes } from '@core/money';
import { OPTION_MESSAGES, checkSelection, choiceBounds, groupsOfProduct, optionPrice, toggleOption } from '@core/product-options';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { accompanimentsOf } from '../utils/accompaniments';
import { PickerHeader } from './picker-header';

export interface OptionPickerProps {
  produit: Produit | null;
  catalog: PublicCatalog;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  onChoose: (produit: Produit, side: Accompagnement | null, options: CartOption[]) => void;
}

function Price({ price }: { price: number }) {
  return <span className={cn('text-sm font-semibold', price === 0 ? 'text-kin-300' : 'text-paper tabular-nums')}>{extraPriceText(price)}</span>;
}

const rowClass =
  'flex min-h-14 w-full cursor-pointer items-center gap-3 rounded-md border border-ink-600 bg-ink-700/60 px-4 py-3 text-left transition-colors hover:border-kin/60 hover:bg-ink-700 has-[:checked]:border-kin has-[:checked]:bg-ink-700 has-[:focus-visible]:border-kin';
const inputClass = 'size-5 shrink-0 accent-kin';

function GroupLegend({ name, rule, required }: { name: string; rule: string; required: boolean }) {
  return (
    <legend className="mb-2 flex w-full items-baseline gap-2">
      <span className="font-display text-lg font-semibold text-paper">{name}</span>
      <span className="text-sm text-paper-400">{rule}</span>
      <span
        className={cn(
          'ml-auto rounded-sm px-2 py-0.5 text-[0.7rem] font-semibold tracking-wide uppercase',
          required ? 'bg-shu/25 text-shu-300' : 'bg-ink-600 text-paper-300',
        )}
      >
        {required ? OPTION_MESSAGES.required : OPTION_MESSAGES.optional}
      </span>
    </legend>
  );
}

function OptionGroup({ group, chosen, onToggle }: { group: GroupeOptions; chosen: ReadonlySet<number>; onToggle: (group: GroupeOptions, id: number) => void }) {
  const name = useId();
  const { min, max } = choiceBounds(group);
  const single = max === 1;
  const picked = group.options.filter((o) => chosen.has(o.id)).length;
  return (
    <fieldset data-testid={`option-group-${group.id}`}>
      <GroupLegend name={group.nom_fr} rule={OPTION_MESSAGES.rule(group)} required={min > 0} />
      <ul className="flex flex-col gap-2">
        {group.options.map((option) => {
          const checked = chosen.has(option.id);
          const full = !single && !checked && picked >= max;
          const disabled = option.rupture || full;
          return (
            <li key={option.id}>
              <label className={cn(rowClass, disabled && 'cursor-not-allowed opacity-55 hover:border-ink-600 hover:bg-ink-700/60')}>
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={name}
                  className={inputClass}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onToggle(group, option.id)}
                  // A radio of an optional group can be unchosen by tapping it again.
                  onClick={() => single && checked && min === 0 && onToggle(group, option.id)}
                />
                <span className="min-w-0 flex-1 font-medium text-paper">{option.nom_fr}</span>
                {option.rupture ? (
                  <span className="text-sm font-semibold text-paper-400">{OPTION_MESSAGES.soldOut}</span>
                ) : (
                  <Price price={optionPrice(option)} />
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function SideGroup({ sides, chosen, onChoose }: { sides: Accompagnement[]; chosen: number | null; onChoose: (id: number) => void }) {
  const name = useId();
  return (
    <fieldset data-testid="option-group-sides">
      <GroupLegend name="Accompagnement" rule="1 au choix" required />
      <ul className="flex flex-col gap-2">
        {sides.map((side) => (
          <li key={side.id}>
            <label className={rowClass}>
              <input type="radio" name={name} className={inputClass} checked={chosen === side.id} onChange={() => onChoose(side.id)} />
              <span className="min-w-0 flex-1 font-medium text-paper">{side.nom_fr}</span>
              <Price price={accompanimentPrice(side)} />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function PickerBody({ produit, catalog, onChoose }: { produit: Produit; catalog: PublicCatalog; onChoose: OptionPickerProps['onChoose'] }) {
  const groups = useMemo(() => groupsOfProduct(catalog.groupes_options, produit.id), [catalog, produit.id]);
  const sides = useMemo(() => (produit.a_des_accompagnements ? accompanimentsOf(produit.id, catalog) : []), [catalog, produit]);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [sideId, setSideId] = useState<number | null>(null);
  const hintId = useId();

  const toggle = (group: GroupeOptions, id: number) => setChosen((current) => new Set(toggleOption([...current], group, id)));

  const check = checkSelection({ productName: produit.nom_fr, groups, optionIds: [...chosen] });
  const side = sides.find((s) => s.id === sideId) ?? null;
  const sideMissing = sides.length > 0 && side === null;
  const valid = check.ok && !sideMissing;
  const optionsPrice = sumMillimes(groups.flatMap((g) => g.options.filter((o) => chosen.has(o.id)).map(optionPrice)));
  const total = sumMillimes([produit.prix, side ? accompanimentPrice(side) : 0, optionsPrice]);
  const hint = !check.ok ? check.error.message : sideMissing ? `Choisissez un accompagnement pour ${produit.nom_fr}` : null;

  return (
    <>
      <div className="-mx-1 flex max-h-[min(60vh,34rem)] flex-col gap-5 overflow-y-auto px-1">
        {sides.length > 0 && <SideGroup sides={sides} chosen={sideId} onChoose={setSideId} />}
        {groups.map((group) => (
          <OptionGroup key={group.id} group={group} chosen={chosen} onToggle={toggle} />
        ))}
      </div>
      <div className="grid gap-2">
        <p id={hintId} aria-live="polite" className="min-h-5 text-sm text-paper-300" data-testid="option-hint">
          {hint}
        </p>
        <Button
          className="w-full"
          disabled={!valid}
          aria-describedby={hint ? hintId : undefined}
          onClick={() => check.ok && valid && onChoose(produit, side, check.choices)}
          data-testid="option-add"
        >
          {OPTION_MESSAGES.add} · <span className="tabular-nums">{formatTND(total)}</span>
        </Button>
        <DialogClose asChild>
          <Button variant="ghost" className="w-full border border-ink-600">
            {OPTION_MESSAGES.cancel}
          </Button>
        </DialogClose>
      </div>
    </>
  );
}

export default function OptionPicker({ produit, catalog, onClose, onCloseAutoFocus, onChoose }: OptionPickerProps) {
  return (
    <Dialog open={produit !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md grid-cols-[minmax(0,1fr)] gap-4 p-5 sm:p-6" onCloseAutoFocus={onCloseAutoFocus} data-testid="option-picker">
        <PickerHeader productName={produit?.nom_fr} title="Choisir vos options" />
        {/* Keyed by product: a new product starts with no choice. */}
        {produit && <PickerBody key={produit.id} produit={produit} catalog={catalog} onChoose={onChoose} />}
      </DialogContent>
    </Dialog>
  );
}
