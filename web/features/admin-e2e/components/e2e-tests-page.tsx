/**
 * /admin/e2e-tests (admins, back-office §2, §4, §8, §9): 'Tests End-to-End (E2E)', the Dashboard,
 * Historique and Résultats détaillés tabs, Lancer / Arrêter, the active run polled every 3 s with its
 * real progress (finished tests over total), the notices of §4 and the load errors of §8.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import type { E2eRunView } from '@core/schemas/e2e';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-client';
import { e2eKeys, useE2eRun, useE2eRuns, useE2eSuites, useLaunchE2e, useStopE2e } from '../api/e2e';
import { RunResults } from './run-results';
import { RunsHistory } from './runs-history';
import { SuitesDashboard } from './suites-dashboard';

const M = ADMIN_MESSAGES.e2e;

function LoadError({ text }: { text: string }) {
  return (
    <p role="alert" className="text-shu-300">
      {text}
    </p>
  );
}

export function E2eTestsPage() {
  const queryClient = useQueryClient();
  const suites = useE2eSuites();
  const runs = useE2eRuns();
  const launch = useLaunchE2e();
  const stop = useStopE2e();
  const [tab, setTab] = useState('dashboard');
  const [launchedId, setLaunchedId] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const activeId = launchedId ?? runs.data?.find((r) => r.status === 'running')?.id ?? null;
  const active = useE2eRun(activeId);
  const previous = useRef<{ id: number; status: string } | null>(null);

  useEffect(() => {
    if (suites.isError)
      toast.error(ADMIN_MESSAGES.errorTitle, {
        description: M.suitesLoadFailed,
      });
  }, [suites.isError]);
  useEffect(() => {
    if (runs.isError)
      toast.error(ADMIN_MESSAGES.errorTitle, {
        description: M.historyLoadFailed,
      });
  }, [runs.isError]);

  // The end of the run being watched: 'Tests terminés' or 'Tests échoués' (a stop has its own notice).
  useEffect(() => {
    const run = active.data;
    if (!run) return;
    const before = previous.current;
    previous.current = { id: run.id, status: run.status };
    if (before?.id !== run.id || before.status !== 'running' || run.status === 'running') return;
    void queryClient.invalidateQueries({ queryKey: e2eKeys.runs });
    setLaunchedId(null);
    const summary = M.passedSummary(run.passed_tests, run.total_tests);
    if (run.status === 'completed') toast.success(M.finished, { description: summary });
    else if (run.status !== 'stopped') toast.error(M.failed, { description: summary });
  }, [active.data, queryClient]);

  const selected: E2eRunView | null =
    (selectedId !== null && (selectedId === active.data?.id ? active.data : runs.data?.find((r) => r.id === selectedId))) || null;

  return (
    <div className="grid min-w-0 gap-5 p-4 sm:p-6 lg:p-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold text-paper sm:text-4xl">Tests End-to-End (E2E)</h1>
          <p className="text-paper-400">Des tests automatisés vérifient que l'application fonctionne de bout en bout.</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => queryClient.invalidateQueries({ queryKey: e2eKeys.all })}>
          <RefreshCw className="size-4" aria-hidden="true" /> Actualiser
        </Button>
      </header>
      <Tabs value={tab} onValueChange={setTab} className="min-w-0">
        <TabsList className="flex w-full overflow-x-auto sm:inline-flex sm:w-auto">
          <TabsTrigger value="dashboard" className="px-3 sm:px-4">
            Dashboard
          </TabsTrigger>
          <TabsTrigger value="history" className="px-3 sm:px-4">
            Historique
          </TabsTrigger>
          <TabsTrigger value="results" className="px-3 sm:px-4">
            Résultats détaillés
          </TabsTrigger>
        </TabsList>
        <TabsContent value="dashboard">
          {suites.isPending ? (
            <p className="text-paper-400">Chargement…</p>
          ) : suites.isError ? (
            <LoadError text={M.suitesLoadFailed} />
          ) : (
            <SuitesDashboard
              suites={suites.data}
              activeRun={active.data}
              launching={launch.isPending}
              onLaunch={(suite) =>
                launch.mutate(suite.id, {
                  onSuccess: ({ run_id }) => {
                    previous.current = null;
                    setLaunchedId(run_id);
                    setSelectedId(run_id);
                    toast.success(M.launched, { description: suite.name });
                  },
                  onError: (error) =>
                    toast.error(ADMIN_MESSAGES.errorTitle, {
                      description: errorMessage(error) || M.launchFailed,
                    }),
                })
              }
              onStop={(run) =>
                stop.mutate(run.id, {
                  onSuccess: () => toast(M.stoppedTitle, { description: M.stopped }),
                  onError: () =>
                    toast.error(ADMIN_MESSAGES.errorTitle, {
                      description: M.stopFailed,
                    }),
                })
              }
            />
          )}
        </TabsContent>
        <TabsContent value="history">
          {runs.isPending ? (
            <p className="text-paper-400">Chargement…</p>
          ) : runs.isError ? (
            <LoadError text={M.historyLoadFailed} />
          ) : (
            <RunsHistory
              runs={runs.data}
              selectedId={selectedId}
              onSelect={(run) => {
                setSelectedId(run.id);
                setTab('results');
              }}
            />
          )}
        </TabsContent>
        <TabsContent value="results">
          <RunResults run={selected} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
