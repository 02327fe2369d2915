/** Dashboard tab: the active suites, Lancer (disabled while any run is active) or Arrêter, the progress bar, each suite's schedule. */
import type { E2eRunView, E2eSuiteView } from '@core/schemas/e2e';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { SuiteSchedule } from './suite-schedule';

function runProgress(run: E2eRunView | undefined): number {
  if (!run) return 0;
  if (run.status !== 'running') return 100;
  if (run.total_tests === 0) return 0;
  return Math.min(99, Math.round((run.finished_tests / run.total_tests) * 100));
}

interface Props {
  suites: E2eSuiteView[];
  activeRun: E2eRunView | undefined;
  launching: boolean;
  onLaunch(suite: E2eSuiteView): void;
  onStop(run: E2eRunView): void;
}

export function SuitesDashboard({ suites, activeRun, launching, onLaunch, onStop }: Props) {
  const running = activeRun?.status === 'running';
  return (
    <div className="grid gap-4">
      {suites.map((suite) => {
        const mine = running && activeRun.test_suite_id === suite.id;
        const progress = mine ? runProgress(activeRun) : 0;
        return (
          <Card key={suite.id} className="min-w-0">
            <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
              <div className="grid gap-1.5">
                <CardTitle className="text-xl">{suite.name}</CardTitle>
                {suite.description && <CardDescription>{suite.description}</CardDescription>}
              </div>
              {mine ? (
                <Button variant="outline" onClick={() => onStop(activeRun)} disabled={activeRun.stop_requested}>
                  Arrêter
                </Button>
              ) : (
                <Button onClick={() => onLaunch(suite)} disabled={running || launching} isLoading={launching}>
                  Lancer
                </Button>
              )}
            </CardHeader>
            <CardContent className="grid gap-4">
              {mine && (
                <div className="grid gap-1">
                  <div className="flex justify-between text-sm text-paper-300">
                    <span>
                      {activeRun.finished_tests}/{activeRun.total_tests} tests
                    </span>
                    <span>{progress}%</span>
                  </div>
                  <div
                    role="progressbar"
                    aria-label={`Progression de ${suite.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={progress}
                    className="h-2 overflow-hidden rounded-full bg-ink-600"
                  >
                    <div className="h-full bg-shu transition-[width] duration-500" style={{ width: `${progress}%` }} />
                  </div>
                </div>
              )}
              <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {suite.test_scenarios.map((scenario) => (
                  <li key={scenario.name} className="rounded-sm border border-ink-600 bg-ink-900/40 p-3">
                    <p className="font-medium text-paper">{scenario.name}</p>
                    <p className="text-sm text-paper-400">{scenario.tests.length} test(s)</p>
                  </li>
                ))}
              </ul>
              <SuiteSchedule key={`${suite.id}-${suite.schedule_enabled}-${suite.schedule_minutes}-${suite.schedule_time}`} suite={suite} />
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
