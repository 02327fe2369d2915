// Over 400 lines: every section of the one settings row, so the form and the server parse the same schemas side by side.
/**
 * /admin/settings, one section at a time: each section has its input contract (the form and
 * the server parse the same schema) and the admin view carries every non-secret value plus whether each
 * secret is set. Secrets are write-only: absent or blank keeps the stored value, null clears it.
 */
import { z } from 'zod';
import { MAIL_PROVIDER_NAMES } from '../admin-messages';
import { ZoneLivraison } from '../catalog';
import { KITCHEN_MESSAGES } from '../kitchen';
import { FIELD_MESSAGES, numberText, optionalText, optionalTndText, requiredText, tndText } from './fields';
import { MessagesInput, MessagesView } from './messaging-settings';
import { ImprimantesInput, PrinterView } from './printers';
import { FiscaliteInput, FiscaliteView } from './fiscal-settings';

export const SETTINGS_MESSAGES = {
  saved: 'Paramètres sauvegardés',
  saveFailed: 'Impossible de sauvegarder les paramètres.',
  nameRequired: 'Le nom du restaurant est requis',
  invalidTime: 'Heure invalide (HH:MM)',
  invalidDate: 'Date invalide (AAAA-MM-JJ)',
  invalidDateTime: 'Date et heure invalides',
  closureEndBeforeStart: 'La fin de la fermeture doit être après son début',
  secondServiceIncomplete: 'Indiquez l’ouverture et la fermeture du second service',
  secondServiceOrder: 'Le second service doit commencer après la fin du premier',
  invalidMinutes: 'Nombre de minutes invalide',
  invalidNumber: 'Nombre invalide',
  invalidColor: 'Couleur invalide (#RRGGBB)',
  invalidUrl: 'Adresse URL invalide',
  invalidHttpsUrl: 'Adresse invalide : elle doit commencer par https://',
  invalidAmount: 'Montant invalide',
  invalidRefusals: 'Le nombre de livraisons refusées doit être compris entre 1 et 50',
  zoneCodeFormat: 'Le code ne peut contenir que des lettres, des chiffres, des tirets et des tirets bas',
  zoneNameRequired: 'Le nom de la zone est requis',
  zoneCodeDuplicate: 'Chaque zone doit avoir un code différent',
  capacityPositive: 'Le nombre de commandes simultanées doit être au moins 1',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  noPaymentMode: 'Au moins un mode de paiement doit être actif',
  konnectRequired: 'Le paiement en ligne doit être actif quand le paiement est obligatoire',
  invalidRetention: `La durée de conservation doit être un nombre de jours entre 1 et 3650`,
  smtpHostRequired: 'Le serveur SMTP est requis pour envoyer par SMTP',
  invalidPort: 'Port invalide',
  invalidSender: 'Expéditeur invalide (adresse e-mail ou « Nom <adresse> »)',
} as const;

export const SETTINGS_SECTIONS = [
  'identite',
  'accueil',
  'horaires',
  'livraison',
  'service',
  'paiements',
  'fiscalite',
  'notifications',
  'messages',
  'imprimantes',
  'email',
  'acces',
  'diagnostics',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SETTINGS_SECTION_LABELS: Readonly<Record<SettingsSection, string>> = {
  identite: 'Identité',
  accueil: "Page d'accueil",
  horaires: 'Horaires',
  livraison: 'Livraison',
  service: 'Service',
  paiements: 'Paiements',
  fiscalite: 'Fiscalité',
  notifications: 'Notifications',
  messages: 'Messages',
  imprimantes: 'Imprimantes',
  email: 'E-mail',
  acces: 'Accès',
  diagnostics: 'Diagnostics',
};

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string({ error: SETTINGS_MESSAGES.invalidTime }).regex(HHMM, SETTINGS_MESSAGES.invalidTime);
const minutes = (max = 24 * 60) =>
  z.int({ error: SETTINGS_MESSAGES.invalidMinutes }).min(0, SETTINGS_MESSAGES.invalidMinutes).max(max, SETTINGS_MESSAGES.invalidMinutes);
const urlOrPath = z
  .string({ error: SETTINGS_MESSAGES.invalidUrl })
  .trim()
  .max(2000, SETTINGS_MESSAGES.invalidUrl)
  .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\//.test(v), SETTINGS_MESSAGES.invalidUrl)
  .nullish()
  .transform((v) => (v ? v : null));
/** An https address or blank (null); absent keeps the stored value. */
const httpsUrl = z
  .string({ error: SETTINGS_MESSAGES.invalidHttpsUrl })
  .trim()
  .max(2000, SETTINGS_MESSAGES.invalidHttpsUrl)
  .refine((v) => v === '' || (URL.canParse(v) && new URL(v).protocol === 'https:' && !/\s/.test(v)), SETTINGS_MESSAGES.invalidHttpsUrl)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));
