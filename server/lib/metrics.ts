/**
 * The app's Prometheus metrics: one registry per app instance (the tests build many apps in one process;
 * prom-client's global registry would refuse the second set of names). Modules count through app.metrics;
 * the plugin (plugins/metrics.ts) times the requests and serves /metrics. docs/operations.md lists the
 * names and the alerts worth setting on them.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const METRICS_PREFIX = 'sushi_';

/** What the gauges read when scraped (the database's pool and the notification outbox). */
export interface MetricSources {
  pool(): { inUse: number; waiting: number };
  /** Outbox rows waiting to be sent, per channel, with the age of the oldest (seconds). */
  outbox(): Promise<{ channel: string; pending: number; oldestAgeS: number; failed: number }[]>;
}

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics() {
  const registry = new Registry();
  const p = METRICS_PREFIX;
  let sources: MetricSources | null = null;
  let outboxRead: Promise<Awaited<ReturnType<MetricSources['outbox']>>> | null = null;
  // The three outbox gauges share one query per scrape.
  const readOutbox = () => (outboxRead ??= sources!.outbox().finally(() => setTimeout(() => (outboxRead = null), 0)));

  const metrics = {
    registry,
    httpDuration: new Histogram({
      name: `${p}http_request_duration_seconds`,
      help: 'Durée des requêtes HTTP, par route, méthode et classe de statut (2xx, 4xx, 5xx…).',
      labelNames: ['route', 'method', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    eventStreams: new Gauge({
      name: `${p}event_streams_open`,
      help: 'Flux d’événements (SSE) ouverts sur cette instance.',
      registers: [registry],
    }),
    ordersPlaced: new Counter({ name: `${p}orders_placed_total`, help: 'Commandes passées.', registers: [registry] }),
    ordersPaid: new Counter({ name: `${p}orders_paid_total`, help: 'Commandes payées en ligne (paiement confirmé).', registers: [registry] }),
    ordersCancelled: new Counter({
      name: `${p}orders_cancelled_total`,
      help: 'Commandes annulées, par le client ou par l’équipe.',
      labelNames: ['by'] as const,
      registers: [registry],
    }),
    jobDuration: new Histogram({
      name: `${p}job_duration_seconds`,
      help: 'Durée d’une tâche de fond, par sorte (e-mail, Telegram, images, E2E, planifications).',
      labelNames: ['job'] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    }),
    /** Points the gauges at the database (the plugin, once the app has one); until then they stay empty. */
    setSources(next: MetricSources) {
      sources = next;
    },
    /** Node's own metrics (event-loop lag, memory, GC, handles), only where /metrics is served. */
    collectProcessMetrics() {
      collectDefaultMetrics({ register: registry, prefix: p });
    },
  };

  new Gauge({
    name: `${p}db_pool_connections_in_use`,
    help: 'Connexions à la base de données empruntées (PGlite : 1).',
    registers: [registry],
    collect() {
      if (sources) this.set(sources.pool().inUse);
    },
  });
  new Gauge({
    name: `${p}db_pool_waiting_requests`,
    help: 'Requêtes en attente d’une connexion à la base de données.',
    registers: [registry],
    collect() {
      if (sources) this.set(sources.pool().waiting);
    },
  });
  const outboxGauge = (name: string, help: string, pick: (row: Awaited<ReturnType<MetricSources['outbox']>>[number]) => number) =>
    new Gauge({
      name: `${p}${name}`,
      help,
      labelNames: ['channel'] as const,
      registers: [registry],
      async collect() {
        if (!sources) return;
        this.reset();
        for (const channel of ['email', 'telegram']) this.set({ channel }, 0);
        for (const row of await readOutbox()) this.set({ channel: row.channel }, pick(row));
      },
    });
  outboxGauge('notification_outbox_pending', 'Notifications en attente d’envoi (y compris en cours), par canal.', (r) => r.pending);
  outboxGauge(
    'notification_outbox_oldest_pending_age_seconds',
    'Âge de la plus ancienne notification en attente, par canal (0 : aucune).',
    (r) => r.oldestAgeS,
  );
  outboxGauge('notifications_failed', 'Notifications abandonnées après tous leurs essais (statut failed), par canal.', (r) => r.failed);

  return metrics;
}
