/**
 * /dev/mailbox (outside production only): the local outbox, newest first, with each message's subject,
 * recipient, date and status, and the message itself at /dev/mailbox/:id (HTML) or /dev/mailbox/:id/text.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailHistory } from '../../db/schema/index';
import { escapeHtml } from '../../lib/escape-html';
import { standInStatusLabel } from '../../lib/standin-status';

const IdParams = z.object({ id: z.coerce.number().int().positive() });

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Africa/Tunis' });

export async function mailboxRoutes(app: FastifyInstance) {
  const { db } = app.database;

  app.get('/dev/mailbox', async (_request, reply) => {
    const rows = await db
      .select({
        id: emailHistory.id,
        to: emailHistory.to_email,
        subject: emailHistory.subject,
        status: emailHistory.status,
        provider: emailHistory.provider,
        type: emailHistory.email_type,
        at: emailHistory.created_at,
        hasBody: emailHistory.html_body,
      })
      .from(emailHistory)
      .orderBy(desc(emailHistory.id))
      .limit(200);
    const items = rows
      .map((r) => {
        const subject = r.hasBody ? `<a href="/dev/mailbox/${r.id}">${escapeHtml(r.subject)}</a>` : escapeHtml(r.subject);
        return `<tr><td>${dateFormat.format(new Date(r.at))}</td><td>${escapeHtml(r.to)}</td><td>${subject}</td><td>${escapeHtml(r.type ?? '')}</td><td>${escapeHtml(r.provider ?? '')} · ${standInStatusLabel(r.status)}</td></tr>`;
      })
      .join('\n');
    const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Boîte mail locale</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2937}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e5e7eb;font-size:14px}a{color:#b91c1c}.table{overflow-x:auto}</style></head>
<body><h1>Boîte mail locale</h1><p>Les e-mails envoyés sans SMTP_URL ni BREVO_API_KEY arrivent ici (hors production).</p>
<div class="table"><table><thead><tr><th>Date</th><th>Destinataire</th><th>Objet</th><th>Type</th><th>Envoi</th></tr></thead><tbody>
${items || '<tr><td colspan="5">Aucun e-mail pour le moment.</td></tr>'}
</tbody></table></div></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.get('/dev/mailbox/:id', async (request, reply) => {
    const { id } = IdParams.parse(request.params);
    const [row] = await db.select({ html: emailHistory.html_body }).from(emailHistory).where(eq(emailHistory.id, id)).limit(1);
    if (!row?.html) return reply.status(404).type('text/plain; charset=utf-8').send('E-mail introuvable');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(row.html);
  });

  app.get('/dev/mailbox/:id/text', async (request, reply) => {
    const { id } = IdParams.parse(request.params);
    const [row] = await db.select({ text: emailHistory.text_body }).from(emailHistory).where(eq(emailHistory.id, id)).limit(1);
    if (!row?.text) return reply.status(404).type('text/plain; charset=utf-8').send('E-mail introuvable');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(row.text);
  });
}
