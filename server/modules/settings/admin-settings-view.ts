/** Presenter of /api/admin/settings: every non-secret value by section, and for each secret only whether it is set. */
import type { AdminSettingsView } from '@core/schemas/settings';
import { JOURS_SEMAINE } from '@core/catalog';
import { NO_CAPACITY_LIMIT } from '@core/slots';
import type { zonesLivraison } from '../../db/schema/index';
import { mailProviderSettings } from '../../integrations/mail/provider-settings';
import { zoneView } from '../catalog/zone-view';
import { messagingView } from './messaging-settings';
import { fiscalView } from './fiscal-settings';
import type { SettingsRow } from '../../db/settings-row';

type ZoneRow = typeof zonesLivraison.$inferSelect;

export function toAdminSettingsView(row: SettingsRow, zones: ZoneRow[]): Omit<AdminSettingsView, 'imprimantes'> {
  const mail = mailProviderSettings(row);
  return {
    identite: {
      nom_restaurant: row.nom_restaurant,
      slogan: row.slogan,
      logo_url: row.logo_url,
      favicon_url: row.favicon_url,
      description_site: row.description_site,
      telephone: row.telephone,
      whatsapp: row.whatsapp,
      adresse: row.adresse,
      ville: row.ville,
      lien_avis_google: row.lien_avis_google,
      couleur_theme: row.couleur_theme,
      couleur_fond: row.couleur_fond,
    },
    accueil: {
      hero_mode: row.hero_mode,
      hero_images: row.hero_images,
      hero_video_url: row.hero_video_url,
      hero_titre_principal: row.hero_titre_principal,
      hero_sous_titre: row.hero_sous_titre,
      hero_couleur_texte: row.hero_couleur_texte,
      hero_opacite_overlay: row.hero_opacite_overlay,
      hero_position_texte: row.hero_position_texte,
      hero_animation: row.hero_animation,
      hero_cta_actif: row.hero_cta_actif,
      hero_cta_texte: row.hero_cta_texte,
    },
    horaires: {
      horaires_reguliers: Object.fromEntries(
        JOURS_SEMAINE.map((jour) => {
          const d = row.horaires_reguliers[jour] ?? { ouvert: false, ouverture: '11:00', fermeture: '23:00' };
          return [
            jour,
            { ouvert: d.ouvert, ouverture: d.ouverture, fermeture: d.fermeture, ouverture_2: d.ouverture_2 ?? null, fermeture_2: d.fermeture_2 ?? null },
          ];
        }),
      ) as AdminSettingsView['horaires']['horaires_reguliers'],
      derniere_cmd_livraison: row.derniere_cmd_livraison,
      derniere_cmd_emporter: row.derniere_cmd_emporter,
      jours_feries: row.jours_feries.map((j) => ({ date: j.date, nom: j.nom ?? '' })),
      fermetures_temporaires: row.fermetures_temporaires.map((f) => ({ debut: f.debut, fin: f.fin, motif: f.motif ?? '' })),
    },
    livraison: {
      service_livraison_actif: row.service_livraison_actif,
      zones: zones.map(zoneView),
    },
    service: {
      delai_preparation_base: row.delai_preparation_base,
      nombre_livreurs_actifs: row.nombre_livreurs_actifs,
      commandes_simultanees_max: row.commandes_simultanees_max,
      paiement_obligatoire: row.paiement_obligatoire,
      delai_annulation: row.delai_annulation,
      delai_alerte_recu: row.delai_alerte_recu,
      cuisine_alerte_orange: row.cuisine_alerte_orange,
      cuisine_alerte_rouge: row.cuisine_alerte_rouge,
      jours_commande_avance: row.jours_commande_avance,
      capacite_creneaux: { ...NO_CAPACITY_LIMIT, ...row.capacite_creneaux },
      categories_hors_capacite: row.categories_hors_capacite,
      acceptation_auto: row.acceptation_auto,
      relance_acceptation_minutes: row.relance_acceptation_minutes,
      pause_acceptation_minutes: row.pause_acceptation_minutes,
      annulation_acceptation_minutes: row.annulation_acceptation_minutes,
    },
    paiements: {
      modes_paiement: {
        konnect: { actif: row.modes_paiement.konnect?.actif ?? false, description: row.modes_paiement.konnect?.description ?? '' },
        especes: { actif: row.modes_paiement.especes?.actif ?? false, description: row.modes_paiement.especes?.description ?? '' },
        carte: { actif: row.modes_paiement.carte?.actif ?? false, description: row.modes_paiement.carte?.description ?? '' },
      },
      konnect_wallet_id: row.konnect_wallet_id,
      konnect_base_url: row.konnect_base_url ?? 'https://api.sandbox.konnect.network/api/v2',
      especes_plafond_premiere_commande: row.especes_plafond_premiere_commande,
      especes_refus_max: row.especes_refus_max,
      especes_code_premiere_commande: row.especes_code_premiere_commande,
    },
    fiscalite: fiscalView(row),
    notifications: { telegram_chat_id: row.telegram_chat_id },
    messages: messagingView(row.messaging_configs),
    email: {
      email_provider_active: mail.active,
      smtp_host: mail.smtp.host,
      smtp_port: mail.smtp.port,
      smtp_ssl: mail.smtp.ssl,
      smtp_user: mail.smtp.user,
      smtp_from: mail.smtp.from,
    },
    acces: { acces_protege_actif: row.acces_protege_actif, message_bientot_disponible: row.message_bientot_disponible },
    diagnostics: { retention_logs_jours: row.retention_logs_jours, retention_evenements_jours: row.retention_evenements_jours },
    secrets: {
      konnect_api_key: Boolean(row.konnect_api_key),
      telegram_bot_token: Boolean(row.telegram_bot_token),
      smtp_password: Boolean(mail.smtp.password),
      brevo_api_key: Boolean(mail.brevo.apiKey),
      mot_de_passe_acces: Boolean(row.mot_de_passe_acces),
    },
  };
}
