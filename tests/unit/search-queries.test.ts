import { describe, expect, it } from 'vitest';
import { pagesExpiredBy } from '@/lib/search/expired-pages';
import { queryOfSegment, searchSegment, tidyQuery } from '@/lib/search/query-segment';
import { readSearchRateLimit, readSearchRequest } from '@/lib/search/search-request';
import { excerptParts } from '@/lib/search/store';

describe('the pages a publish expired, for the search records', () => {
  it('maps page tags to their paths without locale, and lists to the comparison', () => {
    expect(pagesExpiredBy(['jurisdiction:denmark', 'region:europe', 'servicePage:banking', 'home', 'pricing', 'privacy'])).toEqual({
      every: false,
      paths: ['/', '/banking', '/denmark', '/global-registration/europe', '/pricing', '/privacy'],
      pages: ['/banking', '/denmark'],
      lists: ['/', '/global-registration/europe', '/pricing', '/privacy'],
    });
    expect(pagesExpiredBy(['list:jurisdiction'])).toEqual({ every: false, paths: ['/compare'], pages: [], lists: ['/compare'] });
  });

  it('reads every page again for the company’s facts, which every page’s prose may name', () => {
    expect(pagesExpiredBy(['jurisdiction:denmark', 'facts:company'])).toEqual({ every: true });
  });

  it('reads only the pages that show text of the site settings for them, though they expire every page’s cache', () => {
    expect(pagesExpiredBy(['siteSettings'])).toEqual({ every: false, paths: ['/', '/contact'], pages: ['/contact'], lists: ['/'] });
  });
});

describe('the words of a search', () => {
  it('are tidied and bounded to 100 characters', () => {
    expect(tidyQuery('  bank \n  accounts ')).toBe('bank accounts');
    expect(tidyQuery(null)).toBe('');
    expect(tidyQuery('a'.repeat(150))).toHaveLength(100);
  });

  it('read control characters as spaces, so a NUL alone is no search', () => {
    expect(tidyQuery('\u0000')).toBe('');
    expect(tidyQuery('den\u0000mark\u007f\u009f')).toBe('den mark');
    expect(queryOfSegment(searchSegment('den\u0000mark'))).toBeNull();
  });

  it('make a route segment of their own that reads back, in any script, and nothing else reads as one', () => {
    for (const words of ['Cypern', 'Gesellschaften gründen', 'bank/accounts?&#', '公司注册', 'a']) {
      const segment = searchSegment(words);
      expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(queryOfSegment(segment)).toBe(words);
    }
    for (const segment of ['', 'not base64!', searchSegment(' padded '), searchSegment('a'.repeat(101)), '____']) expect(queryOfSegment(segment), segment).toBeNull();
  });
});

describe('GET /api/search parameters', () => {
  it('take the words and a locale of the site', () => {
    expect(readSearchRequest(new URLSearchParams('q=%20Cypern%20&locale=da'))).toEqual({ ok: true, request: { query: 'Cypern', locale: 'da' } });
  });

  it('refuse a missing, empty or over-long search and an unknown locale, naming what is wrong', () => {
    expect(readSearchRequest(new URLSearchParams('locale=en'))).toEqual({ ok: false, error: expect.stringMatching(/q/) });
    expect(readSearchRequest(new URLSearchParams('q=%20&locale=en'))).toEqual({ ok: false, error: 'q is empty' });
    expect(readSearchRequest(new URLSearchParams(`q=${'x'.repeat(101)}&locale=en`))).toEqual({ ok: false, error: 'q is longer than 100 characters' });
    expect(readSearchRequest(new URLSearchParams('q=tax&locale=xx'))).toEqual({ ok: false, error: expect.stringMatching(/^locale must be one of en, /) });
    for (const q of ['%00', 'den%00mark', 'tax%7F', '%C2%85x']) expect(readSearchRequest(new URLSearchParams(`q=${q}&locale=en`)), q).toEqual({ ok: false, error: 'q holds control characters' });
    // Tabs and line breaks are spaces.
    expect(readSearchRequest(new URLSearchParams('q=bank%09accounts%0A&locale=en'))).toEqual({ ok: true, request: { query: 'bank accounts', locale: 'en' } });
  });

  it('read SEARCH_RATE_LIMIT, 120 a minute by default, and stop at a malformed one', () => {
    expect(readSearchRateLimit({})).toBe(120);
    expect(readSearchRateLimit({ SEARCH_RATE_LIMIT: '30' })).toBe(30);
    expect(() => readSearchRateLimit({ SEARCH_RATE_LIMIT: 'many' })).toThrow(/SEARCH_RATE_LIMIT/);
  });
});

describe('an excerpt of search_site', () => {
  it('alternates plain text and matches', () => {
    expect(excerptParts('Open \u0002bank\u0003 \u0002accounts\u0003 abroad')).toEqual(['Open ', 'bank', ' ', 'accounts', ' abroad']);
    expect(excerptParts('\u0002Cypern\u0003 er')).toEqual(['', 'Cypern', ' er']);
    expect(excerptParts('no match')).toEqual(['no match']);
  });
});
