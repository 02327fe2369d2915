/**
 * Builds the Fastify app from a config and an open database. main.ts and the tests both use it;
 * nothing here listens on a port or reads the environment.
 */
import { randomUUID } from 'node:crypto';
import '@core/zod-fr';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { AppError } from './errors';
import type { Database } from './db/client';
import { jobsPlugin } from './jobs/jobs-plugin';
import { adminJobRoutes } from './modules/jobs/routes';
import { createStorage, type Storage } from './integrations/storage';
import { createSecretBox, type SecretBox } from './lib/secret-box';
import { adminImageRoutes } from './modules/images/routes';
import { catalogCachePlugin } from './modules/catalog/catalog-cache-plugin';
import { adminMeRoutes, adminScope } from './modules/admin/routes';
import { adminEmailTestRoutes } from './modules/email-test/routes';
import { adminEventRoutes } from './modules/events/routes';
import { createAppLogJournal, serverLoggerOptions } from './modules/logs/app-log-journal';
import { logIntakeRoutes } from './modules/logs/routes';
import { e2eRunnerPlugin } from './modules/e2e-runner/e2e-runner-plugin';
import { adminE2eRoutes } from './modules/e2e-runner/routes';
import { adminCatalogRoutes } from './modules/admin-catalog/routes';
import { catalogLiveRoutes } from './modules/admin-catalog/catalog-live';
import { catalogRoutes } from './modules/catalog/routes';
import { healthRoutes } from './modules/health/routes';
import { accountRoutes } from './modules/accounts/routes';
import { loyaltyRoutes } from './modules/loyalty/routes';
import { adminLoyaltyRoutes } from './modules/loyalty/admin-routes';
import { adminReviewRoutes } from './modules/reviews/admin-routes';
import { promotionRoutes } from './modules/promotions/routes';
import { promoQuoteRoutes } from './modules/orders/promo-quote-routes';
import { adminPromotionRoutes } from './modules/promotions/admin-routes';
import { authRoutes } from './modules/auth/routes';
import { mailboxRoutes } from './modules/dev/mailbox-routes';
import { adminOrderRoutes } from './modules/orders/admin-routes';
import { adminCashRoutes, cashCodeRoutes } from './modules/cash/routes';
import { staffOrderRoutes } from './modules/staff-orders/routes';
import { kitchenRoutes } from './modules/kitchen/routes';
import { adminDashboardRoutes } from './modules/dashboard/routes';
import { ordersPlugin } from './modules/orders/plugin';
import { invoiceRoutes } from './modules/invoices/routes';
import { adminInvoiceRoutes } from './modules/invoices/admin-routes';
import { closingRoutes } from './modules/closing/routes';
import { adminRiderRoutes, riderRoutes } from './modules/riders/routes';
import { paymentsPlugin } from './modules/payments/plugin';
import { messagesPlugin } from './modules/messages/messages-plugin';
import { marketingPlugin } from './modules/marketing/marketing-plugin';
import { adminMarketingRoutes } from './modules/marketing/routes';
import { adminMessageRoutes } from './modules/messages/routes';
import { mailPlugin } from './integrations/mail/index';
import { authPlugin } from './modules/auth/auth-plugin';
import { backgroundPlugin } from './plugins/background';
import { originCheckPlugin } from './plugins/origin-check';
import { rateLimitPlugin } from './plugins/rate-limit';
import { contractsPlugin } from './plugins/contracts';
import { errorHandlerPlugin } from './plugins/error-handler';
import { securityHeadersPlugin } from './plugins/security-headers';
import { FIRST_FRAME_SCRIPT_HASHES } from './modules/web/first-frames';
import { EARLY_TAP_SCRIPT_HASH } from './modules/web/server-render';
import { noStorePlugin } from './plugins/no-store';
import { webPlugin } from './modules/web/web-plugin';
import { accessGatePlugin } from './modules/access-gate/access-gate-plugin';
import { metricsPlugin, metricsRoutes } from './plugins/metrics';
import { accessGateRoutes } from './modules/access-gate/routes';
import { createGateStateCache } from './modules/access-gate/gate-state';
import { printingPlugin } from './modules/printing/printing-plugin';
import { printingRoutes } from './modules/printing/routes';
import { settingsRoutes } from './modules/settings/routes';
import { staffRoutes } from './modules/staff/routes';
import { adminCustomerRoutes } from './modules/staff/customer-routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Where images are stored: the uploads folder or the S3 bucket (server/integrations/storage.ts). */
    storage: Storage;
    /** Seals and opens the back-office secrets stored in the database (SECRETS_KEY; server/lib/secret-box.ts). */
    secretBox: SecretBox;
  }
}

