/** A run's status icon and badge (back-office §2 Historique): completed shows 'passed/total réussis'. */
import { CheckCircle2, CircleSlash, Loader2, XCircle } from 'lucide-react';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import type { E2eRunView } from '@core/schemas/e2e';
import { Badge } from '../../../components/ui/badge';

export function StatusIcon({ status }: { status: string }) {
  if (status === 'passed' || status === 'completed') return <CheckCircle2 aria-label="Réussi" className="size-5 shrink-0 text-emerald-400" />;
  if (status === 'failed') return <XCircle aria-label="Échoué" className="size-5 shrink-0 text-shu-300" />;
  if (status === 'running') return <Loader2 aria-label="En cours" className="size-5 shrink-0 animate-spin text-kin" />;
  return <CircleSlash aria-label={status} className="size-5 shrink-0 text-paper-400" />;
}

export function RunBadge({ run }: { run: E2eRunView }) {
  if (run.status === 'completed') return <Badge variant="gold">{ADMIN_MESSAGES.e2e.historyPassed(run.passed_tests, run.total_tests)}</Badge>;
  if (run.status === 'failed') return <Badge variant="accent">{run.status}</Badge>;
  return <Badge variant="outline">{run.status}</Badge>;
}
