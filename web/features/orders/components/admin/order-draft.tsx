// Over 400 lines: the pieces the phone order and the correction share (menu tiles, lines, fulfilment, totals), kept together so both dialogs read one place.
/**
 * The content of a staff order, shared by the phone order and the correction: the menu as big
 * tiles by category (sold-out dishes greyed, a dish with sides offers them as extra tiles, a dish with
 * option groups asks for its choices first), the lines
 * with − / + and remove, pickup or delivery with the zone and address (a known customer's addresses one
 * tap away) and the totals as the shop computes them. The server prices the order again; this is the
 * preview staff read to the customer.
 */
import { Fragment, useMemo, useState } from 'react';
import { Minus, Plus, Trash2 } from 'lucide-react';
import type { GroupeOptions, Produit, PublicCatalog } from '@core/catalog';
import { accompanimentPrice, cartLineId, extraPriceText } from '@core/cart-line';
import {
  OPTION_MESSAGES,
  checkSelection,
  choiceBounds,
  formatChoices,
  groupsOfProduct,
  hasOptionGroups,
  normalizeOptionIds,
  optionPrice,
  toggleOption,
} from '@core/product-options';
import { findZone, minimumCommande, orderDeliveryFee } from '@core/delivery';
import { formatTND, type Millimes } from '@core/money';
import { isSoldOut } from '@core/sold-out';
import type { StaffCustomerView } from '@core/schemas/staff-orders';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { ZoneSelect } from '../../../../components/zone-select';
import { cn } from '../../../../lib/cn';

export interface DraftLine {
  product_id: number;
  accompaniment_id: number | null;
  /** Options chosen in the product's groups, ids in ascending order. */
  options?: number[];
  quantity: number;
}

export interface OrderDraft {
  lines: DraftLine[];
  type_commande: 'A_emporter' | 'Livraison' | 'Sur_place';
  zone_livraison: string;
  adresse_livraison: string;
  ville_livraison: string;
  instructions_livraison: string;
  instructions_speciales: string;
}

export const EMPTY_DRAFT: OrderDraft = {
  lines: [],
  type_commande: 'A_emporter',
  zone_livraison: '',
  adresse_livraison: '',
  ville_livraison: '',
  instructions_livraison: '',
  instructions_speciales: '',
};

/** The checkout payload of a draft (the shop's PlaceOrderInput, without the payment mode). */
export function draftPayload(draft: OrderDraft) {
  const delivery = draft.type_commande === 'Livraison';
  return {
    type_commande: draft.type_commande,
    zone_livraison: delivery ? draft.zone_livraison || null : null,
    adresse_livraison: delivery ? draft.adresse_livraison || null : null,
    ville_livraison: delivery ? draft.ville_livraison || null : null,
    instructions_livraison: delivery ? draft.instructions_livraison || null : null,
    instructions_speciales: draft.instructions_speciales || null,
    items: draft.lines.map((line) => ({
      product_id: line.product_id,
      accompaniment_id: line.accompaniment_id,
      options: line.options ?? [],
      quantity: line.quantity,
    })),
  };
}

export interface DraftTotals {
  subtotal: Millimes;
  fee: Millimes;
  total: Millimes;
  /** The zone's minimum when the subtotal is below it. */
  belowMinimum: Millimes | null;
}

export function draftTotals(draft: OrderDraft, catalog: PublicCatalog): DraftTotals {
  const products = new Map(catalog.produits.map((p) => [p.id, p]));
  const sides = new Map(catalog.accompagnements.map((a) => [a.id, a]));
  const options = new Map((catalog.groupes_options ?? []).flatMap((g) => g.options.map((o) => [o.id, o] as const)));
  let subtotal = 0;
  for (const line of draft.lines) {
    const side = line.accompaniment_id === null ? undefined : sides.get(line.accompaniment_id);
    const extras = (line.options ?? []).reduce((sum, id) => sum + (options.has(id) ? optionPrice(options.get(id)!) : 0), 0);
    subtotal += ((products.get(line.product_id)?.prix ?? 0) + (side ? accompanimentPrice(side) : 0) + extras) * line.quantity;
  }
  const zones = catalog.zones_livraison;
  const zone = draft.type_commande === 'Livraison' ? findZone(zones, draft.zone_livraison) : undefined;
  const fee = zone ? orderDeliveryFee({ typeCommande: 'Livraison', zoneCode: zone.code, zones, subtotal }) : 0;
  const minimum = zone ? minimumCommande(zone) : 0;
  return { subtotal, fee, total: subtotal + fee, belowMinimum: zone && subtotal < minimum ? minimum : null };
}

