/** The back-office forms' schemas: typed text in, the server's input out, the server's French messages on refusal. */
import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import { AccompanimentForm, CATALOG_ADMIN_MESSAGES, ProductForm } from './admin-catalog';
import { CategoryForm } from './category';
import { AdjustmentForm, LOYALTY_ADMIN_MESSAGES, LoyaltySettingsForm, MissionForm, VipLevelForm } from './loyalty';
import { EmailConfigForm } from './diagnostics';
import { E2E_SCHEDULE_MESSAGES, E2eScheduleForm } from './e2e';
import { DiagnosticsForm, LivraisonForm, PaiementsForm, SETTINGS_MESSAGES } from './settings';

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

  it('an accompaniment is free at 0 whatever its price text; a category and the diagnostics read their numbers', () => {
    const dish = { nom_fr: 'Riz', description_fr: '', prix: 'gratuit ?', gratuit: true, actif: true, ordre_affichage: '2' };
    expect(AccompanimentForm.parse(dish)).toMatchObject({ prix: 0, gratuit: true, ordre_affichage: 2 });
    expect(Object.keys(issuesOf(AccompanimentForm, { ...dish, gratuit: false }))).toEqual(['prix']);
    expect(CategoryForm.parse({ nom_fr: 'Maki', code_interne: 'maki', description_fr: '', actif: true, ordre_affichage: '3' })).toMatchObject({
      ordre_affichage: 3,
    });
    expect(Object.keys(issuesOf(DiagnosticsForm, { retention_logs_jours: '', retention_evenements_jours: '30' }))).toEqual(['retention_logs_jours']);
  });

  it('a product: category, price in TND, blank pieces and calories as none, its accompaniments', () => {
    const product = {
      category_id: '2',
      nom_fr: 'Plateau',
      description_fr: '',
      prix: '42,5',
      image_url: '',
      nombre_pieces: '',
      comptabiliser_pieces: false,
      kcal: '350',
      afficher_kcal: true,
      allergenes: ['soja', 'soja'],
      actif: true,
      visible_dans_shop: true,
      ordre_affichage: '1',
      services_disponibles: [],
      jours_disponibles: [],
      accompagnement_ids: [7, 7],
    } as const;
    expect(ProductForm.parse(product)).toMatchObject({
      category_id: 2,
      prix: 42_500,
      nombre_pieces: null,
      kcal: 350,
      allergenes: ['soja'],
      accompagnement_ids: [7],
    });
    expect(issuesOf(ProductForm, { ...product, category_id: '', prix: 'douze', nombre_pieces: '0' })).toEqual({
      category_id: [CATALOG_ADMIN_MESSAGES.categoryRequired],
      prix: [CATALOG_ADMIN_MESSAGES.invalidPrice],
      nombre_pieces: [CATALOG_ADMIN_MESSAGES.invalidPieces],
    });
  });

  it('the delivery zones and the cash ceiling are typed in TND; the mail port and a schedule’s minutes as text', () => {
    const zone = { code: 'centre', nom: 'Centre', frais_livraison: '3,5', minimum_commande: '15', minimum_gratuite: '50', temps_livraison: 30, actif: true };
    expect(LivraisonForm.parse({ service_livraison_actif: true, zones: [zone] }).zones[0]).toMatchObject({ frais_livraison: 3_500, minimum_gratuite: 50_000 });
    expect(issuesOf(LivraisonForm, { service_livraison_actif: true, zones: [{ ...zone, frais_livraison: 'x' }] })).toEqual({
      'zones.0.frais_livraison': [SETTINGS_MESSAGES.invalidAmount],
    });
    expect(issuesOf(LivraisonForm, { service_livraison_actif: true, zones: [zone, zone] })).toEqual({ zones: [SETTINGS_MESSAGES.zoneCodeDuplicate] });
    const mode = { actif: false, description: '' };
    const payments = {
      modes_paiement: { konnect: mode, especes: { ...mode, actif: true }, carte: mode },
      konnect_base_url: 'https://api.konnect.network/api/v2',
      especes_plafond_premiere_commande: '',
      especes_refus_max: null,
    } as const;
    expect(PaiementsForm.parse(payments).especes_plafond_premiere_commande).toBeNull();
    expect(PaiementsForm.parse({ ...payments, especes_plafond_premiere_commande: '80,5' }).especes_plafond_premiere_commande).toBe(80_500);
    expect(issuesOf(PaiementsForm, { ...payments, modes_paiement: { konnect: mode, especes: mode, carte: mode } })).toEqual({
      modes_paiement: [SETTINGS_MESSAGES.noPaymentMode],
    });
    expect(EmailConfigForm.parse({ test_mode: false, host: '', port: '587', ssl: false }).port).toBe(587);
    expect(Object.keys(issuesOf(EmailConfigForm, { test_mode: false, port: '', ssl: true }))).toEqual(['port']);
    const schedule = { schedule_enabled: true, mode: 'interval', schedule_minutes: '3', schedule_time: '07:00' } as const;
    expect(issuesOf(E2eScheduleForm, schedule)).toEqual({ schedule_minutes: [E2E_SCHEDULE_MESSAGES.minFrequency] });
    expect(E2eScheduleForm.parse({ ...schedule, mode: 'daily' })).toEqual({ schedule_enabled: true, schedule_minutes: null, schedule_time: '07:00' });
  });
});
