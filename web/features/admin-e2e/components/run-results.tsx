/** Résultats détaillés: per test its status, name, category, duration, error, stack and logs; Exporter (JSON, JUnit). */
import { Download } from 'lucide-react';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import type { E2eResultView, E2eRunView } from '@core/schemas/e2e';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { exportUrl, useE2eResults } from '../api/e2e';
import { RunBadge, StatusIcon } from './run-status';

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'medium',
});
const timeFormat = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'medium' });

function ResultItem({ result }: { result: E2eResultView }) {
  return (
    <li className="grid gap-2 rounded-sm border border-ink-600 bg-ink-800 p-3">
      <div className="flex items-start gap-2">
        <StatusIcon status={result.status} />
        <span className="min-w-0 flex-1 font-medium text-paper">{result.test_name}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2 pl-7">
        {result.test_category && <Badge variant="outline">{result.test_category}</Badge>}
        <span className="text-sm text-paper-400 tabular-nums">{result.duration_ms ?? 0} ms</span>
      </div>
      {result.error_message && <p className="text-sm break-words text-shu-300">{result.error_message}</p>}
      {result.stack_trace && (
        <details>
          <summary className="cursor-pointer text-sm text-paper-300">Stack trace</summary>
          <pre className="mt-1 max-h-48 overflow-auto rounded-xs bg-ink-900 p-2 text-xs text-paper-300">{result.stack_trace}</pre>
        </details>
      )}
      {result.logs.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm text-paper-300">Logs ({result.logs.length})</summary>
          <ul className="mt-1 max-h-40 overflow-auto rounded-xs bg-ink-900 p-2 text-xs text-paper-300">
            {result.logs.map((log, i) => (
              <li key={i}>
                <span className="text-paper-500 tabular-nums">{timeFormat.format(new Date(log.timestamp))}</span> {log.message}
              </li>
            ))}
          </ul>
        </details>
      )}
      {result.screenshots.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {result.screenshots.map((src) => (
            <a key={src} href={src} target="_blank" rel="noreferrer">
              <img src={src} alt={`Capture : ${result.test_name}`} className="h-32 rounded-xs border border-ink-600" loading="lazy" />
            </a>
          ))}
        </div>
      )}
    </li>
  );
}

export function RunResults({ run }: { run: E2eRunView | null }) {
  const results = useE2eResults(run?.id ?? null, run?.status === 'running');
  if (!run)
    return (
      <div className="grid gap-1 py-10 text-center">
        <p className="text-lg text-paper">{ADMIN_MESSAGES.e2e.noSelectionTitle}</p>
        <p className="text-paper-400">{ADMIN_MESSAGES.e2e.noSelection}</p>
      </div>
    );
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-paper tabular-nums">{dateFormat.format(new Date(run.started_at))}</span>
        <RunBadge run={run} />
        <span className="flex-1" />
        <a className={buttonClasses('outline', 'sm')} href={exportUrl(run.id, 'json')} download>
          <Download className="size-4" aria-hidden="true" /> Exporter
        </a>
        <a className={buttonClasses('ghost', 'sm')} href={exportUrl(run.id, 'junit')} download>
          JUnit XML
        </a>
      </div>
      {run.error_message && <p className="text-sm text-shu-300">{run.error_message}</p>}
      {results.isPending ? (
        <p className="text-paper-400">Chargement…</p>
      ) : results.isError ? (
        <p role="alert" className="text-shu-300">
          {ADMIN_MESSAGES.e2e.resultsLoadFailed} : {errorMessage(results.error)}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Résultats des tests">
          {results.data.map((result) => (
            <ResultItem key={result.id} result={result} />
          ))}
        </ul>
      )}
    </div>
  );
}
