import { SEARCH_LOGIN_ROLE } from '../../scripts/lib/postgres';
import { publishingSiteEnv } from './publishing-env';

/**
 * The `scale` project: two `next start` instances of the publishing build
 * (`.next-cms`, reading the loopback Content Lake) sharing one Redis (Debian's `redis-server`)
 * and one search database (Debian's PostgreSQL), behind Debian's nginx with `deploy/nginx/site-proxy.conf`. Shared by `playwright.config.ts`
 * (which starts them all) and `scale.spec.ts`.
 */
export const SCALE = {
  redisPort: Number(process.env.E2E_REDIS_PORT ?? 6391),
  /** The search database both instances share (Debian's PostgreSQL, `tests/fixtures/postgres.ts`). */
  postgresPort: Number(process.env.E2E_POSTGRES_PORT ?? 54330),
  /** Instances A and B. */
  instancePorts: [Number(process.env.E2E_SCALE_A_PORT ?? 3103), Number(process.env.E2E_SCALE_B_PORT ?? 3104)],
  proxyPort: Number(process.env.E2E_PROXY_PORT ?? 3105),
  nginxDir: '.data/nginx-e2e',
  /**
   * The enquiry database both instances write to, as Supabase (`scripts/loopback/supabase-rest.ts`
   * over the PostgreSQL above), and the port that takes it away and brings it back.
   */
  supabasePort: Number(process.env.E2E_SUPABASE_PORT ?? 54421),
  supabaseControlPort: Number(process.env.E2E_SUPABASE_CONTROL_PORT ?? 54422),
  supabaseAnonKey: 'loopback-anon-key',
  outboxSecret: 'loopback-outbox-secret-of-forty-characters',
  /** The outbox's own Redis database on the shared server: the page cache's may be flushed. */
  outboxRedisDatabase: 1,
  /** Each instance's metrics port (`METRICS_PORT`), which Prometheus scrapes. */
  metricsPorts: [Number(process.env.E2E_METRICS_A_PORT ?? 9471), Number(process.env.E2E_METRICS_B_PORT ?? 9472)],
  /** Debian's Prometheus (`tests/fixtures/prometheus.ts`), scraping both every second. */
  prometheusPort: Number(process.env.E2E_PROMETHEUS_PORT ?? 9490),
  prometheusDir: '.data/prometheus-e2e',
  /** The loopback OTLP receiver (`scripts/loopback/otlp-receiver.ts`) instance A exports its traces to. */
  otlpPort: Number(process.env.E2E_OTLP_PORT ?? 4319),
  /** What each instance prints; the spec fails on any error in them. */
  logs: ['.data/scale-a.log', '.data/scale-b.log'],
} as const;

/** Instance `index`'s environment: the publishing site's, plus the shared Redis, search database, enquiry database and outbox. */
export function scaleInstanceEnv(index: number): Record<string, string> {
  return {
    ...publishingSiteEnv(),
    REDIS_URL: `redis://127.0.0.1:${SCALE.redisPort}`,
    SEARCH_DATABASE_URL: `postgres://${SEARCH_LOGIN_ROLE}@127.0.0.1:${SCALE.postgresPort}/postgres`,
    // Enquiries go to the shared database, as with Supabase; the embedded store is not used.
    ENQUIRY_DATA_DIR: `.data/enquiries-scale-${index}`,
    SUPABASE_URL: `http://127.0.0.1:${SCALE.supabasePort}`,
    SUPABASE_ANON_KEY: SCALE.supabaseAnonKey,
    ENQUIRY_OUTBOX_SECRET: SCALE.outboxSecret,
    ENQUIRY_OUTBOX_REDIS_URL: `redis://127.0.0.1:${SCALE.redisPort}/${SCALE.outboxRedisDatabase}`,
    METRICS_PORT: String(SCALE.metricsPorts[index]),
    // Instance A exports its traces; B shows that metrics alone export nothing.
    ...(index === 0
      ? { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${SCALE.otlpPort}`, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '200' }
      : {}),
    // Behind deploy/nginx, which sets X-Real-IP to the connection's address.
    ENQUIRY_CLIENT_IP_HEADER: 'x-real-ip',
  };
}
