import { describe, expect, it } from 'vitest';
import { readSanityConfig } from '@/lib/content/env';
import { readSiteUrl } from '@/lib/seo/site-url';

describe('readSanityConfig', () => {
  it('returns null without a project id, so the embedded seed is used', () => {
    expect(readSanityConfig({})).toBeNull();
    expect(readSanityConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: '  ' })).toBeNull();
  });

  it('returns the project with default dataset and API version', () => {
    expect(readSanityConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' })).toEqual({
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: '2025-10-01',
    });
  });

  it('names the variable when a value is malformed', () => {
    expect(() => readSanityConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'Not Valid!' })).toThrow(/^NEXT_PUBLIC_SANITY_PROJECT_ID /);
    expect(() => readSanityConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc', NEXT_PUBLIC_SANITY_DATASET: 'Prod/1' })).toThrow(
      /^NEXT_PUBLIC_SANITY_DATASET /,
    );
    expect(() => readSanityConfig({ NEXT_PUBLIC_SANITY_API_VERSION: 'yesterday' })).toThrow(/^NEXT_PUBLIC_SANITY_API_VERSION /);
  });
});

describe('readSiteUrl', () => {
  it('defaults to localhost:3000 and rejects non-http values by name', () => {
    expect(readSiteUrl({}).origin).toBe('http://localhost:3000');
    expect(readSiteUrl({ NEXT_PUBLIC_SITE_URL: 'https://www.example.com' }).origin).toBe('https://www.example.com');
    expect(() => readSiteUrl({ NEXT_PUBLIC_SITE_URL: 'ftp://x' })).toThrow(/NEXT_PUBLIC_SITE_URL/);
  });
});
