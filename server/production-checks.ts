/**
 * Every rule a production start is held to, in one pure function: main.ts refuses to start on an error
 * and logs the warnings; `cli doctor` prints both. Each message names the variable and gives an example.
 * Some rules need the database (a mail provider or secrets saved in the settings): `facts` carries what
 * was read there, or null when the database could not be read (those rules then see the environment only).
 */
import type { Config } from './config';
import { messagingProblems, type MessagingFacts } from './modules/messages/messaging-checks';

export interface DatabaseFacts {
  /** The mail provider chosen and complete in /admin/settings ('smtp' | 'brevo'), or null. */
  mailProvider: string | null;
  /** The secrets saved in restaurant_settings, by their French label. */
  storedSecrets: string[];
  /** A Telegram bot token and chat id saved in the settings. */
  telegram: boolean;
  /** Paramètres › Messages: WhatsApp and the SMS gateway (modules/messages/messaging-checks.ts). */
  messaging?: MessagingFacts;
}

export interface ProductionReport {
  errors: string[];
  warnings: string[];
}

const MIN_AUTH_SECRET_LENGTH = 32;

export function checkProduction(config: Config, facts: DatabaseFacts | null): ProductionReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!config.isProduction) return { errors, warnings };

  if (!config.authSecret) {
    errors.push('AUTH_SECRET manque : il signe les sessions et le cookie d’accès. Exemple : AUTH_SECRET=$(openssl rand -base64 48)');
  } else if (config.authSecret.length < MIN_AUTH_SECRET_LENGTH) {
    errors.push(
      `AUTH_SECRET est trop court (${config.authSecret.length} caractères, au moins ${MIN_AUTH_SECRET_LENGTH}). Exemple : AUTH_SECRET=$(openssl rand -base64 48)`,
    );
  }
  if (!config.publicUrlConfigured) {
    errors.push(
      'PUBLIC_URL manque : l’adresse publique de la boutique (liens des e-mails, origine de confiance). Exemple : PUBLIC_URL=https://www.sakura-sushi.tn',
    );
  } else if (!config.publicUrl.startsWith('https://') && !config.allowInsecurePublicUrl) {
    errors.push(
      `PUBLIC_URL n’est pas en https (${config.publicUrl}) : les cookies de session ne seraient pas protégés. Exemple : PUBLIC_URL=https://www.sakura-sushi.tn (pour un essai sur un réseau local seulement : ALLOW_INSECURE_PUBLIC_URL=true)`,
    );
  }
  if (!config.databaseUrl && !config.embeddedDatabaseInProduction) {
    errors.push(
      'DATABASE_URL manque : la production utilise PostgreSQL. Exemple : DATABASE_URL=postgres://sushi:motdepasse@127.0.0.1:5432/sushi (installation sur une seule machine avec la base intégrée : EMBEDDED_DATABASE_IN_PRODUCTION=true, voir docs/operations.md)',
    );
  }
  if (!config.mail.smtpUrl && !config.mail.brevoApiKey && !facts?.mailProvider) {
    errors.push(
      'Aucun envoi d’e-mail configuré : les liens de connexion et les confirmations ne partiraient pas. Exemple : SMTP_URL=smtps://utilisateur:motdepasse@smtp.example.com:465 ou BREVO_API_KEY=xkeysib-… (ou un fournisseur choisi dans Paramètres › E-mail)',
    );
  }
  if (facts?.storedSecrets.length && !config.secrets) {
    errors.push(
      `Des secrets sont enregistrés dans la base (${facts.storedSecrets.join(', ')}) mais SECRETS_KEY manque pour les chiffrer. Exemple : SECRETS_KEY=$(openssl rand -base64 32), à conserver avec les autres secrets du serveur, à part des sauvegardes`,
    );
  }

  if (facts?.messaging) errors.push(...messagingProblems(facts.messaging));

  if (!(config.telegram.botToken && config.telegram.chatId) && !facts?.telegram) {
    warnings.push(
      'Telegram n’est pas configuré : le restaurant ne recevra pas les nouvelles commandes par message. Exemple : TELEGRAM_BOT_TOKEN=123456:ABC… et TELEGRAM_CHAT_ID=-100123456',
    );
  }
  if (config.redisUrl && !config.s3) {
    warnings.push(
      'REDIS_URL indique plusieurs instances mais les images sont sur le disque local de chacune : une image envoyée à une instance manquera aux autres. Exemple : S3_BUCKET=sakura-images (voir docs/operations.md, Image storage)',
    );
  }
  if (!config.backup.configured) {
    warnings.push(
      `Aucune sauvegarde configurée (BACKUP_DIR). Exemple : BACKUP_DIR=/var/backups/sakura-sushi et le timer sakura-sushi-backup.timer de deploy/systemd (docs/operations.md)`,
    );
  }
  return { errors, warnings };
}

/** The report as printed at start: one line per problem, each saying how to fix it. */
export function formatProductionReport({ errors, warnings }: ProductionReport): string {
  const lines: string[] = [];
  if (errors.length) lines.push('La production ne peut pas démarrer :', ...errors.map((e) => `  ✖ ${e}`));
  if (warnings.length) lines.push(errors.length ? 'À surveiller aussi :' : 'Avertissements :', ...warnings.map((w) => `  ⚠ ${w}`));
  return lines.join('\n');
}
