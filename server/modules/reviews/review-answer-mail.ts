/** The e-mail carrying the staff's answer to a customer's review. */
import { escapeHtml } from '../../lib/escape-html';
import type { TemplatedMail } from '../../integrations/mail/templates';

export function reviewAnswerMail(args: { restaurant: string; prenom: string | null; numero: string; note: number; reponse: string }): TemplatedMail {
  const { restaurant, prenom, numero, note, reponse } = args;
  const greeting = prenom ? `Bonjour ${prenom},` : 'Bonjour,';
  const intro = `Merci pour votre avis (${note}/5) sur la commande ${numero}. Voici la réponse de l’équipe de ${restaurant} :`;
  const text = [greeting, '', intro, '', reponse, '', `L’équipe de ${restaurant}`].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${e(`Réponse à votre avis — ${restaurant}`)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;">
<p>${e(greeting)}</p><p>${e(intro)}</p>
<blockquote style="border-left:4px solid #b91c1c;margin:16px 0;padding:8px 16px;white-space:pre-wrap;">${e(reponse)}</blockquote>
<p>L’équipe de ${e(restaurant)}</p></body></html>`;
  return { subject: `Réponse à votre avis sur la commande ${numero}`, text, html, type: 'review_answer' };
}
