/**
 * Tâches en échec (Diagnostics, admins): the background jobs that ran out of attempts (an e-mail, a
 * Telegram message, an image's variations) with their last error, and Réessayer, which puts one back in
 * its queue with fresh attempts.
 */
import { toast } from 'sonner';
import type { DeadJobView } from '@core/schemas/diagnostics';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useDeadJobs, useRetryDeadJob } from '../api/dead-jobs';

const KIND_LABELS: Record<DeadJobView['kind'], string> = {
  'notification:email': 'E-mail',
  'notification:telegram': 'Telegram',
  'image-variations': 'Variantes d’image',
};

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium' });

function DeadJob({ job }: { job: DeadJobView }) {
  const retry = useRetryDeadJob();
  const onRetry = () =>
    retry.mutate(job.id, {
      onSuccess: () => toast.success('Tâche relancée'),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-ink-600 bg-ink-800 p-3" data-testid="dead-job">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap gap-x-3 text-xs text-paper-400">
          <span>{KIND_LABELS[job.kind]}</span>
          <span className="tabular-nums">{dateFormat.format(new Date(job.created_at))}</span>
          <span>
            {job.attempts} tentative{job.attempts > 1 ? 's' : ''}
          </span>
        </div>
        <div className="break-words text-paper">{job.summary}</div>
        {job.error && <div className="font-mono text-xs break-all text-shu-300">{job.error}</div>}
      </div>
      <Button size="sm" variant="outline" onClick={onRetry} disabled={retry.isPending}>
        Réessayer
      </Button>
    </li>
  );
}

export function DeadJobs() {
  const jobs = useDeadJobs();
  return (
    <section className="grid gap-3" aria-labelledby="dead-jobs-title">
      <h2 id="dead-jobs-title" className="text-xl font-semibold text-paper">
        Tâches en échec
      </h2>
      {jobs.isPending ? (
        <p className="text-paper-400" aria-live="polite">
          Chargement…
        </p>
      ) : jobs.isError ? (
        <p role="alert" className="text-shu-300">
          {errorMessage(jobs.error)}
        </p>
      ) : jobs.data.length === 0 ? (
        <p className="text-paper-400">Aucune tâche en échec</p>
      ) : (
        <ul className="grid gap-2">
          {jobs.data.map((job) => (
            <DeadJob key={job.id} job={job} />
          ))}
        </ul>
      )}
    </section>
  );
}