const draftLineKey = (line: Pick<DraftLine, 'product_id' | 'accompaniment_id' | 'options'>) =>
  cartLineId(line.product_id, line.accompaniment_id, line.options ?? []);

function addLine(lines: DraftLine[], productId: number, accompanimentId: number | null, optionIds: number[] = []): DraftLine[] {
  const options = normalizeOptionIds(optionIds);
  const key = draftLineKey({ product_id: productId, accompaniment_id: accompanimentId, options });
  const found = lines.find((l) => draftLineKey(l) === key);
  if (found) return lines.map((l) => (l === found ? { ...l, quantity: Math.min(99, l.quantity + 1) } : l));
  return [...lines, { product_id: productId, accompaniment_id: accompanimentId, ...(options.length ? { options } : {}), quantity: 1 }];
}

/**
 * The choices of a product with option groups, as big toggles: the same rules as the shop's
 * picker (core/product-options.ts), 'Ajouter' disabled until they hold, the reason said.
 */
function OptionChooser({
  produit,
  sideId,
  catalog,
  onAdd,
  onCancel,
}: {
  produit: Produit;
  sideId: number | null;
  catalog: PublicCatalog;
  onAdd: (optionIds: number[]) => void;
  onCancel: () => void;
}) {
  const groups = groupsOfProduct(catalog.groupes_options, produit.id);
  const [chosen, setChosen] = useState<number[]>([]);
  const check = checkSelection({ productName: produit.nom_fr, groups, optionIds: chosen });
  const side = sideId === null ? null : catalog.accompagnements.find((a) => a.id === sideId);
  const toggle = (group: GroupeOptions, id: number) => setChosen((current) => toggleOption(current, group, id));
  return (
    <div
      className="col-span-full grid gap-3 rounded-md border border-kin/50 bg-ink-800 p-3"
      role="group"
      aria-label={`Options de ${produit.nom_fr}`}
      data-testid="staff-option-chooser"
    >
      <p className="font-semibold text-paper">
        {produit.nom_fr}
        {side ? ` avec ${side.nom_fr}` : ''}
      </p>
      {groups.map((group) => {
        const { min, max } = choiceBounds(group);
        const picked = group.options.filter((o) => chosen.includes(o.id)).length;
        return (
          <div key={group.id} className="grid gap-1.5">
            <p className="text-sm text-paper-200">
              {group.nom_fr} <span className="text-paper-400">· {OPTION_MESSAGES.rule(group)}</span>
              {min > 0 && <span className="text-shu-300"> · {OPTION_MESSAGES.required}</span>}
            </p>
            <div className="flex flex-wrap gap-2">
              {group.options.map((option) => {
                const on = chosen.includes(option.id);
                const full = max > 1 && !on && picked >= max;
                return (
                  <Button
                    key={option.id}
                    type="button"
                    size="sm"
                    variant={on ? 'secondary' : 'outline'}
                    aria-pressed={on}
                    disabled={option.rupture || full}
                    onClick={() => toggle(group, option.id)}
                  >
                    {option.nom_fr} {option.rupture ? `(${OPTION_MESSAGES.soldOut})` : extraPriceText(optionPrice(option))}
                  </Button>
                );
              })}
            </div>
          </div>
        );
      })}
      <p className="min-h-5 text-sm text-paper-300" aria-live="polite">
        {check.ok ? '' : check.error.message}
      </p>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {OPTION_MESSAGES.cancel}
        </Button>
        <Button type="button" disabled={!check.ok} onClick={() => onAdd(chosen)} data-testid="staff-option-add">
          {OPTION_MESSAGES.add}
        </Button>
      </div>
    </div>
  );
}

