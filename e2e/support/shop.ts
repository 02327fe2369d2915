/**
 * The one fixture of the browser journeys. `const shop = useShop()` at the top of a test file:
 * - before the file: starts the built app on a fresh empty database (optionally with an SMTP sink as its
 *   mail transport) and launches Chromium; after it, closes both. The database holds only the settings
 *   row: a journey builds what it reads with the factories (e2e/support/shop-menu.ts for a whole shop);
 * - `shop.openPage(viewport)` opens a page in a new context that records console errors and uncaught
 *   exceptions, set up like a customer's browser in Tunisia (French locale, the restaurant's time zone;
 *   24-hour time inputs come from e2e/support/browser.ts) and preferring reduced motion, a setting the shop
 *   supports (no transition to wait for before a click or a scan; a test of the animations themselves
 *   calls `page.emulateMedia({ reducedMotion: 'no-preference' })`); `shop.signIn(page, …)` gives that context a
 *   customer's or a staff member's session;
 * - after EACH test, fails it when any of its pages logged an error the test did not allow
 *   (`shop.allowConsoleErrors(/…/)` for the refusals a journey provokes on purpose), then closes its
 *   pages. A journey cannot forget the check.
 * `shop.db` is the app's database, for the factories of server/test/factories.ts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { testConfig, type Config } from '../../server/config';
import type { Db } from '../../server/db/client';
import { sessionCookieFor } from '../../server/test/auth';
import { buildCustomer, buildStaff, type Customer } from '../../server/test/factories';
import { startSmtpSink, type SmtpSink } from '../../server/test/mail';
import type { AccountRole } from '../../core/api-views';
import { startApp, type RunningApp } from './app-server';
import { launchBrowser } from './browser';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export interface ShopOptions {
  /** Send the app's e-mails to a real SMTP sink (shop.sink). */
  mail?: boolean;
  config?: Partial<Config>;
  /** Console errors every test of the file provokes on purpose (see EXPECTED_REFUSAL). */
  allowConsoleErrors?: RegExp[];
}

export interface PageOptions {
  serviceWorkers?: 'allow' | 'block';
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions of this page so far. */
  errors: string[];
}

export interface SignInOptions {
  /** A staff member instead of a customer. */
  role?: AccountRole;
  /** Columns of the customer row (e.g. `{ onboarding_completed: false, prenom: null }`). */
  customer?: Partial<typeof import('../../server/db/schema/index').customers.$inferInsert>;
  email?: string;
}

export interface SignedInUser {
  userId: string;
  email: string;
  customer: Customer | null;
  /** The session's Cookie header, for app.inject as this user. */
  cookie: string;
  /** { cookie, origin }: what the browser sends with a state-changing request. */
  headers: { cookie: string; origin: string };
}

export interface Shop {
  readonly running: RunningApp;
  readonly url: string;
  readonly app: RunningApp['app'];
  readonly db: Db;
  readonly browser: Browser;
  /** Only with `useShop({ mail: true })`. */
  readonly sink: SmtpSink;
  /**
   * A page in a new context. Service workers are blocked (so a journey's page.route sees every request)
   * unless `serviceWorkers: 'allow'`, as every real visitor has them: the offline journeys and those of
   * live updates, whose requests the worker answers (e2e/support/service-worker.ts waits for it).
   */
  openPage(viewport?: { width: number; height: number }, options?: PageOptions): Promise<WatchedPage>;
  /** A fresh customer (complete profile) or staff member, signed in in the page's context. */
  signIn(page: Page, options?: SignInOptions): Promise<SignedInUser>;
  /** A fresh page already signed in. */
  openSignedInPage(
    options?: SignInOptions,
    viewport?: { width: number; height: number },
    pageOptions?: PageOptions,
  ): Promise<WatchedPage & { who: SignedInUser }>;
  /** Console errors matching `pattern` do not fail the current test. */
  allowConsoleErrors(pattern: RegExp): void;
}

export function useShop(options: ShopOptions = {}): Shop {
  let running: RunningApp | undefined;
  let sink: SmtpSink | undefined;
  let browser: Browser | undefined;
  let pages: WatchedPage[] = [];
  let allowed: RegExp[] = [...(options.allowConsoleErrors ?? [])];

  beforeAll(async () => {
    if (options.mail) sink = await startSmtpSink();
    running = await startApp({
      config: { ...(sink ? { mail: { ...testConfig().mail, smtpUrl: sink.url } } : {}), ...options.config },
    });
    browser = await launchBrowser();
  });

  afterEach(async () => {
    const seen = pages.flatMap((p) => p.errors).filter((error) => !allowed.some((pattern) => pattern.test(error)));
    await Promise.all(pages.map((p) => p.context.close().catch(() => {})));
    pages = [];
    allowed = [...(options.allowConsoleErrors ?? [])];
    if (seen.length > 0) throw new Error(`The page logged ${seen.length} console error(s):\n${seen.join('\n')}`);
  });

  afterAll(async () => {
    await browser?.close();
    await running?.close();
    await sink?.close();
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`useShop: ${what} is not ready (used outside a test, or mail: false)`);
    return value;
  };

  const shop: Shop = {
    get running() {
      return need(running, 'the app');
    },
    get url() {
      return need(running, 'the app').url;
    },
    get app() {
      return need(running, 'the app').app;
    },
    get db() {
      return need(running, 'the app').app.database.db;
    },
    get browser() {
      return need(browser, 'Chromium');
    },
    get sink() {
      return need(sink, 'the SMTP sink');
    },
    async openPage(viewport = DESKTOP, { serviceWorkers = 'block' } = {}) {
      const context = await shop.browser.newContext({ viewport, locale: 'fr-FR', timezoneId: 'Africa/Tunis', reducedMotion: 'reduce', serviceWorkers });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      const watched = { page, context, errors };
      pages.push(watched);
      return watched;
    },
    async signIn(page, signInOptions = {}) {
      const { app, url } = shop;
      let userId: string;
      let email: string;
      let customer: Customer | null = null;
      if (signInOptions.role) {
        const staff = await buildStaff(shop.db, { role: signInOptions.role, email: signInOptions.email });
        userId = staff.id;
        email = staff.email;
      } else {
        customer = await buildCustomer(shop.db, { ...signInOptions.customer, ...(signInOptions.email ? { email: signInOptions.email } : {}) });
        userId = customer.auth_user_id!;
        email = customer.email!;
      }
      const cookie = await sessionCookieFor(app, userId);
      await page.context().addCookies(
        cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
        }),
      );
      return { userId, email, customer, cookie, headers: { cookie, origin: app.config.publicUrl } };
    },
    async openSignedInPage(signInOptions, viewport, pageOptions) {
      const watched = await shop.openPage(viewport, pageOptions);
      const who = await shop.signIn(watched.page, signInOptions);
      return { ...watched, who };
    },
    allowConsoleErrors(pattern) {
      allowed.push(pattern);
    },
  };
  return shop;
}

/** The console line of a refusal a journey provokes on purpose (a wrong password answers 401). */
export const EXPECTED_REFUSAL = /Failed to load resource: the server responded with a status of (400|401)/;
