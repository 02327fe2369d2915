/**
 * The editor's live preview: an example cart (the first products the offer touches, else the first of the
 * menu, two of each) priced by the one rule with and without the offer, as the shop would on a Tuesday noon.
 */
import type { PublicCatalog } from '@core/catalog';
import { formatTND } from '@core/money';
import { priceWithPromotions } from '@core/promotion-pricing';
import { inTarget, type PromotionRule } from '@core/promotions';

const EXAMPLE_AT = new Date('2026-12-01T11:00:00Z');

export function PromotionPreview({ rule, menu }: { rule: PromotionRule | null; menu: PublicCatalog | undefined }) {
  if (!menu || !rule) return <p className="text-sm text-paper-400">L’aperçu s’affiche dès que l’offre est complète.</p>;
  const touched = menu.produits.filter((p) => inTarget(rule.cible, p) || (rule.offert !== null && inTarget(rule.offert, p)));
  const picked = [...touched.slice(0, 2), ...menu.produits.filter((p) => !touched.includes(p)).slice(0, 1)].slice(0, 3);
  const lines = picked.map((p) => ({ key: String(p.id), product_id: p.id, category_id: p.category_id, quantity: 2, unit_price: p.prix }));
  const zone = menu.zones_livraison[0];
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
  return (
    <div className="grid gap-2 text-sm" data-testid="promotion-preview">
      <p className="text-paper-400">Panier d’exemple (mardi midi)</p>
      <ul className="grid gap-1">
        {picked.map((p) => (
          <li key={p.id} className="flex justify-between gap-3">
            <span>2 × {p.nom_fr}</span>
            <span className="tabular-nums">{formatTND(p.prix * 2)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid gap-1 border-t border-ink-600 pt-2">
        <div className="flex justify-between">
          <dt className="text-paper-400">Sans l’offre</dt>
          <dd className="tabular-nums">{formatTND(without.total)}</dd>
        </div>
        <div className="flex justify-between font-semibold">
          <dt>Avec l’offre</dt>
          <dd className="tabular-nums">{formatTND(withOffer.total)}</dd>
        </div>
      </dl>
      {refusal && <p className="text-paper-400">{refusal}</p>}
    </div>
  );
}
