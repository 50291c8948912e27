import { readFileSync } from 'node:fs';
import type { SanityDocument } from '@sanity/client';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { stegaClean } from '@sanity/client/stega';
import { logEvents, problemLines } from '../../scripts/lib/server-log';
import { seedDocuments } from '@/seed';
import { cameraPhoto, CAMERA_PHOTO } from '../../scripts/lib/camera-photo';
import { editorClient, sendWebhook, setPhoneEverywhere, WORDS_ONLY } from '../../scripts/lib/publish';
import { reachForForm } from './forms';
import { cspViolations, watchCsp } from './csp';
import { scriptsLoaded } from './page-scripts';
import { PUBLISHING } from './publishing-env';
import { pageOf, searchResults } from '../../scripts/lib/site-search';
import { FOUND_WITHIN_MS } from './site-search';
import { formatFact } from '@/lib/facts/format';
import type { FactValue } from '@/lib/facts/types';
import { PAGE_CACHE_CONTROL } from '@/lib/http/cache-control';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/seo/metadata';

// Runs in the `publishing` project only: a production build (.next-cms) reading the loopback
// Content Lake seeded with `npm run seed`. Each test changes the
// dataset as the Studio would; the lake's own signed webhook tells the site, as Sanity's would,
// so the projection and the tags it expires are tested too; and the test waits for
// the change on the site, logging the time from the commit.

const lake = editorClient({ ...PUBLISHING, apiHost: `http://127.0.0.1:${PUBLISHING.lakePort}` });
const SITE = `http://localhost:${PUBLISHING.sitePort}`;

/**
 * How long a test waits for a publish to show: the outcome, with room for a machine busy with
 * other tests. The promise itself, visible within 5 s, is a speed budget:
 * `npm run bench` measures and enforces it; the tests log the time each publish took.
 */
const LIVE_WITHIN_MS = 30_000;

const seed = (id: string) => {
  const doc = seedDocuments.find((d) => d._id === id);
  if (!doc) throw new Error(`no seed document ${id}`);
  return structuredClone(doc) as unknown as SanityDocument;
};

/**
 * Asks `path` every 100 ms until `visible` holds for its answer. Called right after a change is
 * committed to the lake, whose own webhook (the projection of docs/integrations.md) tells the
 * site, as Sanity's does: so a page that does not change means the webhook's body or the tags it
 * expires missed it.
 * @param what - the published document, for the log
 * @returns the milliseconds from the commit to the first answer showing the change
 */