const color = z.string({ error: SETTINGS_MESSAGES.invalidColor }).regex(/^#[0-9a-fA-F]{6}$/, SETTINGS_MESSAGES.invalidColor);
const millimes = z.int({ error: SETTINGS_MESSAGES.invalidAmount }).min(0, SETTINGS_MESSAGES.invalidAmount).max(10_000_000, SETTINGS_MESSAGES.invalidAmount);
/** A write-only secret: undefined or '' keeps the stored value, null clears it, text replaces it. */
const secret = z
  .string({ error: FIELD_MESSAGES.invalidValue })
  .trim()
  .max(500)
  .nullish()
  .transform((v) => (v === '' ? undefined : v));

export const IdentiteInput = z.object({
  nom_restaurant: requiredText(SETTINGS_MESSAGES.nameRequired, 80),
  slogan: optionalText(160),
  logo_url: urlOrPath,
  favicon_url: urlOrPath,
  description_site: optionalText(300),
  telephone: optionalText(30),
  whatsapp: optionalText(30),
  adresse: optionalText(200),
  ville: optionalText(80),
  /** 'Lien d’avis Google': offered to a customer after a rating of 4 or 5 stars. */
  lien_avis_google: httpsUrl,
  /** The installed app's title bar (and the browser's, on phones) and its splash screen and icons' ground. */
  couleur_theme: color,
  couleur_fond: color,
});

export const AccueilInput = z.object({
  hero_mode: z.enum(['carrousel', 'video', 'mosaique', 'gif', 'image_unique'], { error: FIELD_MESSAGES.invalidValue }),
  hero_images: z.array(z.string().trim().min(1).max(2000), { error: FIELD_MESSAGES.invalidValue }).max(12),
  hero_video_url: urlOrPath,
  hero_titre_principal: optionalText(120),
  hero_sous_titre: optionalText(240),
  hero_couleur_texte: color,
  hero_opacite_overlay: z.int({ error: SETTINGS_MESSAGES.invalidNumber }).min(0, SETTINGS_MESSAGES.invalidNumber).max(100, SETTINGS_MESSAGES.invalidNumber),
  hero_position_texte: z.enum(['gauche', 'droite', 'centre'], { error: FIELD_MESSAGES.invalidValue }),
  hero_animation: z.enum(['fade', 'slide', 'bounce', 'none'], { error: FIELD_MESSAGES.invalidValue }),
  hero_cta_actif: z.boolean(),
  hero_cta_texte: optionalText(60),
});

const minutesOfDay = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/**
 * One or two services a day (lunch, then dinner). A closing time at or before its opening runs past
 * midnight (core/opening-hours.ts: 00:00–00:00 is 24 h); only the last service of the day may do so, and
 * the second starts after the first ends. Both second-service times, or neither.
 */
const HoraireJour = z
  .object({
    ouvert: z.boolean(),
    ouverture: time,
    fermeture: time,
    ouverture_2: time.nullish().transform((v) => v ?? null),
    fermeture_2: time.nullish().transform((v) => v ?? null),
  })
  .superRefine((d, ctx) => {
    if ((d.ouverture_2 === null) !== (d.fermeture_2 === null)) {
      ctx.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.secondServiceIncomplete, path: [d.ouverture_2 === null ? 'ouverture_2' : 'fermeture_2'] });
      return;
    }
    if (d.ouverture_2 === null) return;
    const firstEnd = minutesOfDay(d.fermeture);
    if (firstEnd <= minutesOfDay(d.ouverture) || minutesOfDay(d.ouverture_2) < firstEnd) {
      ctx.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.secondServiceOrder, path: ['ouverture_2'] });
    }
  });

