/** The body of a test e-mail: the admin's content in the restaurant's frame, HTML-escaped. */
import type { TemplatedMail } from '../../integrations/mail/templates';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export const TEST_SUBJECT_PREFIX = '[TEST]';

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
