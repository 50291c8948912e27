import { describe, expect, it } from 'vitest';
import { MISSING_KEY_MESSAGE, readSupabaseConfig } from '@/lib/enquiries/env';

// Issue 3 tests: which enquiry store the environment selects (spec §5, §6, §8).

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
