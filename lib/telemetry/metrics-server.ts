import { createServer, type Server } from 'node:http';
import { siteMetrics } from './metrics';

/** Where the metrics are served, from `METRICS_PORT` and `METRICS_HOST`. */
export interface MetricsConfig {
  port: number;
  host: string;
}

/**
 * Reads `METRICS_PORT` (unset = no metrics endpoint) and `METRICS_HOST` (default `127.0.0.1`: a
 * Prometheus on another machine needs `0.0.0.0`, and a firewall). The endpoint has a port of its
 * own so that it is never on the public site: nginx proxies the site's port only.
 * @throws Error naming `METRICS_PORT` when it is not a port number, or the site's own port
 */
export function readMetricsConfig(env: Record<string, string | undefined> = process.env): MetricsConfig | null {
  const raw = env.METRICS_PORT?.trim();
  if (!raw) return null;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`METRICS_PORT must be a port number (1-65535), got "${raw}"`);
  if (env.PORT && Number(env.PORT) === port) throw new Error(`METRICS_PORT must differ from the site's port ${env.PORT}: the metrics are never on the public site.`);
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1' };
}

/**
 * Serves `GET /metrics` in Prometheus's text format on its own port; anything else is 404.
 * @returns the server, listening (tests close it)
 * @throws the listen error (the port is taken) through the returned promise
 */
export function startMetricsServer(config: MetricsConfig): Promise<Server> {
  const { registry } = siteMetrics();
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve(server));
  });
}
