import { beforeAll, describe, expect, it, vi } from 'vitest';
import sitemap from '@/app/sitemap';
import { getJurisdictionPage, getSiteSettings, withFreshContent } from '@/lib/content';
import type { FetchOptions } from '@/lib/content/source';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { readMessages } from '@/lib/i18n/messages';
import { readSearchRecords } from '@/lib/search/page-records';
import type { SearchRecord } from '@/lib/search/record';
import { localizedPath } from '@/lib/seo/metadata';

// The site search's records, made from the embedded seed (the default content source): one per
// page and locale the sitemap lists, with the page's <h1>, headings and text, and nothing of the
// header or footer. The browser test `tests/e2e/search-records.spec.ts` compares them with the
// pages' HTML.

/** What the content source was asked, to see that the records' reads are fresh. */
const asked = vi.hoisted(() => [] as { locale: unknown; options: FetchOptions | undefined }[]);
vi.mock('@/lib/content/configured-source', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/content/configured-source')>();
  const { name, fetch } = actual.contentSource;
  const contentSource: typeof actual.contentSource = {
    name,
    fetch: (query, params, options) => {
      asked.push({ locale: params.locale, options });
      return fetch(query, params, options);
    },
  };
  return { ...actual, contentSource };
});

let all: SearchRecord[];
const recordOf = (path: string, locale: Locale) => {
  const record = all.find((r) => r.path === localizedPath(locale, path) && r.locale === locale);
  if (!record) throw new Error(`no record of ${path} in ${locale}`);
  return record;
};
const words = (record: SearchRecord) => [record.title, ...record.headings, record.text].join('\n');

beforeAll(async () => {
  ({ records: all } = await readSearchRecords());
});

describe('search records', () => {
  it.each([
    ['/', 'home', 'Set up your business anywhere in the world', 'Etablér din virksomhed hvor som helst i verden'],
    ['/banking', 'service', 'Banking', 'Bankydelser'],
    ['/denmark', 'jurisdiction', 'Company Registration in Denmark', 'Selskabsregistrering i Danmark'],
    ['/global-registration/europe', 'region', 'Company Registration in Europe', 'Selskabsregistrering i Europa'],
    ['/pricing', 'pricing', 'Legal Documents at Fixed Prices', 'Juridiske dokumenter til faste priser'],
    ['/privacy', 'privacy', 'Privacy policy', 'Privatlivspolitik'],
    ['/compare', 'compare', 'Compare Jurisdictions', 'Sammenlign jurisdiktioner'],
    ['/contact', 'contact', 'Contact Us', 'Kontakt os'],
    ['/company-formation', 'formation', 'Selskabsstiftelse', 'Selskabsstiftelse'],
  ])('%s is a %s page titled by its h1 in English and Danish', (path, kind, english, danish) => {
    expect(recordOf(path, 'en')).toMatchObject({ kind, title: english, path });
    expect(recordOf(path, 'da')).toMatchObject({ kind, title: danish, path: localizedPath('da', path) });
    for (const locale of ['en', 'da'] as const) expect(recordOf(path, locale).headings.length + recordOf(path, locale).text.length).toBeGreaterThan(0);
  });

  it('holds the figures a country page shows, formatted as the page formats them', () => {
    const english = recordOf('/denmark', 'en');
    // Amounts of money carry a no-break space between the currency and the number, as Intl writes them.
    for (const line of ['Corporate Tax Rate', '22%', '25%', 'DKK\u00a040,000', 'Minimum capital: DKK\u00a040,000', 'Yes, since 1973']) {
      expect(english.text.split('\n'), line).toContain(line);
    }
    expect(english.headings).toContain('22% Corporate Tax');
    expect(english.text).toContain('Compare Denmark with other countries');
    expect(english.documentIds).toEqual(['jurisdiction-denmark']);
    const danish = recordOf('/denmark', 'da');
    expect(danish.text.split('\n')).toEqual(expect.arrayContaining(['22\u00a0%', '40.000\u00a0kr.', 'Minimumskapital: 40.000\u00a0kr.']));
  });

  it('finds Cyprus in Danish by its Danish name', () => {
    const cyprus = recordOf('/cyprus', 'da');
    expect(cyprus.title).toContain('Cypern');
    expect(cyprus.text).toContain('Cypern');
  });

  it('holds pricing items of both audiences with their prices, and FAQ questions as headings', () => {
    const pricing = recordOf('/pricing', 'en');
    expect(pricing.headings).toEqual(expect.arrayContaining(['Business Customers', 'Private Customers', 'Prenuptial Agreement']));
    expect(pricing.text).toMatch(/^DKK\u00a0\d/m);
    const faq = all.find((record) => record.locale === 'en' && record.kind === 'service' && record.documentIds.some((id) => id.startsWith('faq')));
    expect(faq?.headings.some((heading) => heading.endsWith('?'))).toBe(true);
  });

  it('holds nothing of the header and footer: not their labels, the tagline or, outside the pages that show it, the address', async () => {
    for (const locale of LOCALES) {
      const [messages, settings] = [readMessages(locale), await getSiteSettings(locale)];
      const chrome = [messages.footer.quickLinks, messages.nav.skipToContent, messages.nav.mainMenu, settings.tagline ?? '', messages.footer.rights.split('{')[0] ?? ''];
      for (const record of all.filter((r) => r.locale === locale)) {
        for (const text of chrome.filter((t) => t.trim())) expect(words(record), `${record.path}: ${text}`).not.toContain(text.trim());
        if (record.kind !== 'contact' && record.kind !== 'privacy') expect(words(record), record.path).not.toContain(settings.address.street);
      }
    }
  });

  it('has no picture URLs, slugs as links, or type names', () => {
    for (const record of all) expect(words(record), record.path).not.toMatch(/https?:|\/images\/|\.svg|\bhref\b|_type|_key|[a-z]+Section\b/);
  });

  it('lists exactly the sitemap’s pages in their locales, except /search, which is never a record', async () => {
    const listed = (await sitemap()).map((entry) => new URL(entry.url).pathname).filter((path) => !/^(\/[a-z]{2})?\/search$/.test(path));
    expect(all.map((record) => record.path).sort()).toEqual(listed.sort());
    expect(all.some((record) => record.path.endsWith('/search'))).toBe(false);
    expect(await readSearchRecords(['/search'])).toEqual({ records: [], absent: LOCALES.map((locale) => ({ path: localizedPath(locale, '/search'), locale })) });
  });

  it('reports a path that is no page as absent in every locale, so its rows go', async () => {
    const { records, absent } = await readSearchRecords(['/no-such-page', '/denmark']);
    expect(records.map((record) => record.path)).toEqual(LOCALES.map((locale) => localizedPath(locale, '/denmark')));
    expect(absent).toEqual(LOCALES.map((locale) => ({ path: localizedPath(locale, '/no-such-page'), locale })));
  });

  it('reads the content past Next’s data cache and never as a preview, and only within its run', async () => {
    asked.length = 0;
    await readSearchRecords(['/denmark', '/']);
    expect(asked.length).toBeGreaterThan(0);
    for (const { options } of asked) expect(options).toMatchObject({ fresh: true, preview: false });
    asked.length = 0;
    // A page rendered meanwhile, beside the run, reads as before.
    await Promise.all([withFreshContent(() => getJurisdictionPage('en', 'cyprus')), getJurisdictionPage('da', 'cyprus')]);
    expect(asked.filter(({ locale }) => locale === 'en').map(({ options }) => options?.fresh)).toEqual([true]);
    expect(asked.filter(({ locale }) => locale === 'da').map(({ options }) => options?.fresh)).toEqual([undefined]);
  });
});
