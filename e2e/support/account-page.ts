/**
 * Helpers for the account journeys: the e-mailed link read from the message the app really sent to
 * the fixture's SMTP sink (useShop({ mail: true })), and locators of the header's
 * account button and panel.
 */
import type { Locator, Page } from 'playwright-core';
import type { SmtpSink } from '../../server/test/mail';
import { expectNoSeriousViolations } from './axe';

/** The first link of the mail to `to` whose path is `path` (the full URL the customer clicks). */
export async function mailedLink(sink: SmtpSink, to: string, path: string): Promise<string> {
  const mail = await sink.waitFor(to, (m) => (m.text ?? '').includes(`${path}?token=`), 10_000);
  const match = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}\\?token=[^\\s"<>]+`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[0];
}

export function accountButton(page: Page): Locator {
  return page.getByTestId('account-button');
}

export function accountPanel(page: Page): Locator {
  return page.getByTestId('account-panel');
}

/** A toast on screen, not one sonner is removing. */
const LIVE_TOAST = '[data-sonner-toast]:not([data-removed="true"])';

/** The toasts showing `text`, newest first; one on its way out (sonner's data-removed) no longer counts. */
export function toastWith(page: Page, text: string | RegExp): Locator {
  return page.locator(LIVE_TOAST).filter({ hasText: text });
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.tn`;
}

/**
 * axe once finite animations and transitions have ended (a toast sliding in is half transparent,
 * which axe would read as low contrast), then no serious or critical violation.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  await expectNoSeriousViolations(page, label);
}

/** Gives the browser a session made by signInAs (its Cookie header), as the server would have set it. */
export async function useSessionCookie(page: Page, cookieHeader: string, url: string): Promise<void> {
  const cookies = cookieHeader.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
  await page.context().addCookies(cookies);
}
