import { describe, expect, it } from 'vitest';
import { AccesInput, HorairesInput, IdentiteInput, LivraisonInput, PaiementsInput, PauseInput, ServiceInput } from './settings';

const day = { ouvert: true, ouverture: '11:00', fermeture: '23:00' };
const week = { lundi: day, mardi: day, mercredi: day, jeudi: day, vendredi: day, samedi: day, dimanche: { ...day, ouvert: false } };
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('settings sections', () => {
  it("identity: the installed app's colours are #RRGGBB, else a French message", () => {
    const identite = { nom_restaurant: 'Sakura Sushi', couleur_theme: '#0f0f10', couleur_fond: '#C8102E' };
    expect(IdentiteInput.safeParse(identite).success).toBe(true);
    for (const bad of ['rouge', '#fff', '#12345g', '0f0f10', '#0f0f10 ', '', null]) {
      expect(firstMessage(IdentiteInput.safeParse({ ...identite, couleur_theme: bad }))).toBe('Couleur invalide (#RRGGBB)');
      expect(firstMessage(IdentiteInput.safeParse({ ...identite, couleur_fond: bad }))).toBe('Couleur invalide (#RRGGBB)');
    }
    expect(firstMessage(IdentiteInput.safeParse({ nom_restaurant: 'Sakura Sushi', couleur_fond: '#0f0f10' }))).toBe('Couleur invalide (#RRGGBB)');
  });

  it('opening hours: HH:MM, past midnight allowed, closures with a valid range', () => {
    const ok = HorairesInput.safeParse({
      horaires_reguliers: week,
      derniere_cmd_livraison: 30,
      derniere_cmd_emporter: 15,
      jours_feries: [],
      fermetures_temporaires: [],
    });
    expect(ok.success).toBe(true);
    // Closing at or before opening runs past midnight, as core/opening-hours.ts reads it.
    const late = HorairesInput.safeParse({
      horaires_reguliers: { ...week, lundi: { ouvert: true, ouverture: '18:00', fermeture: '02:00' } },
      derniere_cmd_livraison: 30,
      derniere_cmd_emporter: 15,
      jours_feries: [],
      fermetures_temporaires: [],
    });
    expect(late.success).toBe(true);
    const badTime = HorairesInput.safeParse({
      horaires_reguliers: { ...week, mardi: { ...day, ouverture: '25:00' } },
      derniere_cmd_livraison: 30,
      derniere_cmd_emporter: 15,
      jours_feries: [],
      fermetures_temporaires: [],
    });
    expect(firstMessage(badTime)).toBe('Heure invalide (HH:MM)');
    const closure = HorairesInput.safeParse({
      horaires_reguliers: week,
      derniere_cmd_livraison: 30,
      derniere_cmd_emporter: 15,
      jours_feries: [],
      fermetures_temporaires: [{ debut: '2026-06-02T10:00:00Z', fin: '2026-06-01T10:00:00Z', motif: 'Travaux' }],
    });
    expect(firstMessage(closure)).toBe('La fin de la fermeture doit être après son début');
  });

  it('opening hours: a second service (lunch and dinner), complete and after the first', () => {
    const parse = (lundi: object) =>
      HorairesInput.safeParse({
        horaires_reguliers: { ...week, lundi },
        derniere_cmd_livraison: 30,
        derniere_cmd_emporter: 15,
        jours_feries: [],
        fermetures_temporaires: [],
      });
    const two = parse({ ouvert: true, ouverture: '12:00', fermeture: '15:00', ouverture_2: '19:00', fermeture_2: '01:00' });
    expect(two.success).toBe(true);
    expect(two.data!.horaires_reguliers.lundi).toEqual({ ouvert: true, ouverture: '12:00', fermeture: '15:00', ouverture_2: '19:00', fermeture_2: '01:00' });
    // A stored day of one service (no second-service fields) stays valid.
    expect(parse(day).data!.horaires_reguliers.lundi).toEqual({ ...day, ouverture_2: null, fermeture_2: null });
    expect(firstMessage(parse({ ...day, fermeture: '15:00', ouverture_2: '19:00' }))).toBe('Indiquez l’ouverture et la fermeture du second service');
    expect(firstMessage(parse({ ...day, ouverture: '12:00', fermeture: '15:00', ouverture_2: '14:00', fermeture_2: '23:00' }))).toBe(
      'Le second service doit commencer après la fin du premier',
    );
    // Only the last service may run past midnight.
    expect(firstMessage(parse({ ...day, ouverture: '18:00', fermeture: '02:00', ouverture_2: '03:00', fermeture_2: '05:00' }))).toBe(
      'Le second service doit commencer après la fin du premier',
    );
  });

  it('zones: codes unique and amounts in millimes', () => {
    const zone = {
      code: 'centre',
      nom: 'Centre',
      frais_livraison: 3000,
      minimum_commande: 20000,
      minimum_gratuite: 60000,
      temps_livraison: 30,
      actif: true,
      ordre_affichage: 0,
    };
    expect(LivraisonInput.safeParse({ service_livraison_actif: true, zones: [zone] }).success).toBe(true);
    expect(firstMessage(LivraisonInput.safeParse({ service_livraison_actif: true, zones: [zone, { ...zone, code: 'CENTRE' }] }))).toBe(
      'Chaque zone doit avoir un code différent',
    );
    expect(firstMessage(LivraisonInput.safeParse({ service_livraison_actif: true, zones: [{ ...zone, frais_livraison: -1 }] }))).toBe('Montant invalide');
  });

  it('service: commandes_simultanees_max at least 1', () => {
    const base = {
      delai_preparation_base: 15,
      nombre_livreurs_actifs: 2,
      commandes_simultanees_max: 10,
      paiement_obligatoire: false,
      delai_annulation: 5,
      delai_alerte_recu: 5,
    };
    expect(ServiceInput.safeParse(base).success).toBe(true);
    expect(firstMessage(ServiceInput.safeParse({ ...base, commandes_simultanees_max: 0 }))).toBe('Le nombre de commandes simultanées doit être au moins 1');
  });

  it('service: the kitchen display turns red after it turns orange', () => {
    const base = {
      delai_preparation_base: 15,
      nombre_livreurs_actifs: 2,
      commandes_simultanees_max: 10,
      paiement_obligatoire: false,
      delai_annulation: 5,
      delai_alerte_recu: 5,
    };
    expect(ServiceInput.safeParse({ ...base, cuisine_alerte_orange: 8, cuisine_alerte_rouge: 15 }).success).toBe(true);
    expect(firstMessage(ServiceInput.safeParse({ ...base, cuisine_alerte_orange: 15, cuisine_alerte_rouge: 15 }))).toBe(
      'L’alerte rouge doit venir après l’alerte orange',
    );
    expect(firstMessage(ServiceInput.safeParse({ ...base, cuisine_alerte_orange: 0, cuisine_alerte_rouge: 15 }))).toBe('Nombre de minutes invalide');
  });

  it('secrets: blank keeps, null clears, text replaces', () => {
    const modes = { konnect: { actif: true, description: '' }, especes: { actif: false, description: '' }, carte: { actif: false, description: '' } };
    const base = { modes_paiement: modes, konnect_wallet_id: null, konnect_base_url: 'https://api.sandbox.konnect.network/api/v2' };
    expect(PaiementsInput.parse({ ...base, konnect_api_key: '' }).konnect_api_key).toBeUndefined();
    expect(PaiementsInput.parse({ ...base }).konnect_api_key).toBeUndefined();
    expect(PaiementsInput.parse({ ...base, konnect_api_key: null }).konnect_api_key).toBeNull();
    expect(PaiementsInput.parse({ ...base, konnect_api_key: 'sk_1' }).konnect_api_key).toBe('sk_1');
    const none = { konnect: { actif: false, description: '' }, especes: { actif: false, description: '' }, carte: { actif: false, description: '' } };
    expect(firstMessage(PaiementsInput.safeParse({ ...base, modes_paiement: none }))).toBe('Au moins un mode de paiement doit être actif');
  });

  it('access: default message when blank, password at least 6 characters', () => {
    expect(AccesInput.parse({ acces_protege_actif: true, message_bientot_disponible: '' }).message_bientot_disponible).toBe(
      'Notre site sera bientôt en ligne !',
    );
    expect(firstMessage(AccesInput.safeParse({ acces_protege_actif: true, message_bientot_disponible: 'x', mot_de_passe_acces: 'abc' }))).toBe(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
  });

  it('pause: 15, 30, 60 minutes or until resumed', () => {
    expect(PauseInput.parse({ minutes: 30 }).minutes).toBe(30);
    expect(PauseInput.parse({ minutes: null }).minutes).toBeNull();
    expect(firstMessage(PauseInput.safeParse({ minutes: 20 }))).toBe('Durée de pause invalide');
  });
});