export const HorairesInput = z.object({
  horaires_reguliers: z.object({
    lundi: HoraireJour,
    mardi: HoraireJour,
    mercredi: HoraireJour,
    jeudi: HoraireJour,
    vendredi: HoraireJour,
    samedi: HoraireJour,
    dimanche: HoraireJour,
  }),
  derniere_cmd_livraison: minutes(240),
  derniere_cmd_emporter: minutes(240),
  jours_feries: z
    .array(
      z.object({
        date: z.string({ error: SETTINGS_MESSAGES.invalidDate }).regex(/^\d{4}-\d{2}-\d{2}$/, SETTINGS_MESSAGES.invalidDate),
        nom: z.string().trim().max(80).default(''),
      }),
    )
    .max(60),
  fermetures_temporaires: z
    .array(
      z
        .object({
          debut: z.iso.datetime({ offset: true, error: SETTINGS_MESSAGES.invalidDateTime }),
          fin: z.iso.datetime({ offset: true, error: SETTINGS_MESSAGES.invalidDateTime }),
          motif: z.string().trim().max(160).default(''),
        })
        .refine((c) => new Date(c.fin) > new Date(c.debut), { message: SETTINGS_MESSAGES.closureEndBeforeStart, path: ['fin'] }),
    )
    .max(30),
});

const ZoneInput = z.object({
  id: z.int().positive().optional(),
  code: z
    .string({ error: SETTINGS_MESSAGES.zoneCodeFormat })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, SETTINGS_MESSAGES.zoneCodeFormat),
  nom: requiredText(SETTINGS_MESSAGES.zoneNameRequired, 80),
  frais_livraison: millimes,
  minimum_commande: millimes,
  minimum_gratuite: millimes,
  temps_livraison: z
    .int({ error: SETTINGS_MESSAGES.invalidMinutes })
    .min(1, SETTINGS_MESSAGES.invalidMinutes)
    .max(240, SETTINGS_MESSAGES.invalidMinutes)
    .nullable(),
  actif: z.boolean(),
  ordre_affichage: z.int().min(0).default(0),
});
type ZoneInput = z.infer<typeof ZoneInput>;

/** The zones of the section: at most 50, each with its own code. */
const zoneList = <Zone extends z.ZodType<{ code: string }>>(zone: Zone) =>
  z
    .array(zone)
    .max(50)
    .refine((zones) => new Set(zones.map((z) => z.code.toLowerCase())).size === zones.length, SETTINGS_MESSAGES.zoneCodeDuplicate);

export const LivraisonInput = z.object({
  service_livraison_actif: z.boolean(),
  zones: zoneList(ZoneInput),
});
/** The back-office form of the delivery section: each zone's amounts typed in TND; the server's rules. */
export const LivraisonForm = LivraisonInput.extend({
  zones: zoneList(
    ZoneInput.extend({
      frais_livraison: tndText(millimes),
      minimum_commande: tndText(millimes),
      minimum_gratuite: tndText(millimes),
    }),
  ),
});

const SLOT_SETTINGS_MESSAGES = {
  daysAhead: 'Le nombre de jours doit être compris entre 0 et 30',
  capacity: 'La capacité doit être un nombre entier positif, ou vide pour ne pas limiter',
  threshold: 'Le délai doit être compris entre 1 et 240 minutes, ou vide pour le désactiver',
} as const;
const capacityNumber = z
  .int({ error: SLOT_SETTINGS_MESSAGES.capacity })
  .min(1, SLOT_SETTINGS_MESSAGES.capacity)
  .max(10_000, SLOT_SETTINGS_MESSAGES.capacity)
  .nullable();
const slotCapacity = z.object({ commandes: capacityNumber, pieces: capacityNumber });
const optionalThreshold = z
  .int({ error: SLOT_SETTINGS_MESSAGES.threshold })
  .min(1, SLOT_SETTINGS_MESSAGES.threshold)
  .max(240, SLOT_SETTINGS_MESSAGES.threshold)
  .nullable()
  .optional();

