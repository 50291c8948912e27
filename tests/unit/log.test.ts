import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, LOG_LEVELS, logger, readLogLevel } from '@/lib/log/logger';
import { REQUEST_ID_HEADER, requestIdOf, requestLogger } from '@/lib/log/request';
import { logEvents, problemLines } from '../../scripts/lib/server-log';
import { captureLogs, LEVEL, type LogLine } from './log-capture';

/** A logger at `level` whose lines land in the returned array, parsed. */
function collected(level: (typeof LOG_LEVELS)[number] = 'info') {
  const raw: string[] = [];
  const log = createLogger({ level, destination: { write: (line: string) => raw.push(line) } });
  return { log, raw, lines: () => raw.map((line) => JSON.parse(line) as LogLine) };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('log lines', () => {
  it('are one JSON object per line with a numeric level, the time, the event and a human msg', () => {
    const { log, raw, lines } = collected();
    log.info({ event: 'warm-up', segments: 11, ms: 2100 }, 'warm-up: 11 route segments rendered in 2.1 s');
    expect(raw).toHaveLength(1);
    expect(raw[0]).toMatch(/^\{.*\}\n$/);
    const [line] = lines();
    expect(line).toMatchObject({ level: LEVEL.info, event: 'warm-up', segments: 11, ms: 2100, msg: 'warm-up: 11 route segments rendered in 2.1 s' });
    expect(typeof line?.time).toBe('number');
    expect(Math.abs((line?.time ?? 0) - Date.now())).toBeLessThan(5_000);
  });

  it('carry an error under `err` with its type and message', () => {
    const { log, lines } = collected();
    log.error({ event: 'search-failed', err: new TypeError('fetch failed') }, 'search: failed');
    expect(lines()[0]).toMatchObject({ level: LEVEL.error, err: { type: 'TypeError', message: 'fetch failed' } });
  });

  it('below the level are dropped, and silent drops every line', () => {
    const warn = collected('warn');
    warn.log.info({ event: 'quiet' }, 'not written');
    warn.log.warn({ event: 'loud' }, 'written');
    expect(warn.lines().map((line) => line.event)).toEqual(['loud']);
    const silent = collected('silent');
    silent.log.fatal({ event: 'never' }, 'not written');
    expect(silent.raw).toEqual([]);
  });

  it('never show an enquiry field or a credential, even when one is passed by mistake', () => {
    const { log, raw, lines } = collected();
    log.info(
      {
        event: 'careless',
        email: 'astrid@example.dk',
        message: 'Please call me about an ApS.',
        enquiry: { firstName: 'Astrid', lastName: 'Jensen', name: 'Astrid Jensen', phone: '+45 70 70 70 70', message: 'Hello', cvr: '12345678' },
        headers: { authorization: 'Bearer abc.def', cookie: 'session=1' },
        token: 'sk-live-1',
        secret: 'hush',
        founders: [{ name: 'Astrid Jensen' }],
      },
      'a line a careless change could write',
    );
    const text = raw.join('');
    for (const value of ['astrid@example.dk', 'Please call me', 'Astrid', 'Jensen', '+45 70', 'Hello', '12345678', 'abc.def', 'session=1', 'sk-live-1', 'hush']) {
      expect(text).not.toContain(value);
    }
    expect(lines()[0]).toMatchObject({ email: '[Redacted]', message: '[Redacted]', enquiry: { firstName: '[Redacted]', name: '[Redacted]', message: '[Redacted]' }, founders: '[Redacted]' });
  });

  it("keep an error's message, which is not an enquiry's", () => {
    const { log, lines } = collected();
    log.error({ event: 'x', err: new Error('connect ECONNREFUSED 127.0.0.1:5432') }, 'failed');
    expect(lines()[0]?.err?.message).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });
});

describe('LOG_LEVEL', () => {
  it('is info when unset or empty, and takes each of pino\'s levels in any case', () => {
    expect(readLogLevel({})).toBe('info');
    expect(readLogLevel({ LOG_LEVEL: ' ' })).toBe('info');
    for (const level of LOG_LEVELS) expect(readLogLevel({ LOG_LEVEL: level.toUpperCase() })).toBe(level);
  });

  it('stops the start with an error naming LOG_LEVEL and its values for anything else', () => {
    for (const value of ['verbose', 'warning', '30']) {
      expect(() => readLogLevel({ LOG_LEVEL: value })).toThrow(/^LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent .*got "/);
    }
  });
});

describe('requestLogger', () => {
  it("adds the request's x-request-id to every line", () => {
    const capture = captureLogs();
    restore = capture.restore;
    const log = requestLogger(new Headers({ [REQUEST_ID_HEADER]: '0f3a9c1e5b7d4e2f8a6c0b1d3e5f7a9c' }));
    log.info({ event: 'publish' }, 'one');
    log.warn({ event: 'publish' }, 'two');
    expect(capture.lines.map((line) => line.requestId)).toEqual(['0f3a9c1e5b7d4e2f8a6c0b1d3e5f7a9c', '0f3a9c1e5b7d4e2f8a6c0b1d3e5f7a9c']);
  });

  it('makes an id when the request has none, or one that is no id', () => {
    const made = requestIdOf(new Headers());
    expect(made).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(requestIdOf(new Headers())).not.toBe(made);
    expect(requestIdOf(new Headers({ [REQUEST_ID_HEADER]: 'a"b\\c' }))).not.toContain('"');
    expect(requestIdOf(new Headers({ [REQUEST_ID_HEADER]: 'x'.repeat(500) }))).toHaveLength(36);
  });

  it("leaves the root logger's lines without a request id", () => {
    const capture = captureLogs();
    restore = capture.restore;
    logger.info({ event: 'warm-up' }, 'root');
    expect(capture.lines[0]).not.toHaveProperty('requestId');
  });
});

describe("reading a server's log", () => {
  const log = [
    '> corporate-formation-site@0.1.0 start',
    '   \u001b[32m▲ Next.js 16.4.6\u001b[39m',
    '{"level":30,"time":1,"event":"search-records","outcome":"current","records":301,"msg":"search: 301 records in embedded, current"}',
    '{"level":30,"time":2,"event":"publish","documentType":"faq","msg":"publish: faq expired 1 cache tag in 3 ms; no error here"}',
    '{"level":40,"time":3,"event":"wordpress-item-skipped","msg":"WordPress services: item 2 skipped"}',
    '{"level":50,"time":4,"event":"search-failed","msg":"search: \\"en\\" search failed"}',
    ' \u001b[31m⨯\u001b[39m Error: boom',
    'npm warn config production Use `--omit=dev` instead.',
    '',
  ].join('\n');

  it('counts JSON lines at warn or above and Next\'s own error lines as problems, never an info line or npm\'s notice', () => {
    expect(problemLines(log)).toEqual([log.split('\n')[4], log.split('\n')[5], ' ⨯ Error: boom']);
  });

  it('finds the lines of an event', () => {
    expect(logEvents(log, 'search-records').map((line) => line.records)).toEqual([301]);
    expect(logEvents(log, 'publish', (line) => line.documentType === 'siteSettings')).toEqual([]);
  });
});
