/** The last 20 sends (back-office §2): badges Envoyé (sent, success), Test (test_sent), Échec (error, failed). */
import { emailHistoryStatusLabel, emailTypeLabel, mailProviderLabel } from '@core/admin-messages';
import type { EmailHistoryEntryView } from '@core/schemas/diagnostics';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { useEmailHistory } from '../api/email-test';

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
});

function variantOf(status: string): BadgeVariant {
  if (status === 'error' || status === 'failed') return 'accent';
  if (status === 'test_sent') return 'outline';
  return 'gold';
}

function HistoryItem({ entry }: { entry: EmailHistoryEntryView }) {
  return (
    <li className="grid gap-1 border-t border-ink-600 py-3 first:border-t-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium break-words text-paper">{entry.subject}</span>
        <Badge variant={variantOf(entry.status)}>{emailHistoryStatusLabel(entry.status)}</Badge>
      </div>
      <div className="flex flex-wrap gap-x-3 text-xs text-paper-400">
        <span className="[overflow-wrap:anywhere]">{entry.to_email}</span>
        <span>{dateFormat.format(new Date(entry.created_at))}</span>
        {entry.provider && <span>par {mailProviderLabel(entry.provider)}</span>}
        {entry.email_type && <span>{emailTypeLabel(entry.email_type)}</span>}
      </div>
      {entry.error && <p className="text-xs break-all text-shu-300">{entry.error}</p>}
    </li>
  );
}

export function EmailHistory() {
  const history = useEmailHistory();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Historique des envois</CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <p className="text-paper-400">Chargement…</p>
        ) : history.isError ? (
          <p role="alert" className="text-shu-300">
            {errorMessage(history.error)}
          </p>
        ) : history.data.length === 0 ? (
          <p className="text-paper-400">Aucun envoi</p>
        ) : (
          <ul aria-label="Historique des envois">
            {history.data.map((entry) => (
              <HistoryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
