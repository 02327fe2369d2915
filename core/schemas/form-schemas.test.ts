/** The back-office forms' schemas: typed text in, the server's input out, the server's French messages on refusal. */
import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import { AccompanimentForm } from './admin-catalog';
import { CategoryForm } from './category';
import { AdjustmentForm, LOYALTY_ADMIN_MESSAGES, LoyaltySettingsForm, MissionForm, VipLevelForm } from './loyalty';
import { DiagnosticsForm } from './settings';

describe('form schemas', () => {
  it('a VIP level: threshold in TND with a comma, multiplier as text', () => {
    expect(VipLevelForm.parse({ level_name: 'Or', min_spent: '12,5', points_multiplier: '1,5', description: null })).toEqual({
      level_name: 'Or',
      min_spent: 12_500,
      points_multiplier: 1.5,
      description: null,
    });
    expect(issuesOf(VipLevelForm, { level_name: '', min_spent: '-1', points_multiplier: '' })).toEqual({
      level_name: [LOYALTY_ADMIN_MESSAGES.levelName],
      min_spent: [LOYALTY_ADMIN_MESSAGES.threshold],
      points_multiplier: [LOYALTY_ADMIN_MESSAGES.multiplier],
    });
  });

  it('the loyalty settings and an adjustment keep the server’s messages', () => {
    const settings = {
      enabled: true,
      welcome_bonus_points: '100',
      points_per_tnd: '2,5',
      min_redemption_points: '100',
      points_value_tnd: '0,01',
      voucher_validity_days: '30',
    };
    expect(LoyaltySettingsForm.parse(settings)).toMatchObject({ points_per_tnd: 2.5, points_value_tnd: 10 });
    expect(issuesOf(LoyaltySettingsForm, { ...settings, points_value_tnd: 'abc' })).toEqual({ points_value_tnd: [LOYALTY_ADMIN_MESSAGES.pointsValue] });
    expect(issuesOf(AdjustmentForm, { points: '0', reason: 'x' })).toEqual({
      points: [LOYALTY_ADMIN_MESSAGES.adjustmentPoints],
      reason: [LOYALTY_ADMIN_MESSAGES.reason],
    });
  });

  it('a mission sends only the condition of its type, and its end day that evening in Tunis', () => {
    const form = {
      title: 'Gros panier',
      description: '',
      mission_type: 'order_amount',
      reset_period: 'monthly',
      target_value: '2',
      reward_points: '50',
      min_amount: '40',
      min_rating: '4',
      ends_on: '2026-12-31',
      starts_at: null,
      actif: true,
    } as const;
    expect(MissionForm.parse(form)).toMatchObject({
      conditions: { min_amount: 40_000 },
      description: null,
      ends_at: '2026-12-31T22:59:59.000Z',
      target_value: 2,
    });
    expect(MissionForm.parse({ ...form, mission_type: 'order_count' }).conditions).toEqual({});
    expect(issuesOf(MissionForm, { ...form, min_amount: 'x', target_value: '0' })).toEqual({
      target_value: [LOYALTY_ADMIN_MESSAGES.target],
      'conditions.min_amount': [LOYALTY_ADMIN_MESSAGES.threshold],
    });
  });

  it('a side dish is free at 0 whatever its price text; a category and the diagnostics read their numbers', () => {
    const dish = { nom_fr: 'Riz', description_fr: '', prix: 'gratuit ?', gratuit: true, actif: true, ordre_affichage: '2' };
    expect(AccompanimentForm.parse(dish)).toMatchObject({ prix: 0, gratuit: true, ordre_affichage: 2 });
    expect(Object.keys(issuesOf(AccompanimentForm, { ...dish, gratuit: false }))).toEqual(['prix']);
    expect(CategoryForm.parse({ nom_fr: 'Maki', code_interne: 'maki', description_fr: '', actif: true, ordre_affichage: '3' })).toMatchObject({
      ordre_affichage: 3,
    });
    expect(Object.keys(issuesOf(DiagnosticsForm, { retention_logs_jours: '', retention_evenements_jours: '30' }))).toEqual(['retention_logs_jours']);
  });
});
