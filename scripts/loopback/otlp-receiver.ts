/**
 * A loopback OTLP/HTTP trace receiver for the tests: it takes what an OpenTelemetry exporter
 * sends with `OTEL_EXPORTER_OTLP_PROTOCOL=http/json` and keeps the spans in memory.
 *
 *     npx tsx scripts/loopback/otlp-receiver.ts <port>
 *
 * - `POST /v1/traces`: an `ExportTraceServiceRequest` in OTLP's JSON encoding; answers `{}`.
 * - `GET /spans`: every span received, flattened to `{ traceId, spanId, parentSpanId, name,
 *   durationMs, attributes, events }`, attributes as plain values.
 * - `DELETE /spans`: forgets them.
 * Not emulated: protobuf, gzip, metrics and logs.
 */
import { createServer } from 'node:http';

/** An OTLP `AnyValue` in JSON: one of its typed fields. */
type AnyValue = { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean; arrayValue?: { values?: AnyValue[] } };
type KeyValue = { key: string; value: AnyValue };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes?: KeyValue[];
  events?: { name: string; attributes?: KeyValue[] }[];
};

/** A span as `GET /spans` lists it. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  durationMs: number;
  attributes: Record<string, unknown>;
  events: { name: string; attributes: Record<string, unknown> }[];
}

const plain = (value: AnyValue): unknown =>
  value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : undefined) ?? value.doubleValue ?? value.boolValue ?? value.arrayValue?.values?.map(plain);
const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, plain(value)]));

const spans: ReceivedSpan[] = [];

const [port = '4319'] = process.argv.slice(2);
createServer((req, res) => {
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (raw += chunk));
  req.on('end', () => {
    if (req.method === 'POST' && req.url === '/v1/traces') {
      const body = JSON.parse(raw || '{}') as { resourceSpans?: { scopeSpans?: { spans?: OtlpSpan[] }[] }[] };
      for (const span of (body.resourceSpans ?? []).flatMap((r) => (r.scopeSpans ?? []).flatMap((s) => s.spans ?? []))) {
        spans.push({
          traceId: span.traceId,
          spanId: span.spanId,
          parentSpanId: span.parentSpanId || null,
          name: span.name,
          durationMs: Number(BigInt(span.endTimeUnixNano) - BigInt(span.startTimeUnixNano)) / 1e6,
          attributes: attributesOf(span.attributes),
          events: (span.events ?? []).map((event) => ({ name: event.name, attributes: attributesOf(event.attributes) })),
        });
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    } else if (req.url === '/spans' && req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(spans));
    } else if (req.url === '/spans' && req.method === 'DELETE') {
      spans.length = 0;
      res.writeHead(204).end();
    } else {
      res.writeHead(404).end();
    }
  });
}).listen(Number(port), '127.0.0.1', () => console.log(`OTLP receiver at http://127.0.0.1:${port}/v1/traces`));
