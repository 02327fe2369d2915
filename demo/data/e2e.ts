/** The suites shown on /admin/e2e-tests: those the built-in runner plays (server/modules/e2e-runner/suites.ts). */
import type { e2eTestSuites } from '../../server/db/schema';
import { E2E_SUITES, scenariosOf } from '../../server/modules/e2e-runner/suites';

export const e2eSuiteSeed: (typeof e2eTestSuites.$inferInsert)[] = E2E_SUITES.map((suite) => ({
  name: suite.name,
  description: suite.description,
  is_active: true,
  test_scenarios: scenariosOf(suite),
}));
