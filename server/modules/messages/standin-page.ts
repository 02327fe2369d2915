/** The small HTML page both stand-ins show: what was sent, with buttons that answer like the real service. */
import { escapeHtml } from '../../lib/escape-html';
import { standInStatusLabel } from '../../lib/standin-status';

export interface StandInRow {
  id: string;
  to: string;
  what: string;
  text: string;
  status: string;
  at: string;
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Africa/Tunis' });

/** Forms post same-origin (the meta restores the referrer the origin check reads, as the Konnect simulator does). */
export function standInPage({
  title,
  intro,
  prefix,
  rows,
  actions,
}: {
  title: string;
  intro: string;
  prefix: string;
  rows: StandInRow[];
  actions: string[];
}): string {
  const buttons = (row: StandInRow) =>
    actions
      .map(
        (status) =>
          `<form method="post" action="${prefix}/messages/${encodeURIComponent(row.id)}/status"><input type="hidden" name="status" value="${status}"><button type="submit">${standInStatusLabel(status)}</button></form>`,
      )
      .join('');
  const body = rows
    .map(
      (row) =>
        `<tr><td>${dateFormat.format(new Date(row.at))}</td><td>+${escapeHtml(row.to)}</td><td>${escapeHtml(row.what)}</td><td dir="auto">${escapeHtml(row.text)}</td><td>${escapeHtml(standInStatusLabel(row.status))}</td><td class="actions">${buttons(row)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="same-origin"><title>${escapeHtml(title)}</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1f2937}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e5e7eb;font-size:14px;vertical-align:top}.actions form{display:inline;margin-right:.25rem}button{font:inherit;padding:.25rem .6rem;border:1px solid #9ca3af;border-radius:.375rem;background:#fff;cursor:pointer}label{display:block;margin:.5rem 0 .25rem}input[type=text]{font:inherit;padding:.3rem;border:1px solid #9ca3af;border-radius:.375rem}fieldset{border:1px solid #e5e7eb;border-radius:.5rem;margin:1rem 0;max-width:32rem}.table{overflow-x:auto}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p>
<fieldset><legend>Répondre comme un client</legend><form method="post" action="${prefix}/reply">
<label for="from">Numéro (international, sans +)</label><input type="text" id="from" name="from" value="${escapeHtml(rows[0]?.to ?? '216')}">
<label for="text">Message</label><input type="text" id="text" name="text" value="STOP">
<button type="submit">Envoyer la réponse</button></form></fieldset>
<div class="table"><table><thead><tr><th>Date</th><th>Destinataire</th><th>Message</th><th>Texte</th><th>Statut</th><th>Simuler</th></tr></thead><tbody>
${body || '<tr><td colspan="6">Aucun message pour le moment.</td></tr>'}
</tbody></table></div></body></html>`;
}
