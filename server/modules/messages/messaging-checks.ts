/**
 * The production rules of Paramètres › Messages (pure; production-checks.ts applies them): a channel
 * turned on must be complete (WhatsApp: phone-number id, access token, app secret for the webhook's
 * signature, verify token; SMS: gateway URL, the delivery reports' token) and must not point at a local
 * stand-in (/dev/…), which production does not serve.
 */
import type { MessagingConfigs } from '../../db/schema/index';

export interface MessagingFacts {
  whatsapp: { actif: boolean; phoneNumberId: boolean; accessToken: boolean; appSecret: boolean; verifyToken: boolean; apiUrl: string | null };
  sms: { actif: boolean; url: string | null; reportToken: boolean };
}

const set = (v: unknown) => typeof v === 'string' && v.trim() !== '';

export function messagingFacts(configs: MessagingConfigs): MessagingFacts {
  const w = configs.whatsapp ?? {};
  const s = configs.sms ?? {};
  return {
    whatsapp: {
      actif: w.actif ?? false,
      phoneNumberId: set(w.phone_number_id),
      accessToken: set(w.access_token),
      appSecret: set(w.app_secret),
      verifyToken: set(w.verify_token),
      apiUrl: w.api_url ?? null,
    },
    sms: { actif: s.actif ?? false, url: s.url ?? null, reportToken: set(s.report_token) },
  };
}

const isStandIn = (url: string | null) => Boolean(url && /\/dev\/(whatsapp|sms)(\/|$)/.test(url));

export function messagingProblems(facts: MessagingFacts): string[] {
  const errors: string[] = [];
  const { whatsapp: w, sms: s } = facts;
  if (w.actif) {
    const missing = [
      !w.phoneNumberId && 'l’identifiant du numéro',
      !w.accessToken && 'le jeton d’accès',
      !w.appSecret && 'le secret de l’application (signature des webhooks)',
      !w.verifyToken && 'le jeton de vérification du webhook',
    ].filter(Boolean);
    if (missing.length) {
      errors.push(
        `WhatsApp est activé mais il manque ${missing.join(', ')}. Renseignez-les dans Paramètres › Messages (Meta Business › WhatsApp › Configuration de l’API), ou désactivez WhatsApp.`,
      );
    }
    if (isStandIn(w.apiUrl)) {
      errors.push(
        `WhatsApp pointe vers le simulateur local (${w.apiUrl}), absent en production. Dans Paramètres › Messages, videz l’adresse de l’API (https://graph.facebook.com/v21.0 par défaut).`,
      );
    }
  }
  if (s.actif) {
    if (!s.url)
      errors.push(
        'Les SMS sont activés sans adresse de passerelle. Renseignez-la dans Paramètres › Messages (voir docs/operations.md, WhatsApp et SMS), ou désactivez les SMS.',
      );
    else if (isStandIn(s.url)) {
      errors.push(
        `La passerelle SMS pointe vers le simulateur local (${s.url}), absent en production. Renseignez l’adresse de votre fournisseur dans Paramètres › Messages (docs/operations.md, WhatsApp et SMS).`,
      );
    }
    if (!s.reportToken) {
      errors.push(
        'Les SMS sont activés sans jeton des accusés de réception : le webhook /api/webhooks/sms/report refuserait tout. Renseignez-le dans Paramètres › Messages (par exemple : openssl rand -hex 24).',
      );
    }
  }
  return errors;
}
