/** Exporter: a run and its results as JSON, or as JUnit XML for CI tools. */
import type { E2eResultView, E2eRunView } from '@core/schemas/e2e';

function xml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) =>
      ({
        '<': '&lt;',
        '>': '&gt;',
        '&': '&amp;',
        "'": '&apos;',
        '"': '&quot;',
      })[c]!,
  );
}

export function exportRunJson(run: E2eRunView, results: E2eResultView[]): string {
  return JSON.stringify({ run, results }, null, 2);
}

export function exportRunJunit(run: E2eRunView, suiteName: string, results: E2eResultView[]): string {
  const seconds = (ms: number | null) => ((ms ?? 0) / 1000).toFixed(3);
  const failures = results.filter((r) => r.status === 'failed').length;
  const skipped = results.filter((r) => r.status !== 'passed' && r.status !== 'failed').length;
  const cases = results.map((r) => {
    const head = `    <testcase classname="${xml(r.test_category ?? suiteName)}" name="${xml(r.test_name)}" time="${seconds(r.duration_ms)}"`;
    const logs = r.logs.length ? `\n      <system-out>${xml(r.logs.map((l) => `${l.timestamp} ${l.message}`).join('\n'))}</system-out>` : '';
    if (r.status === 'failed')
      return `${head}>\n      <failure message="${xml(r.error_message ?? '')}">${xml(r.stack_trace ?? r.error_message ?? '')}</failure>${logs}\n    </testcase>`;
    if (r.status !== 'passed') return `${head}>\n      <skipped message="${xml(r.error_message ?? r.status)}"/>${logs}\n    </testcase>`;
    return logs ? `${head}>${logs}\n    </testcase>` : `${head}/>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(suiteName)}" tests="${results.length}" failures="${failures}" skipped="${skipped}" time="${seconds(run.duration_ms)}">`,
    `  <testsuite name="${xml(suiteName)}" id="${run.id}" timestamp="${run.started_at}" tests="${results.length}" failures="${failures}" skipped="${skipped}" time="${seconds(run.duration_ms)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
