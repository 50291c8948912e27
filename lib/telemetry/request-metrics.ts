import type { ReadableSpan, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { siteMetrics } from './metrics';

/** The span Next opens for each request it handles (`BaseServerSpan.handleRequest`). */
const REQUEST_SPAN = 'BaseServer.handleRequest';

/**
 * Records `http_server_request_duration_seconds` from the span Next ends for each request: its
 * `http.route` (the route template Next resolved, e.g. `/[locale]/[slug]`), method and status.
 * Next exposes request timing only through its OpenTelemetry spans, so this is where the
 * metric can come from without wrapping the server. Requests Next matched to no route count as
 * `unmatched`.
 */
export class RequestMetricsProcessor implements SpanProcessor {
  /** Nothing to do when a span starts: the duration is known when it ends. */
  onStart(): void {}

  onEnd(span: ReadableSpan): void {
    const attributes = span.attributes;
    if (attributes['next.span_type'] !== REQUEST_SPAN) return;
    const [seconds, nanoseconds] = span.duration;
    siteMetrics().requestDuration.observe(
      {
        route: String(attributes['http.route'] ?? attributes['next.route'] ?? 'unmatched'),
        method: String(attributes['http.method'] ?? attributes['http.request.method'] ?? 'GET'),
        status: String(attributes['http.status_code'] ?? attributes['http.response.status_code'] ?? 0),
      },
      seconds + nanoseconds / 1e9,
    );
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