export function MenuPicker({
  catalog,
  onAdd,
}: {
  catalog: PublicCatalog;
  onAdd: (productId: number, accompanimentId: number | null, optionIds?: number[]) => void;
}) {
  const categories = useMemo(() => catalog.categories.filter((c) => catalog.produits.some((p) => p.category_id === c.id)), [catalog]);
  const [categoryId, setCategoryId] = useState<number | null>(categories[0]?.id ?? null);
  // A product with option groups asks for its choices before it is added.
  const [choosing, setChoosing] = useState<{ produit: Produit; sideId: number | null } | null>(null);
  const add = (produit: Produit, sideId: number | null) => {
    if (hasOptionGroups(catalog.groupes_options, produit.id)) setChoosing({ produit, sideId });
    else onAdd(produit.id, sideId);
  };
  const now = new Date();
  const products = catalog.produits.filter((p) => p.category_id === categoryId);
  const sidesOf = (productId: number) =>
    catalog.produits_accompagnements
      .filter((l) => l.produit_id === productId)
      .flatMap((l) => catalog.accompagnements.filter((a) => a.id === l.accompagnement_id));
  return (
    <section aria-label="Carte" className="grid gap-3">
      <div className="flex gap-2 overflow-x-auto pb-1" role="group" aria-label="Catégories">
        {categories.map((c) => (
          <Button
            key={c.id}
            type="button"
            size="sm"
            variant={c.id === categoryId ? 'secondary' : 'ghost'}
            aria-pressed={c.id === categoryId}
            onClick={() => setCategoryId(c.id)}
          >
            {c.nom_fr}
          </Button>
        ))}
      </div>
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-3">
        {products.map((p) => {
          const soldOut = isSoldOut(p, now);
          return (
            <li key={p.id} className="flex flex-col gap-1">
              <button
                type="button"
                disabled={soldOut}
                onClick={() => add(p, null)}
                data-testid={`menu-add-${p.id}`}
                className={cn(
                  'grid min-h-16 content-start gap-0.5 rounded-md border border-ink-600 bg-ink-700/60 px-3 py-2 text-left transition-colors hover:border-kin/60 active:translate-y-px',
                  soldOut && 'cursor-not-allowed opacity-50',
                )}
              >
                <span className="text-sm leading-tight font-medium text-paper">{p.nom_fr}</span>
                <span className="text-xs text-paper-300 tabular-nums">{soldOut ? 'Épuisé' : formatTND(p.prix)}</span>
              </button>
              {!soldOut &&
                sidesOf(p.id)
                  .filter((side) => !isSoldOut(side, now))
                  .map((side) => (
                    <button
                      key={side.id}
                      type="button"
                      onClick={() => add(p, side.id)}
                      className="rounded-sm border border-dashed border-ink-500 px-2 py-2 text-left text-xs text-paper-300 hover:border-kin/60"
                    >
                      + avec {side.nom_fr} ({extraPriceText(accompanimentPrice(side))})
                    </button>
                  ))}
            </li>
          );
        })}
        {choosing && choosing.produit.category_id === categoryId && (
          <li className="col-span-full">
            <OptionChooser
              key={`${choosing.produit.id}-${choosing.sideId}`}
              produit={choosing.produit}
              sideId={choosing.sideId}
              catalog={catalog}
              onCancel={() => setChoosing(null)}
              onAdd={(optionIds) => {
                onAdd(choosing.produit.id, choosing.sideId, optionIds);
                setChoosing(null);
              }}
            />
          </li>
        )}
      </ul>
    </section>
  );
}

