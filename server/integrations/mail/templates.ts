/**
 * The HTML of every e-mail. French e-mails with the restaurant's name and logo (restaurant_settings):
 * sign-in link, signup link, signup link resent, password reset, staff invitation, e-mail change confirmation
 * and the back-office's test e-mail, each with an HTML and a text version; and the plain paragraphs of the order e-mails (orders/order-notifications.ts
 * writes their text). Every value is escaped with the one escapeHtml (server/lib/escape-html.ts).
 */
import type { EmailType } from '@core/admin-messages';
import { MAGIC_LINK_EXPIRY_H } from '@core/limits';
import type { DbOrTx } from '../../db/client';
import { restaurantSettings } from '../../db/schema/index';
import type { MailMessage } from './index';
import { escapeHtml } from '../../lib/escape-html';
import { readSettingsColumns } from '../../db/settings-row';

export interface Brand {
  name: string;
  /** Absolute URL of the logo, or null (the name is shown instead). */
  logoUrl: string | null;
  publicUrl: string;
}

export type TemplatedMail = Omit<MailMessage, 'to'>;

export async function loadBrand({ db, publicUrl }: { db: DbOrTx; publicUrl: string }): Promise<Brand> {
  const row = await readSettingsColumns(db, { name: restaurantSettings.nom_restaurant, logo: restaurantSettings.logo_url });
  const logo = row?.logo ?? null;
  const logoUrl = logo ? (/^https?:\/\//.test(logo) ? logo : `${publicUrl}${logo.startsWith('/') ? '' : '/'}${logo}`) : null;
  return { name: row?.name ?? 'Sakura Sushi', logoUrl, publicUrl };
}

interface Content {
  subject: string;
  heading: string;
  paragraphs: string[];
  button: string;
  url: string;
  footnote: string;
}

/** `type` is one the back-office's history can name (core/admin-messages.ts EMAIL_TYPE_LABELS). */
function render(brand: Brand, type: EmailType, c: Content): TemplatedMail {
  const e = escapeHtml;
  const logo = brand.logoUrl
    ? `<img src="${e(brand.logoUrl)}" alt="${e(brand.name)}" height="48" style="height:48px;max-width:200px;">`
    : `<span style="font-size:22px;font-weight:700;color:#b91c1c;">${e(brand.name)}</span>`;
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(c.subject)}</title></head>
<body style="margin:0;background:#f6f3ee;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f3ee;padding:24px 0;"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:12px;padding:32px;">
<tr><td align="center" style="padding-bottom:24px;">${logo}</td></tr>
<tr><td><h1 style="font-size:20px;margin:0 0 16px;">${e(c.heading)}</h1>
${c.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5;margin:0 0 12px;">${e(p)}</p>`).join('\n')}
<p style="text-align:center;margin:28px 0;"><a href="${e(c.url)}" style="background:#b91c1c;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:700;display:inline-block;">${e(c.button)}</a></p>
<p style="font-size:13px;color:#6b7280;margin:0 0 8px;">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :</p>
<p style="font-size:13px;word-break:break-all;margin:0 0 20px;"><a href="${e(c.url)}" style="color:#b91c1c;">${e(c.url)}</a></p>
<p style="font-size:13px;color:#6b7280;margin:0;">${e(c.footnote)}</p></td></tr>
</table>
<p style="font-size:12px;color:#9ca3af;margin-top:16px;">${e(brand.name)} · <a href="${e(brand.publicUrl)}" style="color:#9ca3af;">${e(brand.publicUrl.replace(/^https?:\/\//, ''))}</a></p>
</td></tr></table></body></html>`;
  const text = [brand.name, '', c.heading, '', ...c.paragraphs, '', `${c.button} : ${c.url}`, '', c.footnote, '', brand.publicUrl].join('\n');
  return { subject: c.subject, html, text, type };
}

const ignore = "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet e-mail.";

export function signInLinkMail(brand: Brand, { url, expiresInMinutes }: { url: string; expiresInMinutes: number }): TemplatedMail {
  return render(brand, 'magic_link_login', {
    subject: `Votre lien de connexion – ${brand.name}`,
    heading: 'Connexion à votre compte',
    paragraphs: [
      `Cliquez sur le bouton ci-dessous pour vous connecter à ${brand.name}.`,
      `Ce lien est valable ${expiresInMinutes} minutes et ne peut être utilisé qu'une seule fois.`,
    ],
    button: 'Me connecter',
    url,
    footnote: ignore,
  });
}

export function signupLinkMail(brand: Brand, { url, resend = false }: { url: string; resend?: boolean }): TemplatedMail {
  return render(brand, resend ? 'signup_resend' : 'magic_link_signup', {
    subject: resend ? `Nouveau lien d'inscription – ${brand.name}` : `Confirmez votre inscription – ${brand.name}`,
    heading: resend ? "Voici votre nouveau lien d'inscription" : `Bienvenue chez ${brand.name} !`,
    paragraphs: [
      'Cliquez sur le bouton ci-dessous pour confirmer votre adresse e-mail et créer votre compte.',
      'Complétez ensuite votre profil et gagnez 100 points de bienvenue.',
      `Ce lien est valable ${MAGIC_LINK_EXPIRY_H} heures et ne peut être utilisé qu'une seule fois.${resend ? ' Les liens envoyés précédemment restent valables jusqu’à leur expiration.' : ''}`,
    ],
    button: 'Confirmer mon inscription',
    url,
    footnote: ignore,
  });
}

export function passwordResetMail(brand: Brand, { url }: { url: string }): TemplatedMail {
  return render(brand, 'password_reset', {
    subject: `Réinitialisation de votre mot de passe – ${brand.name}`,
    heading: 'Réinitialiser votre mot de passe',
    paragraphs: ['Vous avez demandé à changer le mot de passe de votre compte.', "Ce lien est valable 1 heure et ne peut être utilisé qu'une seule fois."],
    button: 'Choisir un nouveau mot de passe',
    url,
    footnote: `${ignore} Votre mot de passe actuel reste inchangé.`,
  });
}

/** The staff invitation: who invited them, to which restaurant, as what, the link to set a password and its expiry. */
export function staffInvitationMail(
  brand: Brand,
  { url, inviter, role, expiresInHours }: { url: string; inviter: string; role: string; expiresInHours: number },
): TemplatedMail {
  return render(brand, 'staff_invitation', {
    subject: `Invitation à l'administration de ${brand.name}`,
    heading: `Vous êtes invité(e) à rejoindre l'équipe de ${brand.name}`,
    paragraphs: [
      `${inviter} vous invite à accéder à l'administration de ${brand.name} avec le rôle ${role}.`,
      'Choisissez votre mot de passe avec le bouton ci-dessous, puis connectez-vous sur la page de connexion du personnel.',
      `Ce lien est valable ${expiresInHours} heures et ne peut être utilisé qu'une seule fois.`,
    ],
    button: 'Choisir mon mot de passe',
    url,
    footnote: 'Si vous ne vous attendiez pas à cette invitation, ignorez simplement cet e-mail : aucun accès ne sera ouvert sans mot de passe.',
  });
}

export function emailChangeMail(brand: Brand, { url, newEmail }: { url: string; newEmail: string }): TemplatedMail {
  return render(brand, 'email_change', {
    subject: `Confirmez votre nouvelle adresse e-mail – ${brand.name}`,
    heading: 'Confirmez votre nouvelle adresse e-mail',
    paragraphs: [
      `Vous avez demandé à utiliser ${newEmail} pour votre compte ${brand.name}.`,
      "Ce lien est valable 24 heures et ne peut être utilisé qu'une seule fois.",
    ],
    button: 'Confirmer cette adresse',
    url,
    footnote: `${ignore} Votre adresse actuelle reste en place.`,
  });
}

/** The order e-mails (confirmation, status): their text lines as paragraphs, each line escaped. */
export function paragraphsHtml(paragraphs: string[][]): string {
  const body = paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`).join('\n');
  return `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#222">${body}</body></html>`;
}

const TEST_SUBJECT_PREFIX = '[TEST]';

/** A test e-mail of the back-office (E-mail test page): the admin's content in the restaurant's frame. */
export function testEmailMail({
  restaurant,
  subject,
  content,
  type,
}: {
  restaurant: string;
  subject: string;
  content: string | null;
  type: string;
}): TemplatedMail {
  const fullSubject = `${TEST_SUBJECT_PREFIX} ${subject}`;
  const body = content ?? 'Ceci est un e-mail de test envoyé depuis le back-office.';
  const paragraphs = body.split(/\n{2,}/).map((p) => `<p style="font-size:15px;line-height:1.5;margin:0 0 12px;">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(fullSubject)}</title></head>
<body style="margin:0;background:#f6f3ee;font-family:Arial,Helvetica,sans-serif;color:#1f2937;padding:24px;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;">
<p style="font-size:22px;font-weight:700;color:#b91c1c;margin:0 0 16px;">${escapeHtml(restaurant)}</p>
${paragraphs.join('\n')}
</div></body></html>`;
  return { subject: fullSubject, html, text: `${restaurant}\n\n${body}`, type };
}