/** The origin images are served from when it is not this site (an S3 bucket or its CDN): allowed by the CSP's img-src. */
function storageOrigins(config: Config): string[] {
  if (!config.s3) return [];
  const base = config.s3.publicUrl ?? config.s3.endpoint;
  try {
    return base ? [new URL(base).origin] : [`https://${config.s3.bucket}.s3.${config.s3.region}.amazonaws.com`];
  } catch {
    return [];
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Pino logger options; false silences (tests). */
  logger?: boolean | object;
  /** Run the notification outbox queues in this process's job runner (default true; tests that drive the outbox turn it off). */
  notificationWorker?: boolean;
  /** Run the image variations queue in this process (default true; tests drive it with drainImageJobs). */
  imageWorker?: boolean;
  /** Told about every job the runner ran (kind, duration, success): the metrics hook. */
  onJobDone?: (kind: string, ms: number, ok: boolean) => void;
}

export async function buildApp({
  config,
  database,
  logger,
  notificationWorker = true,
  imageWorker = true,
  onJobDone,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Without explicit options (the real server), WARN and up also go to app_logs.
  const journal = logger === undefined ? createAppLogJournal() : null;
  const app = Fastify({
    logger: logger ?? serverLoggerOptions(config.logLevel, journal!),
    // The request id is the correlation id of the logs, sent back in X-Request-Id (shown on error screens).
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Fastify also takes a hop count (proxy-addr), which its type does not list.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
  });
  const { db } = database;
  // A dropped connection is survivable (the pool and every LISTEN reconnect): logged, never fatal.
  database.onConnectionError = (err, where) => app.log.warn({ err, where }, 'database connection lost');

  // The access gate's state follows the settings like the catalogue: dropped locally on a save and on
  // every instance by the same NOTIFY (the catalogue cache plugin calls onDrop for both).
  const gate = createGateStateCache({ db });
  if (journal) {
    journal.attach(database.db);
    app.addHook('onClose', async () => journal.close());
  }
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('storage', createStorage(config));
  app.decorate('secretBox', createSecretBox(config.secrets?.keys, { refuseClear: config.isProduction }));
  if (!config.secrets) app.log.warn('SECRETS_KEY is not set: the secrets saved in the back-office are stored in clear (docs/operations.md, Secrets)');
  await app.register(metricsPlugin);
  await app.register(catalogCachePlugin, { onDrop: () => gate.dropLocal() });
  const { catalog } = app;

  await app.register(contractsPlugin, { serveDocument: !config.isProduction });
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, {
    https: config.publicUrl.startsWith('https://'),
    imageOrigins: storageOrigins(config),
    scriptHashes: [...FIRST_FRAME_SCRIPT_HASHES, EARLY_TAP_SCRIPT_HASH],
  });
  await app.register(noStorePlugin);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(originCheckPlugin, {
    // `npx vite` (docs: npm run dev) serves the web app from :5173 and proxies /api here.
    trustedOrigins: [config.publicUrl, ...config.trustedOrigins, ...(config.env === 'development' ? ['http://localhost:5173'] : [])],
  });
  await app.register(backgroundPlugin);
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin);
  // The job runner before the modules, which register their queues and schedules on it.
  await app.register(jobsPlugin, {
    notifications: notificationWorker,
    images: imageWorker,
    // The jobs in progress end within the process's shutdown deadline, with time left to close the rest.
    stopDeadlineMs: Math.max(1000, config.shutdownTimeoutMs - 2000),
    // Every job's duration reaches /metrics (sushi_job_duration_seconds by kind), and the caller's hook.
    onJobDone: (kind: string, ms: number, ok: boolean) => {
      app.metrics.jobDuration.observe({ job: kind }, ms / 1000);
      onJobDone?.(kind, ms, ok);
    },
  });
  await app.register(authPlugin);
  await app.register(accessGatePlugin, { gate });
  await app.register(accessGateRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(loyaltyRoutes);
  await app.register(promotionRoutes);
  await app.register(promoQuoteRoutes);
  if (!config.isProduction) await app.register(mailboxRoutes);
  await app.register(ordersPlugin);
  await app.register(cashCodeRoutes);
  await app.register(invoiceRoutes);
  await app.register(paymentsPlugin);
  await app.register(messagesPlugin);
  await app.register(marketingPlugin);
  await app.register(e2eRunnerPlugin);
  await app.register(printingPlugin);
  await app.register(logIntakeRoutes);
  await app.register(riderRoutes);
  // Every /api/admin/* route: staff only (401 anonymous, 403 clients). Add admin route plugins to this list.
  await app.register(
    adminScope([
      adminMeRoutes,
      adminOrderRoutes,
      adminMessageRoutes,
      adminCashRoutes,
      staffOrderRoutes,
      kitchenRoutes,
      adminDashboardRoutes,
      adminCatalogRoutes,
      adminImageRoutes,
      settingsRoutes,
      staffRoutes,
      adminCustomerRoutes,
      adminLoyaltyRoutes,
      adminReviewRoutes,
      adminPromotionRoutes,
      adminEventRoutes,
      adminEmailTestRoutes,
      adminE2eRoutes,
      adminJobRoutes,
      printingRoutes,
      adminInvoiceRoutes,
      closingRoutes,
      adminMarketingRoutes,
      adminRiderRoutes,
    ]),
    { prefix: '/api/admin' },
  );

  await app.register(healthRoutes, { db });
  await app.register(metricsRoutes);
  await app.register(catalogRoutes, { catalog });
  await app.register(catalogLiveRoutes);
  await app.register(webPlugin, {
    webDistDir: config.webDistDir,
    uploadsDir: config.uploadsDir,
    publicUrl: config.publicUrl,
    catalog,
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !request.url.startsWith('/uploads/');
    if (wantsPage && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0]!)) return app.sendApp(request, reply);
    throw new AppError('NOT_FOUND');
  });

  return app;
}
