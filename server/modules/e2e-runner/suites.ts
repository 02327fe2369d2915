/**
 * The suites the runner knows how to play. The e2e_test_suites rows (the Dashboard's list) are written
 * from these definitions at start-up, so a suite's scenarios and test names are always the ones it runs.
 */
import { notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { e2eTestSuites, type E2eScenario } from '../../db/schema/index';
import { API_SUITE } from './api-suite';
import { BROWSER_SUITE } from './browser-suite';
import type { E2eScenarioDef } from './e2e-context';

export interface E2eSuiteDef {
  name: string;
  description: string;
  scenarios: E2eScenarioDef[];
}

export const E2E_SUITES: E2eSuiteDef[] = [API_SUITE, BROWSER_SUITE];

export function suiteDefinition(name: string): E2eSuiteDef | undefined {
  return E2E_SUITES.find((suite) => suite.name === name);
}

export function scenariosOf(suite: E2eSuiteDef): E2eScenario[] {
  return suite.scenarios.map((s) => ({
    name: s.name,
    tests: s.tests.map((t) => t.name),
  }));
}

/** Upserts the known suites (keeping an admin's is_active and schedule); suites nobody can run are deactivated. */
export async function ensureE2eSuites({ db }: { db: DbOrTx }): Promise<void> {
  const names = E2E_SUITES.map((s) => s.name);
  for (const suite of E2E_SUITES) {
    await db
      .insert(e2eTestSuites)
      .values({
        name: suite.name,
        description: suite.description,
        test_scenarios: scenariosOf(suite),
      })
      .onConflictDoUpdate({
        target: e2eTestSuites.name,
        set: {
          description: suite.description,
          test_scenarios: scenariosOf(suite),
          updated_at: sql`now()`,
        },
      });
  }
  await db.update(e2eTestSuites).set({ is_active: false }).where(notInArray(e2eTestSuites.name, names));
}
