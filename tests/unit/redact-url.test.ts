import { describe, expect, it } from 'vitest';
import { redactUrl } from '@/lib/log/redact-url';

describe('redactUrl', () => {
  it('replaces the password of a URL and keeps the user, host, port, path and harmless parameters', () => {
    expect(redactUrl('postgres://search_site.abcd1234:hunter2@aws-0-eu-central-1.pooler.supabase.com:5432/postgres?sslmode=verify-full')).toBe(
      'postgres://search_site.abcd1234:***@aws-0-eu-central-1.pooler.supabase.com:5432/postgres?sslmode=verify-full',
    );
    expect(redactUrl('rediss://:hunter2@cache.example.com:6380/0')).toBe('rediss://:***@cache.example.com:6380/0');
  });

  it('replaces the password of values that are no well-formed URL: a missing colon or slashes, no scheme, a raw @ or / in the password', () => {
    expect(URL.canParse('redis//user:hunter2@host:6379')).toBe(false);
    expect(redactUrl('redis//user:hunter2@host:6379')).toBe('redis//user:***@host:6379');
    expect(redactUrl('redis:/user:hunter2@host')).toBe('redis:***@host');
    expect(redactUrl('user:hunter2@host:6379')).toBe('user:***@host:6379');
    expect(redactUrl('redis://default:hun@ter/2@host:6379')).toBe('redis://default:***@host:6379');
  });

  it('replaces a user name that stands alone after //, as a token may', () => {
    expect(redactUrl('https://ghp_abcdef123456@github.com/org/repo.git')).toBe('https://***@github.com/org/repo.git');
    expect(redactUrl('postgres://search_site@127.0.0.1:54331/postgres')).toBe('postgres://***@127.0.0.1:54331/postgres');
  });

  it('replaces the values of parameters named as secrets, in a query or a key=value connection string', () => {
    expect(redactUrl('https://api.example.com/v1?apikey=a1&lang=en&token=t1&key=k1&client_secret=c1&X-Api-Key=x1&sig=s1&sslkey=/etc/ssl/client.key')).toBe(
      'https://api.example.com/v1?apikey=***&lang=en&token=***&key=***&client_secret=***&X-Api-Key=***&sig=***&sslkey=/etc/ssl/client.key',
    );
    expect(redactUrl('host=db.example.com user=search_site password=hunter2 dbname=postgres sslmode=verify-full')).toBe(
      'host=db.example.com user=search_site password=*** dbname=postgres sslmode=verify-full',
    );
    expect(redactUrl('postgres://h/db?sslpassword=k3y&sslmode=verify-full')).toBe('postgres://h/db?sslpassword=***&sslmode=verify-full');
  });

  it('finds the URL inside a sentence, between quotes', () => {
    const message = 'ENQUIRY_OUTBOX_REDIS_URL must start with redis:// or rediss://, e.g. redis://127.0.0.1:6380/0 (or be unset), got "redis//default:hunter2@cache:6379".';
    expect(redactUrl(message)).toBe(
      'ENQUIRY_OUTBOX_REDIS_URL must start with redis:// or rediss://, e.g. redis://127.0.0.1:6380/0 (or be unset), got "redis//default:***@cache:6379".',
    );
  });

  it('leaves text without a secret as it is: e-mail addresses, plain URLs, stack frames through scoped and versioned packages', () => {
    for (const text of [
      'Cannot start: ENQUIRY_RETENTION_DAYS must be a whole number of days from 1 to 36500, got "0"',
      'contact ada@example.com about https://www.example.com/da/denmark?q=tax#faq',
      '    at Client._connect (/work/main/node_modules/.pnpm/pg@8.16.3/node_modules/pg/lib/client.js:12:3)',
      '    at file:///work/main/node_modules/@sanity/client/dist/index.js:5:7',
      'token_type=bearer monkey=1 sslrootcert=/etc/ssl/supabase.crt',
    ]) {
      expect(redactUrl(text), text).toBe(text);
    }
  });
});
