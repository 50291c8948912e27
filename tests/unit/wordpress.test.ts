import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_CACHE_SECONDS, DEFAULT_STATS, getWordPressHome, readWordPressConfig, withStatValues } from '@/lib/wordpress';
import { wordpressFetch } from '@/lib/wordpress/fetch';
import { htmlToText } from '@/lib/wordpress/text';
import { createWordPressServer, type FakeWordPress } from '../fixtures/wordpress-server.mjs';
import { captureLogs, LEVEL } from './log-capture';

let wp: FakeWordPress;
let apiUrl: string;
let logs: ReturnType<typeof captureLogs>;

beforeAll(async () => {
  wp = createWordPressServer({ slowMs: 1_000 });
  apiUrl = await wp.listen();
});
afterAll(() => wp.close());
beforeEach(() => {
  Object.assign(wp.state, { mode: 'ok', modes: {}, bodies: {} });
  wp.requests.length = 0;
  logs = captureLogs();
});
afterEach(() => {
  logs.restore();
  vi.restoreAllMocks();
});

/** The lines logged at level error, and at level warn. */
const errors = () => logs.lines.filter((line) => line.level === LEVEL.error);
const warnings = () => logs.lines.filter((line) => line.level === LEVEL.warn);
/** The messages of the errors the error lines carry. */
const loggedErrors = () => errors().map((line) => line.err?.message);

describe('htmlToText (titles and excerpts are plain text)', () => {
  it('strips tags and decodes entities with a real decoder', () => {
    expect(htmlToText('Caf&eacute; &amp; <b>Bar</b>')).toBe('Café & Bar');
    expect(htmlToText('Trust &#038; Foundation &#8211; &nbsp;&hellip;')).toBe('Trust & Foundation – …');
    expect(htmlToText('<p>One<br/>two</p><p>three</p>')).toBe('One two three');
  });

  it('drops script and style elements with their content, and comments', () => {
    const text = htmlToText('<p>Safe</p><script type="text/javascript">alert("<b>x</b>")</script><style>p{}</style><!-- <script>x</script> -->end');
    expect(text).toBe('Safe end');
    expect(htmlToText('<SCRIPT>alert(1)</SCRIPT >ok')).toBe('ok');
    expect(htmlToText('<script>never closed')).toBe('');
  });

  it('keeps a quoted ">" inside an attribute from ending the tag, and a lone "<" in text', () => {
    expect(htmlToText('<a title="a > b" href=\'x>y\'>link</a>')).toBe('link');
    expect(htmlToText('1 < 2 and 3 > 2')).toBe('1 < 2 and 3 > 2');
    expect(htmlToText(null)).toBe('');
  });

  it('outputs an encoded tag as text, never as an element (React escapes it)', () => {
    expect(htmlToText('&lt;script&gt;')).toBe('<script>');
  });
});

describe('readWordPressConfig', () => {
  it('is off when WORDPRESS_API_URL is unset or blank', () => {
    expect(readWordPressConfig({})).toBeNull();
    expect(readWordPressConfig({ WORDPRESS_API_URL: ' ' })).toBeNull();
  });

  it('accepts an http(s) URL and drops a trailing slash', () => {
    expect(readWordPressConfig({ WORDPRESS_API_URL: 'https://cms.example.com/' })).toEqual({ apiUrl: 'https://cms.example.com' });
    expect(readWordPressConfig({ WORDPRESS_API_URL: 'http://localhost:3199/blog/' })).toEqual({ apiUrl: 'http://localhost:3199/blog' });
  });

  it('names the variable for anything else', () => {
    for (const value of ['cms.example.com', 'ftp://cms.example.com', 'https://cms.example.com/?x=1', 'javascript:alert(1)']) {
      expect(() => readWordPressConfig({ WORDPRESS_API_URL: value })).toThrow(/^WORDPRESS_API_URL must be an http\(s\) URL/);
    }
  });
});