async function publishAndWait(request: APIRequestContext, what: string, path: string, visible: (status: number, html: string) => boolean): Promise<number> {
  const start = Date.now();
  for (;;) {
    const response = await request.get(path, { maxRedirects: 0 });
    if (visible(response.status(), await response.text())) break;
    if (Date.now() - start > LIVE_WITHIN_MS) throw new Error(`${path} did not change within ${LIVE_WITHIN_MS} ms of the commit`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const elapsed = Date.now() - start;
  console.log(`publish ${what}: ${path} changed ${elapsed} ms after the commit`);
  return elapsed;
}

/**
 * The sitemap once `done` holds for it. A page no one opened since an earlier publish expired it
 * renders the new content at its first visit, which can come before this publish's webhook has
 * expired the sitemap.
 */
async function sitemapOnce(request: APIRequestContext, done: (xml: string) => boolean): Promise<string> {
  let xml = '';
  await expect
    .poll(async () => {
      xml = await (await request.get('/sitemap.xml')).text();
      return done(xml);
    }, { timeout: LIVE_WITHIN_MS })
    .toBe(true);
  return xml;
}

/**
 * The loopback lake's count of queries, the faults it answered so far (`scripts/loopback/lake-faults.mjs`)
 * and its webhook deliveries the site answered with a 2xx or has yet to answer.
 */
async function lakeStats(): Promise<{ queries: number; rate: number; faults: { drop: number; 503: number; 429: number }; webhooks: { answered: number; pending: number } }> {
  return (await (await fetch(`http://127.0.0.1:${PUBLISHING.lakePort}/__loopback/stats`)).json()) as Awaited<ReturnType<typeof lakeStats>>;
}

/** How long {@link publishesDone} waits at most; it adds as much to the calling test's time limit. */
const PUBLISHES_DONE_MS = 120_000;

/**
 * Waits until the site has finished every publish the lake sent it: no webhook waits for its
 * answer, and each answered one has its `publish` line, logged once the expiries and the search
 * records are done. A test that makes the lake fail on purpose waits for this first: the search
 * records of an earlier publish (every page's, for the site settings) are still read in the
 * background for many seconds, and would fail in its window and log an error.
 */
async function publishesDone(): Promise<void> {
  test.setTimeout(test.info().timeout + PUBLISHES_DONE_MS);
  const lines = () => logEvents(readFileSync(PUBLISHING.serverLog, 'utf8'), 'publish').length;
  await expect
    .poll(async () => {
      const { webhooks } = await lakeStats();
      return webhooks.pending === 0 && lines() >= webhooks.answered;
    }, { timeout: PUBLISHES_DONE_MS, message: 'publishes the site answered but has not logged as done' })
    .toBe(true);
}

/** Makes the loopback lake fail this share of the site's queries from now on, in turn dropped, 503 and 429. */
async function setFaultRate(rate: number): Promise<void> {
  const answer = await fetch(`http://127.0.0.1:${PUBLISHING.lakePort}/__loopback/faults?rate=${rate}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`the lake refused the fault rate ${rate}: ${answer.status}`);
}

/**
 * What the lake's injected faults make the server log on purpose while no query is answered: a page
 * shown from its queries' last good results, and the list of pages kept as it was; readiness
 * reports the lake failing.
 */
const FAULT_WARNINGS = ['"event":"lake-last-good"', '"event":"content-paths-failed"', '"event":"readiness-check"'];

/**
 * Lines of the server log that report an error or a warning (pino's warn and above, Next's `⨯`),
 * but for {@link FAULT_WARNINGS}.
 */
const serverErrors = () => problemLines(readFileSync(PUBLISHING.serverLog, 'utf8')).filter((line) => !FAULT_WARNINGS.some((warning) => line.includes(warning)));

test.describe.configure({ mode: 'serial' });

/** Documents the tests below change (put back as seeded) and add (deleted again). */
const MAURITIUS = LOCALES.map((locale) => (locale === 'en' ? 'jurisdiction-mauritius' : `jurisdiction-mauritius-${locale}`));
const CHANGED = ['heroSlide-paris', 'jurisdiction-denmark', 'jurisdiction-denmark-da', 'jurisdiction-cyprus', 'jurisdiction-malta-da', 'pricingItem-limited-company-aps', ...MAURITIUS];
const ADDED = [
  'jurisdiction-iceland', 'servicePage-trust-services', 'region-nordics', 'drafts.jurisdiction-finland', 'sanity-preview-url-secret.e2e', 'jurisdiction-lemuria',
  // What the site records when a slug changes (lib/publish/record-rename.ts).
  'redirect-jurisdiction-mauritius', 'redirect-jurisdiction-mauritius-island', 'redirect-jurisdiction-lemuria',
];

// The tests build on each other's changes to the lake. A retry starts them again from the top,
// so it first puts the lake back as seeded and announces that, as an editor reverting would.
test.beforeAll(async ({ request }, testInfo) => {
  if (testInfo.retry === 0) return;
  const transaction = lake.transaction();
  for (const id of CHANGED) transaction.createOrReplace(seed(id));
  for (const doc of seedDocuments.filter((d) => d._type === 'siteSettings')) transaction.createOrReplace(structuredClone(doc) as unknown as SanityDocument);
  for (const id of ADDED) transaction.delete(id);
  await transaction.commit();
  // The site settings expire every page.
  await sendWebhook(SITE, { ...WORDS_ONLY, _type: 'siteSettings', _id: 'siteSettings' }, PUBLISHING.webhookSecret);
  await expect.poll(async () => (await request.get('/iceland')).status(), { timeout: LIVE_WITHIN_MS }).toBe(404);
  await expect.poll(async () => (await request.get('/cyprus')).status(), { timeout: LIVE_WITHIN_MS }).toBe(200);
});

// What the server logged when a test fails: the last test, which would show it, is then skipped.
test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(`publishing server errors and warnings:\n${serverErrors().join('\n')}`);
});

test.describe('publishing without a rebuild', () => {
  test('the build survived a lake failing a tenth of its queries', async ({ request }) => {
    // playwright.config.ts prerenders `.next-cms` while the lake fails 10 % of the queries; faults
    // are off since, and no test before this one sets them. That the server runs that build, and
    // the tests below find the seed on its pages, is the rest of the proof.
    const { faults } = await lakeStats();
    expect(faults.drop + faults[503] + faults[429]).toBeGreaterThanOrEqual(10);
    expect((await request.get('/denmark')).status()).toBe(200);
  });

  test('an edited field shows in every locale, each in its own document', async ({ page, request }) => {
    // An editor edits the English Denmark and its Danish translation, and publishes both. The
    // headings name the company's fastest incorporation as the Studio requires, not "24 hours"
    // typed out, which its validation refuses (and which then blocked the Studio tests' publish).
    await lake
      .transaction()
      .patch('jurisdiction-denmark', (p) => p.set({ 'hero.heading': 'Company Registration in Denmark, now in {incorporationFastest}' }))
      .patch('jurisdiction-denmark-da', (p) => p.set({ 'hero.heading': 'Selskabsregistrering i Danmark, nu på {incorporationFastest}' }))
      .commit();
    await publishAndWait(request, 'jurisdiction denmark', '/denmark', (_, html) => html.includes('now in 24 hours'));
    for (const [path, heading] of [
      ['/denmark', 'Company Registration in Denmark, now in 24 hours'],
      ['/da/denmark', 'Selskabsregistrering i Danmark, nu på 24 timer'],
      ['/es/denmark', 'Constitución de sociedades en Dinamarca'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveText(heading);
    }
  });

  test('a regenerated content page loads only enhance.js, like a built one', async ({ page }) => {
    expect(await scriptsLoaded(page, '/denmark')).toEqual(['/enhance.js']);
    const html = await (await page.request.get('/denmark')).text();
    expect(html.match(/\/_next\/static\/chunks\/[^"]+\.js/g)).toBeNull();
    expect(html.includes('self.__next_f')).toBe(false);
  });

  test('a new jurisdiction gets its page, sitemap entry, region card, breadcrumbs and JSON-LD', async ({ page, request }) => {
    const iceland = {
      ...seed('jurisdiction-denmark'),
      _id: 'jurisdiction-iceland',
      name: 'Iceland',
      slug: { _type: 'slug', current: 'iceland' },
      hero: { ...(seed('jurisdiction-denmark').hero as object), heading: 'Company Registration in Iceland' },
      seo: { title: 'Company Registration in Iceland', description: 'Register an ehf. in Iceland with local experts.' },
    };
    expect((await request.get('/iceland')).status()).toBe(404);
    await lake.createOrReplace(iceland);
    await publishAndWait(request, 'jurisdiction iceland', '/iceland', (status) => status === 200);

    for (const path of ['/iceland', '/da/iceland']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('h1')).toHaveText('Company Registration in Iceland');
      await expect(page).toHaveTitle(/Company Registration in Iceland/);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.join('\n')).toMatch(/"BreadcrumbList".*"Iceland"/s);
    }

    // English only so far: /da/iceland shows it marked lang="en", and only English is listed.
    expect(await page.locator('main h1').evaluate((h1) => h1.closest('[lang]')?.getAttribute('lang'))).toBe('en');
    const sitemap = await sitemapOnce(request, (xml) => xml.includes('/iceland</loc>'));
    expect(sitemap).not.toContain('/da/iceland</loc>');

    await page.goto('/global-registration/europe');
    await expect(page.locator('a[href="/iceland"]')).toHaveCount(1);
    await page.goto('/da/global-registration/europe');
    await expect(page.locator('a[href="/da/iceland"]')).toHaveCount(1);

    // The comparison offers it at once, rendered on first request without
    // Next's runtime, like every page Next renders at run time.
    const compare = await request.get('/compare?c=denmark,iceland', { maxRedirects: 0 });
    expect(compare.status()).toBe(200);
    const compareHtml = await compare.text();
    expect(compareHtml).toMatch(/<th[^>]*scope="col"[^>]*>.*Iceland/s);
    expect(compareHtml).not.toMatch(/\/_next\/static\/chunks\/[^"]+\.js/);
  });

  test('the site search finds the new jurisdiction within 60 s of its publish', async ({ page }) => {
    // The index is remade from the pages as served after each webhook; the test before sent Iceland's.
    test.setTimeout(FOUND_WITHIN_MS + 30_000);
    const started = Date.now();
    await expect.poll(async () => (await searchResults(page, 'Iceland')).map(pageOf), { timeout: FOUND_WITHIN_MS, intervals: [1000] }).toContain('/iceland');
    console.log(`publish jurisdiction iceland: found by search ${Date.now() - started} ms after its page was live`);
  });

  test('a deleted jurisdiction answers the static 404 and leaves every list', async ({ page, request }) => {
    test.setTimeout(FOUND_WITHIN_MS + 60_000);
    expect((await request.get('/cyprus')).status()).toBe(200);
    expect((await searchResults(page, 'Cyprus')).map(pageOf)).toContain('/cyprus');
    await lake.delete('jurisdiction-cyprus');
    // The static 404 page (no runtime), not the [slug] route's own 404: the proxy knows at once.
    await publishAndWait(request, 'jurisdiction cyprus', '/cyprus', (status, html) => status === 404 && !/\/_next\/static\/chunks\/[^"]+\.js/.test(html));
    for (const path of ['/cyprus', '/da/cyprus']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('h1')).toHaveText('404');
    }
    const scripts = await scriptsLoaded(page, '/de/cyprus');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').map((n) => (n as PerformanceNavigationTiming).responseStatus))).toEqual([404]);
    await expect(page.locator('h1')).toHaveText('404');
    expect(scripts).toEqual(['/enhance.js']);
    await sitemapOnce(request, (xml) => !xml.includes('/cyprus</loc>'));
    // Search forgets it once the index is remade; pages that only mention it stay.
    const started = Date.now();
    await expect.poll(async () => (await searchResults(page, 'Cyprus')).map(pageOf).filter((href) => href === '/cyprus'), { timeout: FOUND_WITHIN_MS, intervals: [1000] }).toEqual([]);
    console.log(`delete jurisdiction cyprus: gone from search ${Date.now() - started} ms after its page answered 404`);
    expect((await searchResults(page, 'Denmark')).map(pageOf)).toContain('/denmark');
    await page.goto('/global-registration/europe');
    await expect(page.locator('a[href="/cyprus"]')).toHaveCount(0);
    await expect(page.locator('a[href="/denmark"]')).toHaveCount(1);
    // A shared comparison link that names it keeps the countries that are left.
    const compare = await request.get('/compare?c=cyprus,denmark', { maxRedirects: 0 });
    expect(compare.status()).toBe(303);
    expect(compare.headers().location).toBe('/compare?c=denmark');
  });

  test('a deleted translation falls back to English, marked lang="en", and leaves hreflang and the sitemap', async ({ page, request }) => {
    expect(await (await request.get('/sitemap.xml')).text()).toContain('/da/malta</loc>');
    await lake.delete('jurisdiction-malta-da');
    await publishAndWait(request, 'jurisdiction malta', '/da/malta', (status, html) => status === 200 && html.includes('Company Registration in Malta'));
    await page.goto('/da/malta');
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    // The English page sits in one lang="en" block; the interface around it stays Danish.
    await expect(page.locator('main h1')).toHaveText('Company Registration in Malta');
    expect(await page.locator('main h1').evaluate((h1) => h1.closest('[lang]')?.getAttribute('lang'))).toBe('en');
    await expect(page.locator('main [data-compare-link]')).toHaveAttribute('lang', 'da');
    await expect(page.locator('header nav').first()).not.toHaveAttribute('lang', 'en');
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
    expect(alternates).toEqual(['en', 'no', 'sv', 'de', 'fr', 'es', 'x-default']);
    const sitemap = await sitemapOnce(request, (xml) => !xml.includes('/da/malta</loc>'));
    expect(sitemap).toContain('/no/malta</loc>');
    // Lists show the country in English too, marked as such, and keep the Danish ones Danish.
    await page.goto('/da/global-registration/europe');
    await expect(page.locator('h3[lang="en"]', { hasText: 'Malta' })).toHaveCount(1);
    await expect(page.locator('h3[lang="da"]', { hasText: 'Danmark' })).toHaveCount(1);
  });

  test('a new service page and a new region go live', async ({ page, request }) => {
    await lake.createOrReplace({
      ...seed('servicePage-banking'),
      _id: 'servicePage-trust-services',
      title: 'Trust Services',
      slug: { _type: 'slug', current: 'trust-services' },
      hero: { ...(seed('servicePage-banking').hero as object), heading: 'Trust and Foundation Services' },
    });
    await publishAndWait(request, 'servicePage trust-services', '/trust-services', (status) => status === 200);
    await page.goto('/fr/trust-services');
    await expect(page.locator('h1')).toHaveText('Trust and Foundation Services');

    await lake.createOrReplace({
      ...seed('region-africa'),
      _id: 'region-nordics',
      name: 'Nordics',
      slug: { _type: 'slug', current: 'nordics' },
      order: 9,
      hero: { ...(seed('region-africa').hero as object), heading: 'Company Registration in the Nordics' },
    });
    await publishAndWait(request, 'region nordics', '/global-registration/nordics', (status) => status === 200);
    await page.goto('/global-registration/nordics');
    await expect(page.locator('h1')).toHaveText('Company Registration in the Nordics');
    const sitemap = await sitemapOnce(request, (xml) => xml.includes('/global-registration/nordics</loc>'));
    expect(sitemap).toContain('/trust-services</loc>');
  });

  test('site settings change every page, and a regenerated form page still loads React on first use', async ({ page, request }) => {
    // Each language has its settings document; the editor changes the phone in all of them.
    expect(await setPhoneEverywhere(lake, '+45 70 70 70 70')).toBe(7);
    await publishAndWait(request, 'siteSettings', '/banking', (_, html) => html.includes('+45 70 70 70 70'));
    for (const path of ['/', '/da/pricing', '/global-registration/europe', '/de/iceland', '/contact']) {
      await page.goto(path);
      await expect(page.locator('footer'), path).toContainText('+45 70 70 70 70');
    }
    // The contact page was regenerated: still no React until the visitor reaches for the form.
    expect(await scriptsLoaded(page, '/contact')).toEqual(['/enhance.js']);
    await reachForForm(page);
    await page.getByLabel(/^First Name/).fill('Astrid');
    await expect(page.getByLabel(/^First Name/)).toHaveValue('Astrid');
  });

  test('an edited price shows on /pricing, in every language from the one English edit', async ({ page, request }) => {
    await lake.patch('pricingItem-limited-company-aps').set({ priceDkk: 1849 }).commit();
    await publishAndWait(request, 'pricingItem', '/pricing', (_, html) => html.includes('1,849'));
    await page.goto('/pricing');
    await expect(page.locator('li', { hasText: 'Limited Company ApS' }).first()).toContainText('1,849');
    // The Danish item keeps its Danish name and shows the English document's new price. The
    // English page may show it before the webhook has expired the Danish one (a page no one
    // opened since an earlier publish renders the new price at its first visit): asked until it does.
    await publishAndWait(request, 'pricingItem (Danish page)', '/da/pricing', (_, html) => html.includes('1.849'));
    await page.goto('/da/pricing');
    await expect(page.locator('li', { hasText: 'Anpartsselskab ApS' }).first()).toContainText('1.849');
  });

  test('unknown paths still answer the prerendered 404', async ({ request }) => {
    for (const path of ['/no-such-page', '/da/no-such-page', '/global-registration/atlantis']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect((await response.text()).match(/\/_next\/static\/chunks\/[^"]+\.js/g)).toBeNull();
    }
  });

  test.describe('a renamed page', () => {
    /** Gives Mauritius, in every language, the slug `slug`, as an editor renaming it would. */
    const renameMauritius = (slug: string) => {
      const transaction = lake.transaction();
      for (const id of MAURITIUS) transaction.patch(id, (patch) => patch.set({ 'slug.current': slug }));
      return transaction.commit();
    };
    /** The answer to `path` without following a redirect: its status and where it leads. */
    const answerOf = async (request: APIRequestContext, path: string) => {
      const response = await request.get(path, { maxRedirects: 0 });
      return { status: response.status(), location: response.headers().location };
    };
    /** What the English and Danish addresses Mauritius has had answer now: `path → status location`. */
    const redirectTable = async (request: APIRequestContext) =>
      Object.fromEntries(
        await Promise.all(
          ['/mauritius', '/mauritius-island', '/republic-of-mauritius', '/da/mauritius', '/da/mauritius-island', '/da/republic-of-mauritius'].map(async (path) => {
            const { status, location } = await answerOf(request, path);
            return [path, location ? `${status} ${location}` : String(status)];
          }),
        ),
      );
    /** The texts of a locale's gone and not-found pages, from its message catalog. */
    const textsOf = (locale: Locale) =>
      JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { gone: { heading: string }; notFound: { message: string } };
    /** The text of every `<h1>` of a page's HTML. */
    const headings = (html: string) => [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => match[1]);

    test('its old address answers one 301 to the new one in every language, and renamed back the old address is its page again', async ({ request }) => {
      await renameMauritius('mauritius-island');
      await publishAndWait(request, 'jurisdiction mauritius renamed', '/mauritius', (status) => status === 301);
      for (const locale of LOCALES) {
        expect(await answerOf(request, localizedPath(locale, '/mauritius'))).toEqual({ status: 301, location: localizedPath(locale, '/mauritius-island') });
        // A shared comparison and the hero's location picker naming the old slug follow it too, in one hop.
        expect(await answerOf(request, localizedPath(locale, '/compare?c=mauritius,denmark'))).toEqual({ status: 303, location: localizedPath(locale, '/compare?c=denmark,mauritius-island') });
        expect(await answerOf(request, `${localizedPath(locale, '/')}?location=mauritius`)).toEqual({ status: 303, location: localizedPath(locale, '/mauritius-island') });
      }
      expect((await request.get('/da/mauritius-island', { maxRedirects: 0 })).status()).toBe(200);
      // The sitemap lists the new address only.
      const sitemap = await sitemapOnce(request, (xml) => xml.includes('/mauritius-island</loc>'));
      expect(sitemap).not.toContain('/mauritius</loc>');

      // A second rename: every old address leads to the newest in one hop, never through the one between.
      await renameMauritius('republic-of-mauritius');
      await publishAndWait(request, 'jurisdiction mauritius renamed again', '/mauritius-island', (status) => status === 301);
      for (const locale of LOCALES) {
        for (const old of ['/mauritius', '/mauritius-island']) {
          expect(await answerOf(request, localizedPath(locale, old))).toEqual({ status: 301, location: localizedPath(locale, '/republic-of-mauritius') });
        }
      }
      console.log(`redirects after two renames: ${JSON.stringify(await redirectTable(request))}`);

      await renameMauritius('mauritius');
      await publishAndWait(request, 'jurisdiction mauritius renamed back', '/mauritius', (status) => status === 200);
      await expect.poll(async () => (await answerOf(request, '/republic-of-mauritius')).status, { timeout: LIVE_WITHIN_MS }).toBe(301);
      for (const locale of LOCALES) {
        for (const old of ['/mauritius-island', '/republic-of-mauritius']) {
          expect(await answerOf(request, localizedPath(locale, old))).toEqual({ status: 301, location: localizedPath(locale, '/mauritius') });
        }
      }
      console.log(`redirects after the rename back: ${JSON.stringify(await redirectTable(request))}`);
      expect((await answerOf(request, '/de/mauritius')).status).toBe(200);
      expect(await answerOf(request, '/de/compare?c=mauritius-island,denmark')).toEqual({ status: 303, location: '/de/compare?c=denmark,mauritius' });
    });

    test('once its document is deleted, its old addresses answer gone, never a redirect', async ({ request }) => {
      await lake.createOrReplace({ ...seed('jurisdiction-mauritius'), _id: 'jurisdiction-lemuria', name: 'Lemuria', slug: { _type: 'slug', current: 'lemuria' } });
      await publishAndWait(request, 'jurisdiction lemuria', '/lemuria', (status) => status === 200);
      await lake.patch('jurisdiction-lemuria').set({ 'slug.current': 'new-lemuria' }).commit();
      await publishAndWait(request, 'jurisdiction lemuria renamed', '/lemuria', (status) => status === 301);
      expect(await answerOf(request, '/compare?c=lemuria,denmark')).toEqual({ status: 303, location: '/compare?c=denmark,new-lemuria' });
      expect(await answerOf(request, '/?location=lemuria')).toEqual({ status: 303, location: '/new-lemuria' });
      await lake.delete('jurisdiction-lemuria');
      await publishAndWait(request, 'jurisdiction lemuria deleted', '/lemuria', (status) => status === 410);
      for (const locale of LOCALES) expect((await answerOf(request, localizedPath(locale, '/lemuria'))).status).toBe(410);
      expect((await answerOf(request, '/new-lemuria')).status).toBe(404);
      // The gone page of the address's language says the page was removed, not that it was never found.
      for (const locale of ['en', 'da'] as const) {
        const response = await request.get(localizedPath(locale, '/lemuria'), { maxRedirects: 0 });
        const html = await response.text();
        const texts = textsOf(locale);
        expect(headings(html), locale).toEqual([texts.gone.heading]);
        expect(html, locale).not.toContain(texts.notFound.message);
        expect(html, locale).toContain(`<html lang="${locale}"`);
        expect(html, locale).toMatch(/<meta name="robots" content="noindex"/);
        expect(html.match(/\/_next\/static\/chunks\/[^"]+\.js/g), locale).toBeNull();
        expect(response.headers()['cache-control'], locale).toBe(PAGE_CACHE_CONTROL);
      }
      // Asked for by its own path, the gone page is no page.
      expect((await answerOf(request, '/da/page-gone')).status).toBe(404);
      // A comparison or the location picker naming the deleted country's old slug drops it.
      expect(await answerOf(request, '/compare?c=lemuria,denmark')).toEqual({ status: 303, location: '/compare?c=denmark' });
      expect((await answerOf(request, '/?location=lemuria')).status).toBe(200);
    });
  });

  test('preview shows a never-published document at its URL, to the editor only', async ({ browser, request }) => {
    // What the Presentation tool does: store a short-lived secret, then open the enable route with it.
    await lake.createOrReplace({ _id: 'sanity-preview-url-secret.e2e', _type: 'sanity.previewUrlSecret', secret: 'e2e-preview-secret', studioUrl: '/studio' });
    await lake.createOrReplace({
      ...seed('jurisdiction-denmark'),
      _id: 'drafts.jurisdiction-finland',
      name: 'Finland',
      slug: { _type: 'slug', current: 'finland' },
      hero: { ...(seed('jurisdiction-denmark').hero as object), heading: 'Company Registration in Finland' },
    });
    expect((await request.get('/finland')).status()).toBe(404);

    const editor = await browser.newContext();
    const page = await editor.newPage();
    await watchCsp(page);
    const response = await page.goto('/api/draft-mode/enable?sanity-preview-secret=e2e-preview-secret&sanity-preview-pathname=/finland');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/finland');
    // The preview's texts carry their edit links as invisible characters (stega), as from Sanity.
    const heading = async () => (await page.locator('h1').textContent()) ?? '';
    await expect.poll(async () => stegaClean(await heading())).toBe('Company Registration in Finland');
    expect(await heading()).not.toBe('Company Registration in Finland');
    await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible();
    // Next's inline runtime runs under the preview's nonce, and nothing is blocked.
    const policy = (await page.request.get('/finland')).headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).not.toContain('unsafe-inline');
    await page.waitForLoadState('networkidle');
    expect(await cspViolations(page)).toEqual([]);
    await page.getByRole('link', { name: /exit preview/i }).click();
    await editor.close();

    // Everyone else still gets the 404, and the published pages are unchanged.
    expect((await request.get('/finland')).status()).toBe(404);
    expect((await request.get('/api/draft-mode/enable?sanity-preview-secret=wrong&sanity-preview-pathname=/finland', { maxRedirects: 0 })).status()).toBe(401);
  });

  test.describe('one fact, one field', () => {
    /** What a visitor and a search engine read of a page: `<main>`'s text, the meta description and the JSON-LD. */
    const readable = (html: string) =>
      [
        /<main[\s\S]*<\/main>/.exec(html)?.[0].replace(/<[^>]+>/g, ' ') ?? '',
        /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '',
        ...[...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? ''),
      ]
        .join(' \n ')
        .replace(/&nbsp;|\\u00a0|\u202f/g, '\u00a0');

    /** A fact as `locale` writes it, and as English writes it, with any space as a no-break space. */
    const spellings = (value: FactValue, locale: string) => [...new Set([formatFact(locale, value), formatFact('en', value)])].map((s) => s.replace(/\s/g, '\u00a0'));
    const shows = (text: string, value: FactValue, locale: string) => spellings(value, locale).some((s) => text.includes(s));

    /**
     * Asks every page (together), right after a commit the lake's webhook announces, until each
     * shows `now` and none shows `before`.
     * @returns the milliseconds from the commit until the last page changed
     */
    type Page = { path: string; locale: string; part?: (html: string) => string };
    async function publishEverywhere(request: APIRequestContext, what: string, pages: readonly Page[], now: FactValue, before: FactValue) {
      const start = Date.now();
      const pending = new Set(pages);
      for (;;) {
        // All pending pages at once, as visitors would ask for them: one after another, the 21
        // pages of a site-settings publish would measure the test's polling more than the site.
        await Promise.all(
          [...pending].map(async (page) => {
            const html = await (await request.get(page.path)).text();
            const text = readable(page.part ? page.part(html) : html);
            if (shows(text, now, page.locale) && !shows(text, before, page.locale)) pending.delete(page);
          }),
        );
        if (pending.size === 0) break;
        if (Date.now() - start > LIVE_WITHIN_MS) throw new Error(`still showing the old figure after ${LIVE_WITHIN_MS} ms: ${[...pending].map((p) => p.path).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const elapsed = Date.now() - start;
      console.log(`publish ${what}: ${pages.length} pages in ${new Set(pages.map((p) => p.locale)).size} locales changed ${elapsed} ms after the commit`);
      return elapsed;
    }

    const denmarkPages = LOCALES.map((locale) => ({ path: localizedPath(locale, '/denmark'), locale }));
    // The region page's Denmark card (the page also lists the Iceland made from Denmark above);
    // the comparison with Ireland (Cyprus was deleted above).
    const denmarkCard = (html: string) => `<main>${/>(?:Denmark|Danmark)<\/h3>[\s\S]*?<\/p>/.exec(html)?.[0] ?? ''}</main>`;
    const listings: Page[] = [
      { path: '/global-registration/europe', locale: 'en', part: denmarkCard },
      { path: '/da/global-registration/europe', locale: 'da', part: denmarkCard },
      { path: '/compare?c=denmark,ireland', locale: 'en' },
      { path: '/de/compare?c=denmark,ireland', locale: 'de' },
    ];

    test("Denmark's corporate tax, changed once in English, shows on every page that states it, and on its sharing card", async ({ request }) => {
      // The Danish card, drawn and kept before the publish.
      const card = async () => (await request.get('/og/da/denmark')).body();
      const before = await card();
      expect((await request.get('/og/da/denmark')).headers()['x-nextjs-cache']).toBe('HIT');
      await lake.patch('jurisdiction-denmark').set({ 'comparison.corporateTax.percent': 21 }).commit();
      await publishEverywhere(request, 'jurisdiction denmark', [...denmarkPages, ...listings], { kind: 'percent', value: 21 }, { kind: 'percent', value: 22 });
      await expect.poll(async () => (await card()).equals(before), { timeout: LIVE_WITHIN_MS, message: 'the card still shows 22 %' }).toBe(false);
      const html = await (await request.get('/da/denmark')).text();
      expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toContain('selskabsskat 21\u00a0%');
      expect(html).toMatch(/"@type":"Service"[^<]*selskabsskat 21\\u00a0%|"@type":"Service"[^<]*selskabsskat 21\u00a0%/);
    });

    test("Denmark's ApS capital, changed once in English, shows on every page that states it", async ({ page, request }) => {
      // The whole document is written back: the loopback lake patches plain dotted paths only.
      const denmark = await lake.getDocument('jurisdiction-denmark');
      const capital = (denmark?.comparison as { minimumCapital: { _key: string; amount: number }[] }).minimumCapital;
      capital.find((line) => line._key === 'capital1')!.amount = 20000;
      await lake.createOrReplace(denmark!);
      await publishEverywhere(
        request,
        'jurisdiction denmark',
        [...denmarkPages, ...listings.filter((p) => p.path.includes('compare'))],
        { kind: 'money', amount: 20000, currency: 'DKK' },
        { kind: 'money', amount: 40000, currency: 'DKK' },
      );
      // The company-type card and the key fact, as a visitor sees them.
      await page.goto('/da/denmark');
      await expect(page.getByText('Minimumskapital (ApS)', { exact: true }).locator('..')).toContainText('20.000 kr.');
      await page.goto('/denmark');
      await expect(page.getByText('Minimum Capital (ApS)', { exact: true }).locator('..')).toContainText('DKK 20,000');
    });

    test('with 30 % of the lake’s queries failing, a figure still reaches the seven Denmark pages, and no visitor gets an error', async ({ request }) => {
      const current = (await lake.getDocument('jurisdiction-denmark'))?.comparison as { corporateTax: { percent: number } };
      const before = current.corporateTax.percent;
      // Pages a visitor asks for meanwhile: built ones, served from the cache, and the Denmark
      // pages, which the publish expires, so they render against the failing lake.
      const visited = ['/', '/pricing', '/banking', '/da', '/de/global-registration/europe', ...denmarkPages.map((p) => p.path)];
      const statuses: string[] = [];
      await publishesDone();
      await setFaultRate(0.3);
      try {
        let visiting = true;
        const visitors = (async () => {
          // Until the publish has shown, and one round more: the pages it expired, rendered again.
          for (let after = 0; after < 2; after += visiting ? 0 : 1) {
            const answers = await Promise.all(visited.map(async (path) => `${(await request.get(path)).status()} ${path}`));
            statuses.push(...answers);
          }
        })();
        await lake.patch('jurisdiction-denmark').set({ 'comparison.corporateTax.percent': before + 1 }).commit();
        await publishEverywhere(request, 'jurisdiction denmark, 30 % of queries failing', denmarkPages, { kind: 'percent', value: before + 1 }, { kind: 'percent', value: before });
        visiting = false;
        await visitors;
      } finally {
        await setFaultRate(0);
      }
      const stats = await lakeStats();
      expect(statuses.length).toBeGreaterThanOrEqual(2 * visited.length);
      expect(statuses.filter((answer) => !answer.startsWith('200 '))).toEqual([]);
      expect(stats.faults.drop + stats.faults[503] + stats.faults[429]).toBeGreaterThan(0);
    });

    test('a page whose render still fails after its retries shows as it last did, and is rendered again on its next visit', async ({ request }) => {
      // Each visit waits out every query's retries.
      test.setTimeout(60_000);
      const current = (await lake.getDocument('jurisdiction-denmark'))?.comparison as { corporateTax: { percent: number } };
      const before = current.corporateTax.percent;
      const en = [{ path: '/denmark', locale: 'en' }];
      // Shown as it is now, so this instance holds the page's query results.
      await expect.poll(async () => shows(readable(await (await request.get('/denmark')).text()), { kind: 'percent', value: before }, 'en'), { timeout: LIVE_WITHIN_MS }).toBe(true);
      const log = () => readFileSync(PUBLISHING.serverLog, 'utf8');
      const published = () => logEvents(log(), 'publish', (line) => line.documentId === 'jurisdiction-denmark').length;
      const fallbacks = () => logEvents(log(), 'lake-last-good').length;
      const publishes = published();
      await lake.patch('jurisdiction-denmark').set({ 'comparison.corporateTax.percent': before + 1 }).commit();
      // The webhook's work done (both expiries, the search records) before the lake stops answering.
      await expect.poll(published, { timeout: LIVE_WITHIN_MS }).toBeGreaterThan(publishes);
      await publishesDone();
      let answered = fallbacks();
      await setFaultRate(1);
      try {
        for (const visit of [1, 2]) {
          const response = await request.get('/denmark');
          expect(response.status(), `visit ${visit}`).toBe(200);
          const text = readable(await response.text());
          expect(shows(text, { kind: 'percent', value: before }, 'en'), `visit ${visit} shows ${before} %`).toBe(true);
          expect(shows(text, { kind: 'percent', value: before + 1 }, 'en')).toBe(false);
          // Not stored: each visit renders the page again, and answers from the last good results once more.
          await expect.poll(fallbacks).toBeGreaterThan(answered);
          answered = fallbacks();
        }
      } finally {
        await setFaultRate(0);
      }
      const reached = await publishEverywhere(request, 'jurisdiction denmark, once the lake answers again', en, { kind: 'percent', value: before + 1 }, { kind: 'percent', value: before });
      expect(reached).toBeLessThan(LIVE_WITHIN_MS);
    });

    test('the founding year and the jurisdictions claim, changed once in the site settings, reach home, service pages and FAQs in every language', async ({ request }) => {
      await lake.patch('siteSettings').set({ 'claims.since': 2004, 'claims.jurisdictions': 190 }).commit();
      const since = LOCALES.flatMap((locale) => ['/', '/company-registration', '/compliance'].map((path) => ({ path: localizedPath(locale, path), locale })));
      await publishEverywhere(request, 'siteSettings', since, { kind: 'year', value: 2004 }, { kind: 'year', value: 2003 });
      // The FAQ answer on /legal-services, and its FAQPage JSON-LD, name the jurisdictions claim.
      for (const locale of LOCALES) {
        const text = readable(await (await request.get(localizedPath(locale, '/legal-services'))).text());
        expect(shows(text, { kind: 'count', value: 190, plus: true }, locale), locale).toBe(true);
        expect(shows(text, { kind: 'count', value: 180, plus: true }, locale), locale).toBe(false);
      }
    });
  });

  test.describe('editor-proof images', () => {
    test('a 3 MB camera photo as the first hero slide reaches a phone at its size, cropped around the hotspot', async ({ browser, request }) => {
      test.setTimeout(90_000);
      const photo = await cameraPhoto();
      expect(photo.length).toBeGreaterThan(2.5 * 1024 * 1024);
      const asset = await lake.assets.upload('image', photo, { filename: 'camera.jpg' });
      expect(asset._id).toContain(`-${CAMERA_PHOTO.width}x${CAMERA_PHOTO.height}-jpg`);
      // The editor keeps the sun, right of centre, in view.
      const hotspot = { _type: 'sanity.imageHotspot', x: 0.78, y: 0.42, width: 0.2, height: 0.3 };
      await lake
        .patch('heroSlide-paris')
        .set({ image: { _type: 'image', alt: 'A city at sunset', asset: { _type: 'reference', _ref: asset._id }, hotspot } })
        .commit();
      const hash = asset._id.split('-')[1] ?? '';
      await publishAndWait(request, 'heroSlide', '/', (_, html) => html.includes(hash));
      // The picture is set once, on the English slide: every language's home page shows it.
      for (const locale of LOCALES) {
        await expect.poll(async () => (await (await request.get(localizedPath(locale, '/'))).text()).includes(hash), { timeout: LIVE_WITHIN_MS, message: locale }).toBe(true);
      }

      // A 390 px phone with a 3x screen, the case that fetches the most.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const fetched: { url: string; bytes: number }[] = [];
      page.on('requestfinished', async (req) => {
        if (req.url().includes(hash)) fetched.push({ url: req.url(), bytes: (await req.sizes()).responseBodySize });
      });
      await page.goto(`${SITE}/`, { waitUntil: 'load' });
      await expect(page.getByTestId('hero-slide').first().locator('img')).toHaveJSProperty('complete', true);
      await expect.poll(() => fetched.length).toBeGreaterThan(0);
      console.log(`first hero slide on a 390 px phone: ${fetched.map((f) => `${f.bytes} bytes ${f.url}`).join('; ')}`);
      expect(fetched).toHaveLength(1);
      const [{ url, bytes }] = fetched as [{ url: string; bytes: number }];
      const params = new URL(url).searchParams;
      expect(bytes).toBeLessThanOrEqual(120 * 1024);
      expect(Number(params.get('w'))).toBeLessThanOrEqual(2 * 390);
      expect(params.get('auto')).toBe('format');
      // The crop window sits over the hotspot: right of the photo's centre.
      const [left, , width] = (params.get('rect') ?? '').split(',').map(Number) as [number, number, number];
      expect(left + width / 2).toBeGreaterThan(CAMERA_PHOTO.width / 2);
      await context.close();

      // A desktop gets the 16:9 crop, once, at its width.
      const desktop = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const wide = await desktop.newPage();
      const wideFetched: string[] = [];
      wide.on('request', (req) => {
        if (req.url().includes(hash)) wideFetched.push(req.url());
      });
      await wide.goto(`${SITE}/`, { waitUntil: 'load' });
      await expect(wide.getByTestId('hero-slide').first().locator('img')).toHaveJSProperty('complete', true);
      expect(wideFetched).toHaveLength(1);
      expect(Number(new URL(wideFetched[0] ?? '').searchParams.get('w'))).toBe(1600);
      await desktop.close();
    });
  });

  test('health and readiness: the lake failing leaves the instance in rotation, degraded, its pages served', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers()['cache-control']).toContain('no-store');
    const ready = await request.get('/api/ready');
    expect(ready.status()).toBe(200);
    // Ok or failed per check: why a check fails (hosts, roles, paths) is for the log only.
    expect(await ready.json()).toEqual({ status: 'ready', checks: { started: 'ok', pageCache: 'ok', contentLake: 'ok', enquiryStore: 'ok', searchStore: 'ok' } });
    // A page in the cache, fresh: served without the lake. (A page a publish expired is rendered
    // on its next visit, and fails while no query is answered.)
    await expect.poll(async () => (await request.get('/banking')).headers()['x-nextjs-cache'], { timeout: LIVE_WITHIN_MS }).toBe('HIT');
    await publishesDone();
    await setFaultRate(1);
    try {
      // Callers within 2 s of the last report share it: ask until a new one was made.
      await expect.poll(async () => ((await (await request.get('/api/ready')).json()) as { status: string }).status, { timeout: LIVE_WITHIN_MS }).toBe('degraded');
      const down = await request.get('/api/ready');
      expect(down.status()).toBe(200);
      expect(await down.json()).toEqual({ status: 'degraded', checks: { started: 'ok', pageCache: 'ok', contentLake: 'failed', enquiryStore: 'ok', searchStore: 'ok' } });
      expect(down.headers()['cache-control']).toContain('no-store');
      const logged = readFileSync(PUBLISHING.serverLog, 'utf8').split('\n').filter((line) => line.includes('"event":"readiness-check"'));
      expect(logged.at(-1)).toContain('"check":"contentLake"');
      expect(logged.at(-1)).toContain('"ok":false');
      const cached = await request.get('/banking');
      expect(cached.status()).toBe(200);
      expect(cached.headers()['x-nextjs-cache']).toBe('HIT');
    } finally {
      await setFaultRate(0);
    }
    await expect.poll(async () => ((await (await request.get('/api/ready')).json()) as { status: string }).status, { timeout: LIVE_WITHIN_MS }).toBe('ready');
  });

  test('the server logged no error or warning while all this happened', () => {
    expect(serverErrors()).toEqual([]);
  });
});
