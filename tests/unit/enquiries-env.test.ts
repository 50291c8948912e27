import { describe, expect, it } from 'vitest';
import { clientAddress, CONNECTION_ADDRESS_HEADER, readClientIpHeader, UNKNOWN_CLIENT } from '@/lib/http/client-address';
import { MISSING_KEY_MESSAGE, readRetentionDays, readSupabaseConfig } from '@/lib/enquiries/env';
import { readRateLimit } from '@/lib/enquiries/rate-limit';

// Which enquiry store the environment selects (docs/requirements.md, §5, §6, §8).

const jwt = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('readSupabaseConfig', () => {
  it('returns null when neither variable is set, so the embedded store is used', () => {
    expect(readSupabaseConfig({})).toBeNull();
    expect(readSupabaseConfig({ SUPABASE_URL: '', SUPABASE_ANON_KEY: '  ' })).toBeNull();
  });

  it('returns the URL and anon key when both are set', () => {
    const anonKey = jwt({ role: 'anon' });
    expect(readSupabaseConfig({ SUPABASE_URL: 'https://abcd1234.supabase.co/', SUPABASE_ANON_KEY: anonKey })).toEqual({
      url: 'https://abcd1234.supabase.co',
      anonKey,
    });
    expect(readSupabaseConfig({ SUPABASE_URL: 'http://127.0.0.1:54321', SUPABASE_ANON_KEY: 'sb_publishable_abc' })).toEqual({
      url: 'http://127.0.0.1:54321',
      anonKey: 'sb_publishable_abc',
    });
  });

  it('fails with "supabaseKey is required" and names SUPABASE_ANON_KEY when only the URL is set', () => {
    const read = () => readSupabaseConfig({ SUPABASE_URL: 'https://abcd1234.supabase.co' });
    expect(read).toThrow('supabaseKey is required');
    expect(read).toThrow(/^supabaseKey is required\. Set SUPABASE_ANON_KEY /);
    expect(MISSING_KEY_MESSAGE).toBe('supabaseKey is required. Set SUPABASE_ANON_KEY (the anon public key) when SUPABASE_URL is set.');
    expect(() => readSupabaseConfig({ SUPABASE_URL: 'https://abcd1234.supabase.co', SUPABASE_ANON_KEY: ' ' })).toThrow(MISSING_KEY_MESSAGE);
  });

  it('names SUPABASE_URL when it is missing or not an http(s) URL', () => {
    expect(() => readSupabaseConfig({ SUPABASE_ANON_KEY: 'key' })).toThrow(/^SUPABASE_URL is required/);
    expect(() => readSupabaseConfig({ SUPABASE_URL: 'abcd1234.supabase.co', SUPABASE_ANON_KEY: 'key' })).toThrow(/^SUPABASE_URL must be/);
    expect(() => readSupabaseConfig({ SUPABASE_URL: 'ftp://abcd1234.supabase.co', SUPABASE_ANON_KEY: 'key' })).toThrow(/^SUPABASE_URL must be/);
  });

  it('refuses a service-role or secret key in SUPABASE_ANON_KEY and never reads the service-role variable', () => {
    const url = 'https://abcd1234.supabase.co';
    expect(() => readSupabaseConfig({ SUPABASE_URL: url, SUPABASE_ANON_KEY: jwt({ role: 'service_role' }) })).toThrow(/service-role/);
    expect(() => readSupabaseConfig({ SUPABASE_URL: url, SUPABASE_ANON_KEY: 'sb_secret_abc' })).toThrow(/service-role/);

    const env = new Proxy<Record<string, string | undefined>>(
      { SUPABASE_URL: url, SUPABASE_ANON_KEY: 'anon', SUPABASE_SERVICE_ROLE_KEY: 'secret' },
      {
        get(target, name) {
          if (typeof name === 'string' && /SERVICE|SECRET/.test(name)) throw new Error(`read ${name}`);
          return target[name as string];
        },
      },
    );
    expect(readSupabaseConfig(env)).toEqual({ url, anonKey: 'anon' });
  });
});

