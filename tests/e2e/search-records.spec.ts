import { expect, test } from '@playwright/test';
import { getSiteSettings } from '@/lib/content';
import { readMessages } from '@/lib/i18n/messages';
import { readSearchRecords } from '@/lib/search/page-records';
import { localizedPath } from '@/lib/seo/metadata';
import { chromeText, mainText, normalizeText, words } from './page-text';

/*
 * The site search's records are made from content, never from the pages (`lib/search/records.ts`),
 * so this compares them with the pages the server sends: one page of each kind in English and
 * Danish, its record made in this process from the same embedded seed (the server's
 * `ENQUIRY_RETENTION_DAYS`, which the forms state, must be this process's too). Every heading of
 * `<main>` is a heading of the record, every word of its text blocks a word of the record, and
 * what only the header or footer shows is not in it.
 */

const PAGES = ['/', '/banking', '/denmark', '/global-registration/europe', '/pricing', '/privacy', '/compare', '/contact', '/company-formation'];

test.describe('search records hold what the pages show', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: one project is enough');

  for (const path of PAGES) {
    for (const locale of ['en', 'da'] as const) {
      const url = localizedPath(locale, path);
      test(`${url}: every heading and word of <main> is in its record, and nothing only the header or footer shows`, async ({ request }) => {
        const [response, { records }, settings] = await Promise.all([request.get(url), readSearchRecords([path]), getSiteSettings(locale)]);
        const messages = readMessages(locale);
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        const record = records.find((candidate) => candidate.path === url);
        if (!record) throw new Error(`${url} has no search record`);

        const { headings, blocks } = mainText(html);
        expect(headings[0], 'the record is titled by the h1').toBe(record.title);
        const recorded = new Set([record.title, ...record.headings].map(normalizeText));
        expect(headings.filter((heading) => !recorded.has(heading)), 'headings missing from the record').toEqual([]);
        const known = new Set(words([record.title, ...record.headings, record.text].join('\n')));
        expect([...new Set(blocks.flatMap(words))].filter((word) => !known.has(word)), 'words missing from the record').toEqual([]);

        // The footer's quick-links heading and the address; the contact page and the privacy
        // policy show the address in <main> too, and their records hold it there.
        const main = [...headings, ...blocks].join('\n');
        const chrome = chromeText(html).join('\n');
        const recordText = [record.title, ...record.headings, record.text].join('\n');
        for (const text of [messages.footer.quickLinks, settings.address.street]) {
          expect(chrome, `the footer shows "${text}"`).toContain(text);
          if (!main.includes(text)) expect(recordText, `"${text}" is only in the header or footer`).not.toContain(text);
        }
      });
    }
  }
});