export function DraftLines({ draft, catalog, onChange }: { draft: OrderDraft; catalog: PublicCatalog; onChange: (lines: DraftLine[]) => void }) {
  const name = (line: DraftLine) => {
    const product = catalog.produits.find((p) => p.id === line.product_id)?.nom_fr ?? `Produit ${line.product_id}`;
    const side = line.accompaniment_id === null ? null : catalog.accompagnements.find((a) => a.id === line.accompaniment_id)?.nom_fr;
    const options = new Map((catalog.groupes_options ?? []).flatMap((g) => g.options.map((o) => [o.id, { groupe: g.nom_fr, option: o.nom_fr }] as const)));
    const choices = formatChoices((line.options ?? []).flatMap((id) => (options.has(id) ? [options.get(id)!] : [])));
    return `${side ? `${product} (avec ${side})` : product}${choices ? ` — ${choices}` : ''}`;
  };
  if (draft.lines.length === 0)
    return <p className="rounded-md border border-dashed border-ink-500 px-4 py-6 text-center text-sm text-paper-400">Aucun article</p>;
  const set = (index: number, quantity: number) =>
    onChange(
      quantity <= 0 ? draft.lines.filter((_, i) => i !== index) : draft.lines.map((l, i) => (i === index ? { ...l, quantity: Math.min(99, quantity) } : l)),
    );
  return (
    <ul className="grid gap-1.5" aria-label="Articles de la commande" data-testid="draft-lines">
      {draft.lines.map((line, index) => (
        <li key={draftLineKey(line)} className="flex items-center gap-2 rounded-sm bg-ink-700/50 px-2 py-1">
          <span className="min-w-0 flex-1 text-sm break-words text-paper">{name(line)}</span>
          <Button type="button" size="icon" variant="ghost" aria-label={`Retirer un ${name(line)}`} onClick={() => set(index, line.quantity - 1)}>
            <Minus aria-hidden="true" />
          </Button>
          <span className="w-6 text-center font-semibold tabular-nums" aria-label={`Quantité ${name(line)}`}>
            {line.quantity}
          </span>
          <Button type="button" size="icon" variant="ghost" aria-label={`Ajouter un ${name(line)}`} onClick={() => set(index, line.quantity + 1)}>
            <Plus aria-hidden="true" />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className="text-shu-300"
            aria-label={`Supprimer ${name(line)}`}
            onClick={() => set(index, 0)}
            data-testid="draft-line-remove"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The delivery fields a form may report errors on (the server's paths under commande). */
type FulfilmentErrors = Partial<Record<'zone_livraison' | 'adresse_livraison' | 'ville_livraison', string>>;

export function Fulfilment({
  draft,
  catalog,
  addresses = [],
  errors = {},
  onChange,
}: {
  draft: OrderDraft;
  catalog: PublicCatalog;
  addresses?: StaffCustomerView['adresses'];
  errors?: FulfilmentErrors;
  onChange: (patch: Partial<OrderDraft>) => void;
}) {
  const deliveryErrors = [errors.zone_livraison, errors.adresse_livraison, errors.ville_livraison].filter(Boolean);
  const zones = catalog.zones_livraison;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-paper">Retrait ou livraison</legend>
      <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label="Type de commande">
        {(
          [
            ['A_emporter', 'À emporter'],
            ['Livraison', 'Livraison'],
          ] as const
        ).map(([value, label]) => (
          <Button
            key={value}
            type="button"
            role="radio"
            aria-checked={draft.type_commande === value}
            variant={draft.type_commande === value ? 'secondary' : 'outline'}
            onClick={() => onChange({ type_commande: value })}
          >
            {label}
          </Button>
        ))}
      </div>
      {draft.type_commande === 'Livraison' && (
        <div className="grid gap-2">
          {addresses.length > 0 && (
            <div className="flex flex-wrap gap-2" aria-label="Adresses du client">
              {addresses.map((a) => (
                <Button
                  key={`${a.adresse}-${a.ville}`}
                  type="button"
                  size="sm"
                  variant="ghost"
                  className="h-auto! min-h-9 border border-ink-500 py-1 whitespace-normal!"
                  onClick={() =>
                    onChange({
                      adresse_livraison: a.adresse,
                      ville_livraison: a.ville,
                      zone_livraison: a.zone_livraison,
                      instructions_livraison: a.instructions_livraison ?? '',
                    })
                  }
                >
                  {a.adresse}, {a.ville}
                </Button>
              ))}
            </div>
          )}
          <ZoneSelect
            aria-label="Zone de livraison"
            zones={zones}
            emptyLabel="Zone de livraison"
            value={draft.zone_livraison}
            aria-invalid={errors.zone_livraison ? true : undefined}
            onChange={(e) => onChange({ zone_livraison: e.target.value })}
          />
          {(
            [
              ['adresse_livraison', 'Adresse'],
              ['ville_livraison', 'Ville'],
            ] as const
          ).map(([field, label]) => (
            <Input
              key={field}
              aria-label={label}
              placeholder={label}
              value={draft[field]}
              aria-invalid={errors[field] ? true : undefined}
              onChange={(e) => onChange({ [field]: e.target.value })}
            />
          ))}
          {deliveryErrors.map((message) => (
            <p key={message} role="alert" className="text-sm text-shu-300">
              {message}
            </p>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/**
 * The draft's totals; with `offers` (the server's pricing of the draft: a phone order's quote), each
 * discount on its own line and the total the order will have.
 */
export function DraftTotalsView({
  totals,
  delivery,
  offers,
}: {
  totals: DraftTotals;
  delivery: boolean;
  offers?: { applied: readonly { promotion_id: number; nom: string; amount: Millimes }[]; total: Millimes } | null;
}) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-sm tabular-nums" data-testid="draft-totals">
      <dt className="text-paper-400">Sous-total</dt>
      <dd className="text-right">{formatTND(totals.subtotal)}</dd>
      {delivery && (
        <>
          <dt className="text-paper-400">Livraison</dt>
          <dd className="text-right">{totals.fee === 0 ? 'Gratuit' : formatTND(totals.fee)}</dd>
        </>
      )}
      {offers?.applied.map((offer) => (
        <Fragment key={offer.promotion_id}>
          <dt className="text-kin-300">{offer.nom}</dt>
          <dd className="text-right text-kin-300">-{formatTND(offer.amount)}</dd>
        </Fragment>
      ))}
      <dt className="font-semibold text-paper">Total</dt>
      <dd className="text-right text-lg font-semibold text-kin-300" data-testid="draft-total">
        {formatTND(offers ? offers.total : totals.total)}
      </dd>
      {totals.belowMinimum !== null && (
        <dd className="col-span-2 text-shu-300" role="status">
          Minimum de commande pour cette zone : {formatTND(totals.belowMinimum)}
        </dd>
      )}
    </dl>
  );
}

export { addLine };