export const ServiceInput = z
  .object({
    delai_preparation_base: minutes(240),
    nombre_livreurs_actifs: z.int({ error: SETTINGS_MESSAGES.invalidNumber }).min(0, SETTINGS_MESSAGES.invalidNumber).max(100, SETTINGS_MESSAGES.invalidNumber),
    commandes_simultanees_max: z
      .int({ error: SETTINGS_MESSAGES.capacityPositive })
      .min(1, SETTINGS_MESSAGES.capacityPositive)
      .max(1000, SETTINGS_MESSAGES.capacityPositive),
    paiement_obligatoire: z.boolean(),
    delai_annulation: minutes(240),
    delai_alerte_recu: z.int({ error: SETTINGS_MESSAGES.invalidMinutes }).min(1, SETTINGS_MESSAGES.invalidMinutes).max(240, SETTINGS_MESSAGES.invalidMinutes),
    // Order ahead, capacity and the acceptance promise (core/slots.ts); absent: left as they are.
    jours_commande_avance: z
      .int({ error: SLOT_SETTINGS_MESSAGES.daysAhead })
      .min(0, SLOT_SETTINGS_MESSAGES.daysAhead)
      .max(30, SLOT_SETTINGS_MESSAGES.daysAhead)
      .optional(),
    capacite_creneaux: z.object({ midi: slotCapacity, soir: slotCapacity }).optional(),
    categories_hors_capacite: z.array(z.int().positive()).max(100).optional(),
    acceptation_auto: z.boolean().optional(),
    relance_acceptation_minutes: optionalThreshold,
    pause_acceptation_minutes: optionalThreshold,
    annulation_acceptation_minutes: optionalThreshold,
    /** Kitchen display: a ticket's age turns orange, then red (core/kitchen.ts). Absent: the stored value is kept. */
    cuisine_alerte_orange: z
      .int({ error: SETTINGS_MESSAGES.invalidMinutes })
      .min(1, SETTINGS_MESSAGES.invalidMinutes)
      .max(240, SETTINGS_MESSAGES.invalidMinutes)
      .optional(),
    cuisine_alerte_rouge: z
      .int({ error: SETTINGS_MESSAGES.invalidMinutes })
      .min(2, SETTINGS_MESSAGES.invalidMinutes)
      .max(480, SETTINGS_MESSAGES.invalidMinutes)
      .optional(),
  })
  .refine((d) => d.cuisine_alerte_orange === undefined || d.cuisine_alerte_rouge === undefined || d.cuisine_alerte_rouge > d.cuisine_alerte_orange, {
    message: KITCHEN_MESSAGES.thresholdsOrder,
    path: ['cuisine_alerte_rouge'],
  });

const cashCeiling = millimes.min(1, SETTINGS_MESSAGES.invalidAmount);
const ModeInput = z.object({ actif: z.boolean(), description: z.string().trim().max(160) });
const PaiementsFields = z.object({
  modes_paiement: z.object({ konnect: ModeInput, especes: ModeInput, carte: ModeInput }),
  konnect_api_key: secret,
  konnect_wallet_id: optionalText(120),
  konnect_base_url: z.enum(['https://api.sandbox.konnect.network/api/v2', 'https://api.konnect.network/api/v2'], { error: SETTINGS_MESSAGES.invalidUrl }),
  // 'Paiement en espèces': null turns a rule off.
  especes_plafond_premiere_commande: cashCeiling.nullish().transform((v) => v ?? null),
  especes_refus_max: z
    .int({ error: SETTINGS_MESSAGES.invalidRefusals })
    .min(1, SETTINGS_MESSAGES.invalidRefusals)
    .max(50, SETTINGS_MESSAGES.invalidRefusals)
    .nullish()
    .transform((v) => v ?? null),
  especes_code_premiere_commande: z.boolean().optional().default(false),
});
const oneModeActive = <P extends z.ZodType<{ modes_paiement: Record<string, { actif: boolean }> }>>(payments: P) =>
  payments.refine((p) => Object.values(p.modes_paiement).some((m) => m.actif), { message: SETTINGS_MESSAGES.noPaymentMode, path: ['modes_paiement'] });

export const PaiementsInput = oneModeActive(PaiementsFields);
/** The back-office form of the payments section: the first cash order's ceiling typed in TND (blank: none); the server's rules. */
export const PaiementsForm = oneModeActive(PaiementsFields.extend({ especes_plafond_premiere_commande: optionalTndText(cashCeiling.nullable()) }));

export const NotificationsInput = z.object({
  telegram_bot_token: secret,
  telegram_chat_id: optionalText(64),
});

