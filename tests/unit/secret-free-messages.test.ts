import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSanityApiHost, readSanityConfig } from '@/lib/content/env';
import { readSupabaseConfig } from '@/lib/enquiries/env';
import { readOutboxConfig } from '@/lib/enquiries/outbox/config';
import { readRedisUrl } from '@/lib/light-pages/shared-cache';
import { createLogger } from '@/lib/log/logger';
import { readSearchDatabaseConfig } from '@/lib/search/database';
import { readSiteUrl } from '@/lib/seo/site-url';
import { checkConfigurationOrExit } from '@/lib/startup/check-configuration';
import { readWordPressConfig } from '@/lib/wordpress/env';
import { captureLogs, LEVEL } from './log-capture';

const PASSWORD = 'hunter2-s3cret';

/** The message `read` throws, or a failure when it throws none. */
function thrown(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the reader to throw');
}

const OUTBOX = { SUPABASE_URL: 'https://abcd1234.supabase.co', SUPABASE_ANON_KEY: 'anon-key', ENQUIRY_OUTBOX_SECRET: '0123456789abcdef0123456789abcdef' };

describe('a malformed URL variable stops the start with a message that names it and holds no password', () => {
  const cases: [variable: string, value: string, read: (value: string) => unknown][] = [
    ['REDIS_URL', `redis//default:${PASSWORD}@cache:6379`, (value) => readRedisUrl({ REDIS_URL: value })],
    ['ENQUIRY_OUTBOX_REDIS_URL', `redis//default:${PASSWORD}@cache:6380/0`, (value) => readOutboxConfig('/tmp/enquiries', { ...OUTBOX, ENQUIRY_OUTBOX_REDIS_URL: value })],
    ['NEXT_PUBLIC_SITE_URL', `ftp://admin:${PASSWORD}@www.example.com`, (value) => readSiteUrl({ NEXT_PUBLIC_SITE_URL: value })],
    ['SEARCH_DATABASE_URL', `mysql://search_site:${PASSWORD}@db.example.com/site`, (value) => readSearchDatabaseConfig({ SEARCH_DATABASE_URL: value })],
    ['SEARCH_DATABASE_URL', `postgres//search_site:${PASSWORD}@db.example.com/postgres`, (value) => readSearchDatabaseConfig({ SEARCH_DATABASE_URL: value })],
    ['SUPABASE_URL', `ftp://user:${PASSWORD}@abcd1234.supabase.co`, (value) => readSupabaseConfig({ SUPABASE_URL: value, SUPABASE_ANON_KEY: 'anon-key' })],
    ['SUPABASE_URL', `https//user:${PASSWORD}@abcd1234.supabase.co`, (value) => readSupabaseConfig({ SUPABASE_URL: value, SUPABASE_ANON_KEY: 'anon-key' })],
    ['WORDPRESS_API_URL', `https://wp:${PASSWORD}@cms.example.com`, (value) => readWordPressConfig({ WORDPRESS_API_URL: value })],
    ['SANITY_API_HOST', `ftp://lake:${PASSWORD}@lake.example.com`, (value) => readSanityConfig({ SANITY_API_HOST: value })],
    ['SANITY_API_HOST', `ftp://lake:${PASSWORD}@lake.example.com`, (value) => readSanityApiHost({ SANITY_API_HOST: value })],
  ];

  for (const [variable, value, read] of cases) {
    it(`${variable}=${value.replace(PASSWORD, '…')}`, () => {
      const message = thrown(() => read(value));
      expect(message).toContain(variable);
      expect(message).not.toContain(PASSWORD);
    });
  }

  it('a Redis URL that is echoed keeps what helps to find the mistake', () => {
    expect(thrown(() => readRedisUrl({ REDIS_URL: `redis//default:${PASSWORD}@cache:6379` }))).toContain('got "redis//default:***@cache:6379"');
  });
});

describe('the start refusal', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('replaces the password of a URL in any refused value, in the log line and in a build error', async () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    // LOG_LEVEL is read first and echoes what it refuses, as readers of non-URL values do.
    vi.stubEnv('LOG_LEVEL', `redis://default:${PASSWORD}@cache:6379`);
    const logs = captureLogs();
    try {
      await checkConfigurationOrExit();
    } finally {
      logs.restore();
    }
    expect(exit).toHaveBeenCalledWith(1);
    const refusal = logs.lines.find((line) => line.event === 'start-refused');
    expect(refusal?.level).toBe(LEVEL.fatal);
    expect(refusal?.msg).toContain('Cannot start: LOG_LEVEL must be one of');
    expect(refusal?.msg).toContain('redis://default:***@cache:6379');
    expect(logs.raw.join('')).not.toContain(PASSWORD);

    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    const failure = await checkConfigurationOrExit().then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(failure?.message).toContain('LOG_LEVEL must be one of');
    expect(failure?.message).not.toContain(PASSWORD);
    expect(failure?.stack).not.toContain(PASSWORD);
  });
});

describe('a log line', () => {
  /** A logger whose lines land in the returned array, as written. */
  function collected() {
    const raw: string[] = [];
    return { log: createLogger({ level: 'info', destination: { write: (line: string) => raw.push(line) } }), raw };
  }

  it('holds no URL password in its message, its format arguments, or its error', () => {
    const { log, raw } = collected();
    const invalid = Object.assign(new TypeError('Invalid URL'), { input: `redis//default:${PASSWORD}@cache:6379` });
    log.error({ event: 'cache-redis-down', err: invalid }, `cache: Redis at redis://default:${PASSWORD}@cache:6379 is unreachable`);
    log.warn('search: retrying %s', `postgres://search_site:${PASSWORD}@db.example.com/postgres`);
    // With no message, pino takes the error's.
    log.error({ event: 'search-records', err: new Error(`connect to postgres://search_site:${PASSWORD}@db.example.com failed`) });
    expect(raw).toHaveLength(3);
    for (const line of raw) expect(line).not.toContain(PASSWORD);
    const [first, second, third] = raw.map((line) => JSON.parse(line) as { msg: string; err?: { type: string; message: string; input?: string; stack: string } });
    expect(first?.msg).toBe('cache: Redis at redis://default:***@cache:6379 is unreachable');
    expect(first?.err).toMatchObject({ type: 'TypeError', message: 'Invalid URL', input: 'redis//default:***@cache:6379' });
    expect(first?.err?.stack).toContain('secret-free-messages.test.ts');
    expect(second?.msg).toBe('search: retrying postgres://search_site:***@db.example.com/postgres');
    expect(third?.msg).toBe('connect to postgres://search_site:***@db.example.com failed');
  });
});
