/**
 * The editor's live preview: an example cart priced by the one rule with and without the offer, as the shop
 * would on a Tuesday noon. The cart starts with the first products the offer touches (else the first of the
 * menu), two of each; the owner changes it from the menu (add a product, its quantity, remove a line).
 */
import { useState } from 'react';
import { X } from 'lucide-react';
import type { PublicCatalog } from '@core/catalog';
import { formatTND } from '@core/money';
import { priceWithPromotions } from '@core/promotion-pricing';
import { inTarget, type PromotionRule } from '@core/promotions';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';

const EXAMPLE_AT = new Date('2026-12-01T11:00:00Z');
const QUANTITIES = [1, 2, 3, 4, 5, 6];

type ExampleLine = { id: number; quantity: number };

function firstPick(rule: PromotionRule, menu: PublicCatalog): ExampleLine[] {
  const touched = menu.produits.filter((p) => inTarget(rule.cible, p) || (rule.offert !== null && inTarget(rule.offert, p)));
  return [...touched.slice(0, 2), ...menu.produits.filter((p) => !touched.includes(p)).slice(0, 1)].slice(0, 3).map((p) => ({ id: p.id, quantity: 2 }));
}

export function PromotionPreview({ rule, menu }: { rule: PromotionRule | null; menu: PublicCatalog | undefined }) {
  // null until the owner changes the cart: it follows the offer's products meanwhile
  const [chosen, setChosen] = useState<ExampleLine[] | null>(null);
  if (!menu || !rule) return <p className="text-sm text-paper-400">L’aperçu s’affiche dès que l’offre est complète.</p>;
  const cart = chosen ?? firstPick(rule, menu);
  const products = new Map(menu.produits.map((p) => [p.id, p]));
  const picked = cart.flatMap((line) => {
    const product = products.get(line.id);
    return product ? [{ product, quantity: line.quantity }] : [];
  });
  const lines = picked.map(({ product, quantity }) => ({
    key: String(product.id),
    product_id: product.id,
    category_id: product.category_id,
    quantity,
    unit_price: product.prix,
  }));
  const zone = menu.zones_livraison.find((z) => rule.zones.includes(z.code)) ?? menu.zones_livraison[0];
  const context = {
    lines,
    typeCommande: rule.kind === 'delivery' ? ('Livraison' as const) : ('A_emporter' as const),
    zone: zone?.code ?? null,
    deliveryFee: rule.kind === 'delivery' ? (zone?.frais_livraison ?? 0) : 0,
    modePaiement: rule.conditions.modes_paiement[0] ?? ('konnect' as const),
    at: EXAMPLE_AT,
    customer: { firstOrder: true, vipMinSpent: Number.MAX_SAFE_INTEGER },
    voucher: null,
  };
  const without = priceWithPromotions({ ...context, automatic: [], code: null });
  const withOffer = priceWithPromotions({ ...context, automatic: rule.automatique ? [rule] : [], code: rule.automatique ? null : rule });
  const refusal = withOffer.applied.length === 0 ? (withOffer.codeRefusal ?? 'L’offre ne s’applique pas à ce panier.') : null;
  const change = (next: ExampleLine[]) => setChosen(next);
  return (
    <div className="grid min-w-0 gap-2 text-sm" data-testid="promotion-preview">
      <p className="text-paper-400">Panier d’exemple (mardi midi{rule.kind === 'delivery' && zone ? `, livraison ${zone.nom}` : ''})</p>
      <ul className="grid gap-1">
        {picked.map(({ product, quantity }) => (
          <li key={product.id} className="grid gap-1 border-b border-ink-600 pb-1 last:border-b-0">
            <span className="break-words">{product.nom_fr}</span>
            <div className="flex items-center gap-2">
              <NativeSelect
                aria-label={`Quantité de ${product.nom_fr}`}
                className="w-20 shrink-0"
                value={quantity}
                onChange={(e) => change(cart.map((l) => (l.id === product.id ? { ...l, quantity: Number(e.target.value) } : l)))}
              >
                {QUANTITIES.map((q) => (
                  <option key={q} value={q}>
                    {q}
                  </option>
                ))}
              </NativeSelect>
              <span className="ml-auto tabular-nums">{formatTND(product.prix * quantity)}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Retirer ${product.nom_fr}`}
                onClick={() => change(cart.filter((l) => l.id !== product.id))}
              >
                <X className="size-4" aria-hidden />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <NativeSelect
        aria-label="Ajouter un produit au panier d’exemple"
        className="min-w-0"
        value=""
        onChange={(e) => {
          const id = Number(e.target.value);
          if (id) change([...cart.filter((l) => l.id !== id), { id, quantity: 1 }]);
        }}
      >
        <option value="">Ajouter un produit…</option>
        {menu.produits.map((p) => (
          <option key={p.id} value={p.id}>
            {p.nom_fr} — {formatTND(p.prix)}
          </option>
        ))}
      </NativeSelect>
      <dl className="grid gap-1 border-t border-ink-600 pt-2">
        <div className="flex justify-between">
          <dt className="text-paper-400">Sans l’offre</dt>
          <dd className="tabular-nums">{formatTND(without.total)}</dd>
        </div>
        {withOffer.applied.map((a) => (
          <div key={a.promotion_id} className="flex justify-between gap-3 text-kin-300">
            <dt>{a.nom || 'Remise'}</dt>
            <dd className="tabular-nums">-{formatTND(a.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between font-semibold">
          <dt>Avec l’offre</dt>
          <dd className="tabular-nums">{formatTND(withOffer.total)}</dd>
        </div>
      </dl>
      {refusal && <p className="text-paper-400">{refusal}</p>}
    </div>
  );
}
