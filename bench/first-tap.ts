/**
 * `npm run bench:first-tap`: the first working tap on the home page of the built app (run `npm run build`
 * first), on a slow phone: Chromium with its CPU slowed four times and slow 4G (150 ms, 1.6 Mbit/s down),
 * as Lighthouse's mobile profile. Per run, from the navigation: when the first dish's name and price are
 * visible, when the app has hydrated the page, and how long after the dish is visible a tap on it (made
 * at once, before the app has loaded) opens its dialog. Prints the medians (FIRST_TAP_RUNS, default 3).
 * Measurements only: nothing is asserted.
 */
import { chromium } from 'playwright-core';
import { startServer } from './start-server';

const runs = Number(process.env.FIRST_TAP_RUNS ?? 3);
const { port, child } = await startServer('bench/serve-app.ts');
const url = `http://127.0.0.1:${port}/`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

interface Run {
  dishVisible: number;
  hydrated: number;
  tapToDialog: number;
}

async function measure(): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR', serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const detail = page.getByRole('button', { name: /^Voir le détail : / }).first();
  await detail.waitFor();
  const dishVisible = Date.now() - start;
  await detail.click();
  await page.getByRole('dialog').waitFor();
  const tapToDialog = Date.now() - start - dishVisible;
  // Hydrated: React's own properties on the page's <main>.
  await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')));
  const hydrated = Date.now() - start;
  await context.close();
  return { dishVisible, hydrated, tapToDialog };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  await measure(); // warm the server's rendering cache and the image variations
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) results.push(await measure());
  console.log(`First tap on the home page (mobile profile: CPU ×4, slow 4G), median of ${runs}:`);
  console.log(`  first dish visible       ${median(results.map((r) => r.dishVisible))} ms`);
  console.log(`  tap → its dialog         ${median(results.map((r) => r.tapToDialog))} ms (tapped as soon as the dish is visible)`);
  console.log(`  hydrated (upper bound)   ${median(results.map((r) => r.hydrated))} ms`);
} finally {
  await browser.close();
  child.kill();
}