describe('wordpressFetch', () => {
  it('GETs {WORDPRESS_API_URL}/wp-json/wp/v2/{path} and returns the parsed JSON', async () => {
    const body = await wordpressFetch('hero-slides?_embed', { apiUrl });
    expect(Array.isArray(body)).toBe(true);
    expect(wp.requests.map((r) => r.path)).toEqual(['/wp-json/wp/v2/hero-slides?_embed']);
  });

  it('throws "WordPress API error: {status}" for a non-OK answer (docs/requirements.md, §7)', async () => {
    wp.state.mode = 'missing';
    await expect(wordpressFetch('services?_embed', { apiUrl })).rejects.toThrow(/^WordPress API error: 404$/);
    wp.state.mode = 'down';
    await expect(wordpressFetch('services?_embed', { apiUrl })).rejects.toThrow(/^WordPress API error: 500$/);
  });

  it('gives up on a slow answer after the timeout', async () => {
    wp.state.mode = 'slow';
    const started = Date.now();
    await expect(wordpressFetch('services?_embed', { apiUrl, timeoutMs: 200 })).rejects.toThrow(/timed out after 200 ms/);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('throws on malformed JSON', async () => {
    wp.state.mode = 'malformed';
    await expect(wordpressFetch('services?_embed', { apiUrl })).rejects.toThrow(/malformed JSON/);
  });

  it('throws when WordPress is not configured or unreachable', async () => {
    vi.stubEnv('WORDPRESS_API_URL', '');
    await expect(wordpressFetch('services')).rejects.toThrow(/WORDPRESS_API_URL is not set/);
    vi.unstubAllEnvs();
    await expect(wordpressFetch('services', { apiUrl: 'http://127.0.0.1:9' })).rejects.toThrow();
  });

  it("asks Next's data cache to keep every answer 5 minutes under the wordpress tag (docs/requirements.md, §9 Timing)", async () => {
    expect(CONTENT_CACHE_SECONDS).toBe(300);
    const fetchSpy = vi.fn<typeof fetch>(async () => new Response('[]', { status: 200 }));
    await getWordPressHome({ apiUrl: 'https://cms.example.com', fetch: fetchSpy });
    expect(fetchSpy.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      'https://cms.example.com/wp-json/wp/v2/hero-slides?_embed',
      'https://cms.example.com/wp-json/wp/v2/pages?slug=about&_embed',
      'https://cms.example.com/wp-json/wp/v2/services?_embed',
    ]);
    for (const [, init] of fetchSpy.mock.calls) {
      expect(init).toMatchObject({ next: { revalidate: 300, tags: ['wordpress'] } });
      expect(init?.signal).toBeInstanceOf(AbortSignal);
      expect(init?.method ?? 'GET').toBe('GET');
    }
  });
});

describe('getWordPressHome', () => {
  it('maps slides, about statistics and services to the home page shapes', async () => {
    const home = await getWordPressHome({ apiUrl });
    expect(home?.slides).toEqual([
      {
        _id: 'wp-hero-slide-101', language: 'en',
        title: 'Lisbon & Porto',
        subtitle: 'Start your company in Portugal',
        imageUrl: `${apiUrl}/wp-content/uploads/lisbon.svg`,
        imageAlt: 'Lisbon at dusk',
        imageCrop: null,
        imageHotspot: null,
      },
      {
        _id: 'wp-hero-slide-102', language: 'en',
        title: 'Zürich – Switzerland',
        subtitle: 'Swiss AG & GmbH formation',
        imageUrl: `${apiUrl}/wp-content/uploads/zurich.svg`,
        imageAlt: 'Zürich – Switzerland',
        imageCrop: null,
        imageHotspot: null,
      },
      { _id: 'wp-hero-slide-103', language: 'en', title: 'Tallinn e-Residency', subtitle: '', imageUrl: null, imageAlt: 'Tallinn e-Residency', imageCrop: null, imageHotspot: null },
    ]);
    expect(home?.stats).toEqual({ countries: '120+', clients: '6,500+', years: '30+', successRate: '95%' });
    expect(home?.services).toEqual([
      {
        _id: 'wp-service-201', language: 'en',
        title: 'Café & Bar Licensing',
        excerpt: 'Permits for restaurants & bars.',
        description: 'Licences in about 30 days.',
        icon: 'Landmark',
        href: null,
      },
      {
        _id: 'wp-service-202', language: 'en',
        title: 'Trust & Foundation Setup',
        excerpt: 'Private wealth structures for families.',
        description: 'Jersey, Guernsey and Liechtenstein.',
        icon: 'Building2',
        href: null,
      },
      { _id: 'wp-service-203', language: 'en', title: 'Payroll Services', excerpt: 'Monthly payroll in 40 countries.', description: null, icon: 'Calculator', href: null },
    ]);
    expect(JSON.stringify(home)).not.toMatch(/<|&amp;|&#|__wpInjected/);
    expect(errors()).toEqual([]);
  });

  it('returns null without WORDPRESS_API_URL and sends nothing', async () => {
    vi.stubEnv('WORDPRESS_API_URL', '');
    expect(await getWordPressHome()).toBeNull();
    expect(wp.requests).toEqual([]);
    vi.unstubAllEnvs();
  });

  it('reads WORDPRESS_API_URL, and logs an invalid value instead of throwing', async () => {
    vi.stubEnv('WORDPRESS_API_URL', `${apiUrl}/`);
    expect((await getWordPressHome())?.slides).toHaveLength(3);
    vi.stubEnv('WORDPRESS_API_URL', 'not a url');
    expect(await getWordPressHome()).toBeNull();
    expect(errors()[0]).toMatchObject({ event: 'wordpress-disabled', err: { message: expect.stringMatching(/WORDPRESS_API_URL/) } });
    vi.unstubAllEnvs();
  });

  it('returns empty lists as empty and no statistics without an about page', async () => {
    wp.state.mode = 'empty';
    expect(await getWordPressHome({ apiUrl })).toEqual({ slides: [], stats: undefined, services: [] });
    expect(errors()).toEqual([]);
  });

  it.each([
    ['down', 'WordPress API error: 500'],
    ['missing', 'WordPress API error: 404'],
    ['malformed', 'WordPress API answered malformed JSON'],
    ['slow', 'WordPress API timed out after 300 ms'],
  ] as const)('logs and leaves out every part when WordPress is %s, without throwing', async (mode, message) => {
    wp.state.mode = mode;
    expect(await getWordPressHome({ apiUrl, timeoutMs: 300 })).toEqual({ slides: undefined, stats: undefined, services: undefined });
    expect(errors()).toHaveLength(3);
    expect(errors().map((line) => line.event)).toEqual(['wordpress-unavailable', 'wordpress-unavailable', 'wordpress-unavailable']);
    for (const logged of loggedErrors()) expect(logged).toContain(message);
  });

  it('falls back per part: one failing endpoint leaves the others intact', async () => {
    wp.state.modes = { services: 'down' };
    const home = await getWordPressHome({ apiUrl });
    expect(home?.slides).toHaveLength(3);
    expect(home?.stats?.countries).toBe('120+');
    expect(home?.services).toBeUndefined();
    expect(loggedErrors()).toEqual(['WordPress API error: 500']);
  });

  it('tolerates missing fields and skips items of the wrong shape', async () => {
    wp.state.bodies = {
      'hero-slides': [
        { id: 1, title: { rendered: 'Only a title' } },
        { id: 2, title: { rendered: 'Media without access' }, acf: { subtitle: null }, _embedded: { 'wp:featuredmedia': [{ code: 'rest_forbidden' }] } },
        { id: 3, title: { rendered: 'Unsafe image' }, _embedded: { 'wp:featuredmedia': [{ source_url: 'javascript:alert(1)' }] } },
        { id: 4 },
        { id: 5, title: { rendered: 42 } },
        'not an object',
      ],
      about: [{ id: 7, acf: [] }],
      services: [{ id: 9, title: { rendered: 'Bare service' } }, { id: 10, title: { rendered: 'Numbered' }, acf: { icon: 7, description: false } }],
    };
    const home = await getWordPressHome({ apiUrl });
    expect(home?.slides).toEqual([
      { _id: 'wp-hero-slide-1', language: 'en', title: 'Only a title', subtitle: '', imageUrl: null, imageAlt: 'Only a title', imageCrop: null, imageHotspot: null },
      { _id: 'wp-hero-slide-2', language: 'en', title: 'Media without access', subtitle: '', imageUrl: null, imageAlt: 'Media without access', imageCrop: null, imageHotspot: null },
      { _id: 'wp-hero-slide-3', language: 'en', title: 'Unsafe image', subtitle: '', imageUrl: null, imageAlt: 'Unsafe image', imageCrop: null, imageHotspot: null },
    ]);
    expect(warnings()).toHaveLength(2);
    expect(warnings()[0]).toMatchObject({ event: 'wordpress-item-skipped', index: expect.any(Number) });
    expect(home?.stats).toEqual(DEFAULT_STATS);
    expect(home?.services).toEqual([
      { _id: 'wp-service-9', language: 'en', title: 'Bare service', excerpt: '', description: null, icon: 'Building2', href: null },
      { _id: 'wp-service-10', language: 'en', title: 'Numbered', excerpt: '', description: null, icon: 'Building2', href: null },
    ]);
  });

  it('uses the default for each about value that is missing or blank (docs/requirements.md, §9 Default statistics)', async () => {
    wp.state.bodies = { about: [{ acf: { countries: '', clients: 4200, years: null, success_rate: '98%' } }, { acf: { countries: 'ignored' } }] };
    expect((await getWordPressHome({ apiUrl }))?.stats).toEqual({ countries: '115+', clients: '4200', years: '25+', successRate: '98%' });
  });

  it('treats an answer that is not a list as a failure of that part', async () => {
    wp.state.bodies = { services: { code: 'rest_no_route' } };
    expect((await getWordPressHome({ apiUrl }))?.services).toBeUndefined();
    expect(loggedErrors()).toEqual(['WordPress API error: expected a list from services']);
  });
});

describe('withStatValues', () => {
  it('keeps the labels of the settings tiles and replaces their values by position', () => {
    const tiles = [
      { _key: 'a', value: '115+', label: 'Lande' },
      { _key: 'b', value: '5,000+', label: 'Kunder' },
      { _key: 'c', value: '25+', label: 'År' },
      { _key: 'd', value: '95%', label: 'Succesrate' },
    ];
    expect(withStatValues(tiles, { countries: '120+', clients: '6,500+', years: '30+', successRate: '97%' })).toEqual([
      { _key: 'a', value: '120+', label: 'Lande' },
      { _key: 'b', value: '6,500+', label: 'Kunder' },
      { _key: 'c', value: '30+', label: 'År' },
      { _key: 'd', value: '97%', label: 'Succesrate' },
    ]);
  });
});
