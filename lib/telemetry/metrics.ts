import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { processSingleton, processSlot } from '../process/singleton';

/**
 * The site's Prometheus series (prom-client), one set per process. Next loads a module once per
 * bundle (instrumentation, route handlers, pages, the cache handler), so the set is one per process
 * (`lib/process/singleton.ts`): every bundle that records a figure records it in the same registry, which
 * `./metrics-server.ts` exposes. Recording costs a map update; with no `METRICS_PORT` nobody reads it.
 *
 * Names follow Prometheus's conventions: base units (seconds), `_total` for counters, labels of
 * bounded sets (route templates, never paths; query names, never queries).
 */
export interface SiteMetrics {
  registry: Registry;
  /** Next's requests by route template (`/[locale]/[slug]`), method and status; seconds. */
  requestDuration: Histogram<'route' | 'method' | 'status'>;
  /** Content Lake queries by query name and outcome (`ok`, `error`); seconds, retries included. */
  lakeQueryDuration: Histogram<'query' | 'outcome'>;
  /** Lake retries by cause (`connection`, `timeout`, `429`, `502`, `503`, `504`). */
  lakeRetries: Counter<'cause'>;
  /** From a publish's webhook reaching this instance to the first page it stored again with an expired tag; seconds (`./publish-visible.ts`). */
  publishToVisible: Histogram;
  /** Next's page cache (the cache handler's `get`) by route template and result (`hit`, `miss`). */
  pageCache: Counter<'route' | 'result'>;
  /** Enquiries by form and outcome: `stored`, `outboxed`, `invalid`, `rate_limited`, `failed`, `honeypot`. */
  enquiries: Counter<'form' | 'outcome'>;
  /** Enquiries that left the outbox's queue by outcome: `delivered`, `expired` (past the retention period), `dead_letter` (set aside: unreadable, invalid or refused by the database). */
  outboxDelivered: Counter<'outcome'>;
  /** Enquiries waiting in the outbox (read when scraped). */
  outboxDepth: Gauge;
  /** Age of the oldest enquiry in the outbox, seconds; 0 when empty (read when scraped). */
  outboxOldestAge: Gauge;
  /** Site searches by entry (`api`, `page`) and outcome (`ok`, `error`, `limited`); seconds. */
  searchDuration: Histogram<'entry' | 'outcome'>;
}

type OutboxStatsReader = () => Promise<{ depth: number; oldestReceivedAt: string | null }>;

/** Where the outbox gauges read from: set by whichever bundle made the outbox (`lib/enquiries`). */
const outboxStats = processSlot<OutboxStatsReader>('outbox-stats');

/** Lets the outbox gauges read the outbox when Prometheus scrapes. */
export function observeOutbox(stats: OutboxStatsReader): void {
  outboxStats.set(stats);
}

function create(): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
  const readOutbox = async () => {
    const stats = outboxStats.get();
    return stats ? stats().catch(() => undefined) : undefined;
  };
  return {
    registry,
    requestDuration: new Histogram({ name: 'http_server_request_duration_seconds', help: 'Requests Next served, by route template, method and status.', labelNames: ['route', 'method', 'status'], buckets: seconds, registers: [registry] }),
    lakeQueryDuration: new Histogram({ name: 'sanity_lake_query_duration_seconds', help: 'Content Lake queries by query name and outcome, retries included.', labelNames: ['query', 'outcome'], buckets: seconds, registers: [registry] }),
    lakeRetries: new Counter({ name: 'sanity_lake_retries_total', help: 'Content Lake query attempts retried, by cause.', labelNames: ['cause'], registers: [registry] }),
    publishToVisible: new Histogram({ name: 'publish_to_visible_seconds', help: 'From a publish expiring pages on this instance to the first regenerated page it served.', buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60], registers: [registry] }),
    pageCache: new Counter({ name: 'next_page_cache_requests_total', help: "Lookups in Next's page cache by route template and result.", labelNames: ['route', 'result'], registers: [registry] }),
    enquiries: new Counter({ name: 'enquiries_total', help: 'Enquiry submits by form and outcome.', labelNames: ['form', 'outcome'], registers: [registry] }),
    outboxDelivered: new Counter({ name: 'enquiry_outbox_deliveries_total', help: 'Enquiries that left the outbox, delivered, expired or set aside as dead letters.', labelNames: ['outcome'], registers: [registry] }),
    outboxDepth: new Gauge({
      name: 'enquiry_outbox_depth',
      help: 'Enquiries waiting in the outbox.',
      registers: [registry],
      async collect() {
        this.set((await readOutbox())?.depth ?? 0);
      },
    }),
    outboxOldestAge: new Gauge({
      name: 'enquiry_outbox_oldest_age_seconds',
      help: 'Age of the oldest enquiry in the outbox; 0 when it is empty.',
      registers: [registry],
      async collect() {
        const oldest = (await readOutbox())?.oldestReceivedAt;
        this.set(oldest ? Math.max(0, (Date.now() - Date.parse(oldest)) / 1000) : 0);
      },
    }),
    searchDuration: new Histogram({ name: 'site_search_duration_seconds', help: 'Site searches by entry and outcome.', labelNames: ['entry', 'outcome'], buckets: seconds, registers: [registry] }),
  };
}

/** The process's series, made on first use. */
export function siteMetrics(): SiteMetrics {
  return processSingleton('metrics', create);
}

/**
 * Runs a site search and records `site_search_duration_seconds` by entry and outcome.
 * @param entry - `api` (the dialog's `/api/search`) or `page` (`/search?q=…`)
 * @returns what `search` resolves with; rethrows its error after recording it
 */
export async function timedSearch<T>(entry: 'api' | 'page', search: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let outcome = 'error';
  try {
    const result = await search();
    outcome = 'ok';
    return result;
  } finally {
    siteMetrics().searchDuration.observe({ entry, outcome }, (performance.now() - started) / 1000);
  }
}
