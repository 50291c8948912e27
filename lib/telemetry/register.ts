import { registerOTel } from '@vercel/otel';
import { readMetricsConfig, startMetricsServer } from './metrics-server';
import { RequestMetricsProcessor } from './request-metrics';

/** Whether the standard variables name an OTLP endpoint for traces. */
export function otlpConfigured(env: Record<string, string | undefined> = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) && env.OTEL_SDK_DISABLED !== 'true';
}

/**
 * Sets up what operators see, from `instrumentation.ts`'s `register()` in the Node.js runtime:
 *
 * - Traces, through `@vercel/otel` (Next's documented OpenTelemetry set-up), exported over OTLP
 *   only when a standard variable names an endpoint (`OTEL_EXPORTER_OTLP_ENDPOINT` or
 *   `…_TRACES_ENDPOINT`, with `OTEL_EXPORTER_OTLP_PROTOCOL`, `…_HEADERS`, `OTEL_SERVICE_NAME`).
 *   Next then records its own spans (requests, renders, fetches), and `./spans.ts` the site's.
 * - Metrics on their own port (`METRICS_PORT`, `./metrics-server.ts`). Request durations come
 *   from Next's request spans, so metrics alone also register a tracer, which exports nothing.
 *
 * With neither set, nothing is registered: Next makes no spans and the site's spans are the
 * OpenTelemetry API's no-ops.
 * @throws Error naming `METRICS_PORT` for a bad value; the metrics server's listen error
 */
export async function registerTelemetry(env: Record<string, string | undefined> = process.env): Promise<void> {
  const metrics = readMetricsConfig(env);
  const otlp = otlpConfigured(env);
  if (!metrics && !otlp) return;
  registerOTel({
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'corporate-site',
    // 'auto' adds the OTLP exporter (and Vercel's collector on Vercel); it would also export to a
    // default localhost endpoint when none is named, hence only with one.
    spanProcessors: [...(otlp ? (['auto'] as const) : []), ...(metrics ? [new RequestMetricsProcessor()] : [])],
  });
  if (metrics) await startMetricsServer(metrics);
}
