import { SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

const tracer = () => trace.getTracer('corporate-site');

/**
 * Runs `work` inside a span named `name` (e.g. `sanity.query`), a child of the current one (the
 * request's or the render's), and ends it with `work`'s outcome: an error is recorded and
 * rethrown. Without a registered tracer (`./register.ts`) the span is the API's no-op, so this
 * costs a function call. Attributes name what was done, never an enquiry's fields.
 * @param work - receives the span, to add attributes or events as it goes
 */
export function inSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}
