/**
 * axe-core in a Playwright page. The engine's source is evaluated through the DevTools protocol, which
 * the page's Content-Security-Policy (script-src 'self') does not block, unlike an inline <script>.
 * Rules run: WCAG 2.0/2.1 A and AA, and axe's best practices.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

let axeSource: string | undefined;
function source(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/** Runs axe on the whole document (or `include`, a CSS selector) and returns its violations. */
async function axeViolations(page: Page, include?: string): Promise<Result[]> {
  await finishedTransitions(page);
  const loaded = await page.evaluate('typeof window.axe === "object"');
  if (!loaded) await page.evaluate(source());
  const options: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };
  const results = await page.evaluate(
    ([selector, opts]) => (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe.run(selector ?? document, opts),
    [include ?? null, options] as const,
  );
  return results.violations;
}

/**
 * Waits (at most 3 s) until no finite CSS animation or transition runs: a toast fading in or out, a dialog
 * opening, are half transparent for a few hundred milliseconds, and axe would measure the contrast of the
 * blend (on a busy machine the fade lasts longer and a scan lands in it more often). Endless animations
 * (a spinner, the hero carousel's progress) do not count.
 */
async function finishedTransitions(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
}

const MAX_NODES = 5;

/**
 * One block per violation: impact, rule id, help text, why the first node fails, and the CSS targets and
 * markup of the first failing nodes.
 */
function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.slice(0, MAX_NODES).map((n) => `    ${n.target.join(' ')}: ${n.html.slice(0, 160)}`);
      if (v.nodes.length > MAX_NODES) nodes.push(`    … and ${v.nodes.length - MAX_NODES} more`);
      const why = v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ');
      return `[${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.nodes.length} element(s))${why ? `\n    ${why}` : ''}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Fails with the list of serious or critical violations, labelled with the state of the page. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<Result[]> {
  const violations = await axeViolations(page);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0) {
    throw new Error(`axe: ${serious.length} serious or critical violation(s) on ${label}:\n${describeViolations(serious)}`);
  }
  return violations;
}

/**
 * Headings that skip a level on the way down (an h1 followed by an h3), as "h1 Titre → h3 Carte": axe's
 * heading-order rule is only "moderate", so the serious-or-critical check does not see it. Hidden
 * headings (a closed tab's) do not count.
 */
export async function headingJumps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')].filter((h) => h.getClientRects().length > 0);
    const jumps: string[] = [];
    let previous: { level: number; text: string } | null = null;
    for (const heading of visible) {
      const level = Number(heading.tagName[1]);
      const text = (heading.textContent ?? '').trim().slice(0, 40);
      if (previous && level > previous.level + 1) jumps.push(`h${previous.level} ${previous.text} → h${level} ${text}`);
      previous = { level, text };
    }
    return jumps;
  });
}