/** Who sends the e-mails: the server's configuration (null), or an SMTP server or Brevo set here. */
export const EMAIL_PROVIDERS = ['smtp', 'brevo'] as const;
export const EMAIL_PROVIDER_LABELS = { smtp: MAIL_PROVIDER_NAMES.smtp, brevo: MAIL_PROVIDER_NAMES.brevo } as const;
const SENDER = /^(?:[^<>]*<\s*[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+\s*>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

/**
 * E-mail provider (back-office §3 email_provider_*): the SMTP server (host, port, SSL, user, password,
 * sender) and the Brevo API key. The password and the key are write-only secrets. With no provider
 * chosen, or the chosen one incomplete, mail goes through the server's configuration (SMTP_URL,
 * BREVO_API_KEY).
 */
export const EmailInput = z
  .object({
    email_provider_active: z.enum(EMAIL_PROVIDERS, { error: FIELD_MESSAGES.invalidValue }).nullable(),
    smtp_host: optionalText(253),
    smtp_port: z.int({ error: SETTINGS_MESSAGES.invalidPort }).min(1, SETTINGS_MESSAGES.invalidPort).max(65535, SETTINGS_MESSAGES.invalidPort),
    smtp_ssl: z.boolean(),
    smtp_user: optionalText(254),
    smtp_password: secret,
    smtp_from: z
      .string({ error: SETTINGS_MESSAGES.invalidSender })
      .trim()
      .max(254, SETTINGS_MESSAGES.invalidSender)
      .refine((v) => v === '' || SENDER.test(v), SETTINGS_MESSAGES.invalidSender)
      .nullish()
      .transform((v) => v || null),
    brevo_api_key: secret,
  })
  .refine((e) => e.email_provider_active !== 'smtp' || Boolean(e.smtp_host), { message: SETTINGS_MESSAGES.smtpHostRequired, path: ['smtp_host'] });

export const AccesInput = z.object({
  acces_protege_actif: z.boolean(),
  message_bientot_disponible: z
    .string()
    .trim()
    .max(500)
    .transform((v) => v || 'Notre site sera bientôt en ligne !'),
  mot_de_passe_acces: z
    .string()
    .nullish()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || v === null || v.length >= 6, SETTINGS_MESSAGES.passwordTooShort),
});

/** How long the diagnostics journals are kept: the hourly prune job reads these. */
const retentionDays = z
  .int({ error: SETTINGS_MESSAGES.invalidRetention })
  .min(1, SETTINGS_MESSAGES.invalidRetention)
  .max(3650, SETTINGS_MESSAGES.invalidRetention);
const DiagnosticsInput = z.object({
  /** app_logs */
  retention_logs_jours: retentionDays,
  /** app_events, user_events and email_history */
  retention_evenements_jours: retentionDays,
});
/** The back-office form of the diagnostics section: the days typed as text; the server's rules. */
export const DiagnosticsForm = DiagnosticsInput.extend({
  retention_logs_jours: numberText(retentionDays),
  retention_evenements_jours: numberText(retentionDays),
});

export const SECTION_INPUTS = {
  identite: IdentiteInput,
  accueil: AccueilInput,
  horaires: HorairesInput,
  livraison: LivraisonInput,
  service: ServiceInput,
  paiements: PaiementsInput,
  fiscalite: FiscaliteInput,
  notifications: NotificationsInput,
  messages: MessagesInput,
  imprimantes: ImprimantesInput,
  email: EmailInput,
  acces: AccesInput,
  diagnostics: DiagnosticsInput,
} as const satisfies Record<SettingsSection, z.ZodType>;

export type SectionInput<S extends SettingsSection> = z.infer<(typeof SECTION_INPUTS)[S]>;

export const SectionParams = z.object({ section: z.enum(SETTINGS_SECTIONS, { error: 'Section de paramètres inconnue' }) });

// Answers are serialized through their schema (encode), so the views are plain shapes without the
// inputs' transforms.
const text = z.string();
const nullableText = z.string().nullable();
const jour = z.object({ ouvert: z.boolean(), ouverture: text, fermeture: text, ouverture_2: nullableText, fermeture_2: nullableText });
const mode = z.object({ actif: z.boolean(), description: text });

export const AdminSettingsView = z.object({
  identite: z.object({
    nom_restaurant: text,
    slogan: nullableText,
    logo_url: nullableText,
    favicon_url: nullableText,
    description_site: nullableText,
    telephone: nullableText,
    whatsapp: nullableText,
    adresse: nullableText,
    ville: nullableText,
    lien_avis_google: nullableText,
    couleur_theme: text,
    couleur_fond: text,
  }),
  accueil: z.object({
    hero_mode: z.enum(['carrousel', 'video', 'mosaique', 'gif', 'image_unique']),
    hero_images: z.array(text),
    hero_video_url: nullableText,
    hero_titre_principal: nullableText,
    hero_sous_titre: nullableText,
    hero_couleur_texte: text,
    hero_opacite_overlay: z.number(),
    hero_position_texte: z.enum(['gauche', 'droite', 'centre']),
    hero_animation: z.enum(['fade', 'slide', 'bounce', 'none']),
    hero_cta_actif: z.boolean(),
    hero_cta_texte: nullableText,
  }),
  horaires: z.object({
    horaires_reguliers: z.object({ lundi: jour, mardi: jour, mercredi: jour, jeudi: jour, vendredi: jour, samedi: jour, dimanche: jour }),
    derniere_cmd_livraison: z.number(),
    derniere_cmd_emporter: z.number(),
    jours_feries: z.array(z.object({ date: text, nom: text })),
    fermetures_temporaires: z.array(z.object({ debut: text, fin: text, motif: text })),
  }),
  livraison: z.object({
    service_livraison_actif: z.boolean(),
    zones: z.array(ZoneLivraison),
  }),
  service: z.object({
    delai_preparation_base: z.number(),
    nombre_livreurs_actifs: z.number(),
    commandes_simultanees_max: z.number(),
    paiement_obligatoire: z.boolean(),
    delai_annulation: z.number(),
    delai_alerte_recu: z.number(),
    cuisine_alerte_orange: z.number(),
    cuisine_alerte_rouge: z.number(),
    jours_commande_avance: z.number(),
    capacite_creneaux: z.object({
      midi: z.object({ commandes: z.number().nullable(), pieces: z.number().nullable() }),
      soir: z.object({ commandes: z.number().nullable(), pieces: z.number().nullable() }),
    }),
    categories_hors_capacite: z.array(z.number()),
    acceptation_auto: z.boolean(),
    relance_acceptation_minutes: z.number().nullable(),
    pause_acceptation_minutes: z.number().nullable(),
    annulation_acceptation_minutes: z.number().nullable(),
  }),
  paiements: z.object({
    modes_paiement: z.object({ konnect: mode, especes: mode, carte: mode }),
    konnect_wallet_id: nullableText,
    konnect_base_url: text,
    especes_plafond_premiere_commande: z.number().nullable(),
    especes_refus_max: z.number().nullable(),
    especes_code_premiere_commande: z.boolean(),
  }),
  fiscalite: FiscaliteView,
  notifications: z.object({ telegram_chat_id: nullableText }),
  messages: MessagesView,
  imprimantes: z.object({ imprimantes: z.array(PrinterView) }),
  email: z.object({
    email_provider_active: z.enum(EMAIL_PROVIDERS).nullable(),
    smtp_host: nullableText,
    smtp_port: z.number(),
    smtp_ssl: z.boolean(),
    smtp_user: nullableText,
    smtp_from: nullableText,
  }),
  acces: z.object({ acces_protege_actif: z.boolean(), message_bientot_disponible: text }),
  diagnostics: z.object({ retention_logs_jours: z.number(), retention_evenements_jours: z.number() }),
  /** true when the secret is set. */
  secrets: z.object({
    konnect_api_key: z.boolean(),
    telegram_bot_token: z.boolean(),
    smtp_password: z.boolean(),
    brevo_api_key: z.boolean(),
    mot_de_passe_acces: z.boolean(),
  }),
});
export type AdminSettingsView = z.infer<typeof AdminSettingsView>;

/** Ordering pause from the board or the dashboard: minutes 15, 30, 60, or null until resumed. */
export const PauseInput = z.object({
  minutes: z.union([z.literal(15), z.literal(30), z.literal(60), z.null()], { error: 'Durée de pause invalide' }),
});
export const ServiceStateView = z.object({
  commandes_en_pause: z.boolean(),
  commandes_reprise_a: z.string().nullable(),
  message: z.string().nullable(),
});
export type ServiceStateView = z.infer<typeof ServiceStateView>;
