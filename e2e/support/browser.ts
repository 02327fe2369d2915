/**
 * Debian's Chromium driven by playwright-core (pages and their console checks: e2e/support/shop.ts).
 */
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    // A French Chromium, as the restaurant's customers and staff run it: its date and time inputs show a
    // 24-hour clock and day/month/year (a context's locale does not reach them). Chromium on Linux takes
    // its interface language from LANGUAGE, and needs Debian's chromium-l10n for it (without it: en-US).
    env: { ...process.env, LANGUAGE: 'fr' },
  });
}
