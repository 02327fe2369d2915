/** Pause ordering for 15, 30 or 60 minutes or until resumed (order board and dashboard). */
import { PauseCircle, PlayCircle } from 'lucide-react';
import { PAUSE_DURATIONS } from '@core/service';
import { Button } from '../../../components/ui/button';
import { useServiceState, useSetPause } from '../api/service';

export function PauseControl() {
  const state = useServiceState();
  const setPause = useSetPause();
  const paused = state.data?.commandes_en_pause ?? false;
  return (
    <section aria-label="Prise de commandes" className={`rounded-md border p-3 ${paused ? 'border-shu/50 bg-shu/10' : 'border-ink-600 bg-ink-800'}`}>
      {paused ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="flex items-center gap-2 text-sm text-shu-300">
            <PauseCircle aria-hidden="true" className="size-5" />
            {state.data?.message}
          </p>
          <Button type="button" size="sm" isLoading={setPause.isPending} onClick={() => setPause.mutate('resume')}>
            <PlayCircle aria-hidden="true" /> Reprendre les commandes
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <span className="mr-1 text-sm text-paper-400">Mettre les commandes en pause :</span>
          {PAUSE_DURATIONS.map((minutes) => (
            <Button
              key={String(minutes)}
              type="button"
              variant="outline"
              size="sm"
              disabled={setPause.isPending || state.isPending}
              onClick={() => setPause.mutate(minutes)}
            >
              {minutes === null ? "Jusqu'à reprise" : `${minutes} min`}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
