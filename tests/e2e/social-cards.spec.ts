import { expect, test, type APIRequestContext } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';
import sharp from 'sharp';
import { SOCIAL_CARD } from '@/lib/seo/social-card';
import { readSiteUrl } from '@/lib/seo/site-url';

// Every page shares as a large-image card in its language.

/** One page of each template, in several languages; a country, its translation, a region and a service page first. */
const PAGES = ['/denmark', '/da/denmark', '/de/global-registration/europe', '/pricing', '/', '/sv', '/fr/banking', '/es/contact', '/no/privacy', '/search', '/compare', '/company-formation'];

/** Largest card LinkedIn, X and messengers take without a second thought. */
const MAX_CARD_BYTES = 300 * 1024;

/**
 * The tags a platform reads, by property or name: LinkedIn's Post Inspector wants og:title,
 * og:description, og:image and og:url (og:type recommended); X's summary_large_image card
 * twitter:card, twitter:title and twitter:image (description and alt recommended).
 */
async function metaTags(request: APIRequestContext, path: string): Promise<Map<string, string>> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const document = parseDocument(await response.text());
  const tags = new Map<string, string>();
  for (const meta of DomUtils.getElementsByTagName('meta', document)) {
    const key = meta.attribs.property ?? meta.attribs.name;
    if (key && !tags.has(key)) tags.set(key, meta.attribs.content ?? '');
  }
  return tags;
}

test.describe('sharing cards', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: one project is enough');

  test('every template has the og: and twitter: set with an absolute 1200×630 PNG under 300 KB', async ({ request }) => {
    const site = readSiteUrl();
    for (const path of PAGES) {
      const tags = await metaTags(request, path);
      for (const key of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image', 'og:image:alt', 'twitter:title', 'twitter:description', 'twitter:image', 'twitter:image:alt']) {
        expect(tags.get(key), `${path} ${key}`).toMatch(/\S/);
      }
      expect(tags.get('twitter:card'), path).toBe('summary_large_image');
      expect(tags.get('og:image:width'), path).toBe(String(SOCIAL_CARD.width));
      expect(tags.get('og:image:height'), path).toBe(String(SOCIAL_CARD.height));
      expect(tags.get('og:image:type'), path).toBe('image/png');
      const image = new URL(tags.get('og:image') ?? '');
      expect(image.origin, path).toBe(site.origin);
      expect(tags.get('twitter:image'), path).toBe(image.href);
      const [, locale = 'en', rest = ''] = /^(?:\/(da|no|sv|de|fr|es))?(\/.+)?$/.exec(path) ?? [];
      expect(image.pathname, path).toBe(`/og/${locale}${rest}`);

      const card = await request.get(image.pathname);
      expect(card.status(), image.pathname).toBe(200);
      expect(card.headers()['content-type'], image.pathname).toBe('image/png');
      const bytes = await card.body();
      expect(bytes.length, image.pathname).toBeLessThan(MAX_CARD_BYTES);
      const { format, width, height } = await sharp(bytes).metadata();
      expect({ format, width, height }, image.pathname).toEqual({ format: 'png', width: SOCIAL_CARD.width, height: SOCIAL_CARD.height });
    }
  });

  test('the alt text is in the page\'s language; a card is kept like a page; a made-up page has no card', async ({ request }) => {
    expect((await metaTags(request, '/da/denmark')).get('og:image:alt')).toMatch(/Danmark/);
    expect((await metaTags(request, '/de/global-registration/europe')).get('og:image:alt')).toMatch(/Europa/);

    await request.get('/og/de/austria');
    const again = await request.get('/og/de/austria');
    expect(again.headers()['x-nextjs-cache']).toBe('HIT');

    for (const path of ['/og/en/atlantis', '/og/xx/denmark', '/og/da/denmark/extra', '/og/en/global-registration/atlantis']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
