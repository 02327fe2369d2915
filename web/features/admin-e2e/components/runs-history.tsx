/** Historique tab: the last 10 runs in a scrollable list; a click selects a run for Résultats détaillés. */
import { Eye } from 'lucide-react';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import type { E2eRunView } from '@core/schemas/e2e';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { RunBadge, StatusIcon } from './run-status';

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'medium',
});

export function RunsHistory({ runs, selectedId, onSelect }: { runs: E2eRunView[]; selectedId: number | null; onSelect(run: E2eRunView): void }) {
  if (runs.length === 0) return <p className="text-paper-400">Aucune exécution pour le moment</p>;
  return (
    <ul className="grid max-h-96 gap-2 overflow-y-auto pr-1" aria-label="Historique des exécutions">
      {runs.map((run) => (
        <li key={run.id}>
          <div className={cn('flex flex-wrap items-center gap-3 rounded-sm border border-ink-600 bg-ink-800 p-3', selectedId === run.id && 'border-kin')}>
            <StatusIcon status={run.status} />
            <button type="button" className="grid flex-1 text-left" onClick={() => onSelect(run)}>
              <span className="text-paper tabular-nums">{dateFormat.format(new Date(run.started_at))}</span>
              <span className="text-sm text-paper-400">
                {run.status === 'running' ? ADMIN_MESSAGES.e2e.running : `${((run.duration_ms ?? 0) / 1000).toFixed(1)} s`}
              </span>
            </button>
            <RunBadge run={run} />
            <Button variant="ghost" size="icon" aria-label={`Voir les résultats de l'exécution ${run.id}`} onClick={() => onSelect(run)}>
              <Eye className="size-4" />
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
