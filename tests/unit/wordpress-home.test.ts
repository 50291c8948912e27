import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getHomePage } from '@/lib/content';
import { createWordPressServer, type FakeWordPress } from '../fixtures/wordpress-server.mjs';
import { captureLogs, LEVEL } from './log-capture';

// The home page loader with WORDPRESS_API_URL pointing at a fake WordPress (docs/requirements.md, §4 Content
// loading, §8 Content source failure): WordPress wins, and the seed is the fallback.

let wp: FakeWordPress;
let apiUrl: string;
let logs: ReturnType<typeof captureLogs>;
/** The lines logged at level error. */
const errors = () => logs.lines.filter((line) => line.level === LEVEL.error);

const BUILT_IN_SLIDES = ['Paris', 'Dubai', 'Singapore'];
const DEFAULT_VALUES = ['115+', '5,000+', '25+', '95%'];

beforeAll(async () => {
  wp = createWordPressServer();
  apiUrl = await wp.listen();
});
afterAll(() => wp.close());
beforeEach(() => {
  Object.assign(wp.state, { mode: 'ok', modes: {}, bodies: {} });
  wp.requests.length = 0;
  vi.stubEnv('WORDPRESS_API_URL', apiUrl);
  logs = captureLogs();
});
afterEach(() => {
  vi.unstubAllEnvs();
  logs.restore();
});

describe('getHomePage with WORDPRESS_API_URL', () => {
  it('shows the WordPress slides, statistics and services, with the translated stat labels', async () => {
    const home = await getHomePage('da');
    expect(home.slides.map((s) => s.title)).toEqual(['Lisbon & Porto', 'Zürich – Switzerland', 'Tallinn e-Residency']);
    expect(home.services.map((s) => s.title)).toEqual(['Café & Bar Licensing', 'Trust & Foundation Setup', 'Payroll Services']);
    // WordPress writes English notation; the Danish page shows Danish notation, as for the seed's own figures.
    expect(home.stats.map((s) => s.value)).toEqual(['120+', '6.500+', '30+', '95\u00a0%']);
    const seedDa = await withoutWordPress(() => getHomePage('da'));
    expect(home.stats.map((s) => s.label)).toEqual(seedDa.stats.map((s) => s.label));
    expect(home.page?.heroHeading).toBe(seedDa.page?.heroHeading);
    expect(errors()).toEqual([]);
  });

  it.each(['down', 'missing', 'malformed'] as const)('falls back to the built-in content when WordPress is %s, and logs it', async (mode) => {
    wp.state.mode = mode;
    const home = await getHomePage('en');
    expect(home.slides.map((s) => s.title)).toEqual(BUILT_IN_SLIDES);
    expect(home.stats.map((s) => s.value)).toEqual(DEFAULT_VALUES);
    expect(home.services).toHaveLength(4);
    expect(home.services).toEqual((await withoutWordPress(() => getHomePage('en'))).services);
    expect(errors()).toHaveLength(3);
  });

  it('falls back to the built-in slides and services when WordPress has none (docs/requirements.md, §3 Hero slide, Service item)', async () => {
    wp.state.mode = 'empty';
    const home = await getHomePage('en');
    expect(home.slides.map((s) => s.title)).toEqual(BUILT_IN_SLIDES);
    expect(home.services).toEqual((await withoutWordPress(() => getHomePage('en'))).services);
    expect(home.services).toHaveLength(4);
    expect(home.stats.map((s) => s.value)).toEqual(DEFAULT_VALUES);
    expect(errors()).toEqual([]);
  });

  it('mixes per part: failing services fall back while slides and stats come from WordPress', async () => {
    wp.state.modes = { services: 'down' };
    const home = await getHomePage('en');
    expect(home.slides[0]?.title).toBe('Lisbon & Porto');
    expect(home.stats[0]?.value).toBe('120+');
    expect(home.services).toHaveLength(4);
  });

  it('uses only the seed when WORDPRESS_API_URL is unset', async () => {
    const home = await withoutWordPress(() => getHomePage('en'));
    expect(home.slides.map((s) => s.title)).toEqual(BUILT_IN_SLIDES);
    expect(home.stats.map((s) => s.value)).toEqual(DEFAULT_VALUES);
    expect(wp.requests).toEqual([]);
  });
});

async function withoutWordPress<T>(run: () => Promise<T>): Promise<T> {
  vi.stubEnv('WORDPRESS_API_URL', '');
  try {
    return await run();
  } finally {
    vi.stubEnv('WORDPRESS_API_URL', apiUrl);
  }
}