describe('readRetentionDays', () => {
  it('defaults to 365 days and reads whole days', () => {
    expect(readRetentionDays({})).toBe(365);
    expect(readRetentionDays({ ENQUIRY_RETENTION_DAYS: ' 730 ' })).toBe(730);
  });

  it('names the variable for a value that is no whole number of days', () => {
    for (const raw of ['0', '-1', '1.5', 'a year', '36501']) {
      expect(() => readRetentionDays({ ENQUIRY_RETENTION_DAYS: raw })).toThrow(`ENQUIRY_RETENTION_DAYS must be a whole number of days from 1 to 36500, got "${raw}"`);
    }
  });
});

describe('the client address of the rate limit', () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it('reads the header the edge sets, and ignores what the client put in X-Forwarded-For', () => {
    const header = readClientIpHeader({ ENQUIRY_CLIENT_IP_HEADER: 'X-Real-IP' });
    expect(header).toBe('x-real-ip');
    const request = headers({ 'x-real-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.1, 203.0.113.7' });
    expect(clientAddress(request, header)).toBe('203.0.113.7');
    // A new forged X-Forwarded-For buys nothing: the key stays the edge's address.
    expect(clientAddress(headers({ 'x-real-ip': '203.0.113.7', 'x-forwarded-for': '10.9.9.9' }), header)).toBe('203.0.113.7');
    expect(clientAddress(headers({ 'cf-connecting-ip': '2001:db8::1' }), readClientIpHeader({ ENQUIRY_CLIENT_IP_HEADER: 'cf-connecting-ip' }))).toBe('2001:db8::1');
  });

  it('unset, uses the connection address server.mjs sets, never X-Forwarded-For', () => {
    expect(readClientIpHeader({})).toBeNull();
    const connection = { [CONNECTION_ADDRESS_HEADER]: '192.0.2.9' };
    // The client's own X-Forwarded-For names no one: each forged value would be a fresh budget.
    expect(clientAddress(headers({ 'x-forwarded-for': '198.51.100.1', ...connection }), null)).toBe('192.0.2.9');
    expect(clientAddress(headers({ 'x-forwarded-for': '198.51.100.1' }), null)).toBe(UNKNOWN_CLIENT);
    // A request that came past the edge, without its header, is counted by its connection.
    expect(clientAddress(headers(connection), 'x-real-ip')).toBe('192.0.2.9');
    expect(clientAddress(headers({ 'x-real-ip': ' ', ...connection }), 'x-real-ip')).toBe('192.0.2.9');
    expect(clientAddress(headers({}), null)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(headers({ 'x-real-ip': 'x'.repeat(500) }), 'x-real-ip')).toHaveLength(200);
  });

  it('names the variable when it is not a header name', () => {
    expect(() => readClientIpHeader({ ENQUIRY_CLIENT_IP_HEADER: 'x real ip' })).toThrow('ENQUIRY_CLIENT_IP_HEADER must be a header name such as x-real-ip, got "x real ip"');
  });
});

describe('readRateLimit', () => {
  it('defaults to 5 per 10 minutes and keeps windows within the one day client addresses are kept', () => {
    expect(readRateLimit({})).toEqual({ points: 5, windowMinutes: 10 });
    expect(readRateLimit({ ENQUIRY_RATE_WINDOW_MINUTES: '1440' }).windowMinutes).toBe(1440);
    expect(() => readRateLimit({ ENQUIRY_RATE_WINDOW_MINUTES: '1441' })).toThrow('ENQUIRY_RATE_WINDOW_MINUTES must be at most 1440, got "1441"');
    expect(() => readRateLimit({ ENQUIRY_RATE_LIMIT: '0' })).toThrow(/ENQUIRY_RATE_LIMIT must be a positive whole number/);
  });
});
