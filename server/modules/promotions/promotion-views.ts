/**
 * Promotion rows to the rule of core/promotions.ts and to the answers: the public view (what the shop prices
 * with, no counters) and the back-office's (the stored form, the status with its reason, the counters).
 */
import { promotionBadge, promotionStatus, type PromotionRemaining, type PromotionRule } from '@core/promotions';
import type { AdminPromotionView, PromotionRuleView } from '@core/schemas/promotions';
import type { promotions } from '../../db/schema/index';

export type PromotionRow = typeof promotions.$inferSelect;
export type VipThreshold = { nom: string; min_spent: number } | null;

/** What is left of the caps for one customer (null: no cap); a first-order offer counts once per customer. */
export function remainingOf(row: PromotionRow, customerUses: number | null): PromotionRemaining {
  const perCustomer = row.conditions.premiere_commande ? Math.min(row.max_par_client ?? 1, 1) : row.max_par_client;
  return {
    uses: row.max_utilisations === null ? null : row.max_utilisations - row.utilisations,
    budget: row.budget === null ? null : row.budget - row.budget_utilise,
    customerUses: perCustomer === null || customerUses === null ? null : perCustomer - customerUses,
  };
}

export function ruleOf(row: PromotionRow, vip: VipThreshold, remaining?: PromotionRemaining): PromotionRule {
  const { niveau_vip_id: _vipId, ...conditions } = row.conditions;
  return {
    id: row.id,
    nom: row.nom,
    kind: row.kind,
    percent: row.percent,
    amount: row.amount,
    cible: row.cible,
    offert: row.offert,
    achete: row.achete,
    offre: row.offre,
    repeter: row.repeter,
    zones: row.zones,
    conditions: { ...conditions, niveau_vip: row.conditions.niveau_vip_id === null ? null : (vip ?? { nom: '?', min_spent: Number.MAX_SAFE_INTEGER }) },
    automatique: row.automatique,
    cumulable: row.cumulable,
    ...(remaining ? { remaining } : {}),
  };
}

export function promotionRuleView(row: PromotionRow, vip: VipThreshold): PromotionRuleView {
  const rule = ruleOf(row, vip);
  const { remaining: _remaining, ...view } = rule;
  return { ...view, description: row.description, badge: promotionBadge(rule) };
}

export function adminPromotionView(row: PromotionRow, vip: VipThreshold, commandes: number, now = new Date()): AdminPromotionView {
  const { status, raison } = promotionStatus(
    {
      etat: row.etat,
      debut: row.conditions.debut,
      fin: row.conditions.fin,
      max_utilisations: row.max_utilisations,
      utilisations: row.utilisations,
      budget: row.budget,
      budget_utilise: row.budget_utilise,
    },
    now,
  );
  return {
    ...promotionRuleView(row, vip),
    code: row.code,
    codes_uniques: row.codes_uniques,
    max_utilisations: row.max_utilisations,
    max_par_client: row.max_par_client,
    budget: row.budget,
    niveau_vip_id: row.conditions.niveau_vip_id,
    utilisations: row.utilisations,
    budget_utilise: row.budget_utilise,
    status,
    raison,
    commandes,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
