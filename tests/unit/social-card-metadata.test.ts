import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded-source';
import { homePageQuery, jurisdictionPageQuery, privacyPolicyQuery } from '@/lib/content/queries';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageOfSocialCard, socialCardPath } from '@/lib/seo/social-card';
import { seedDocuments } from '@/seed';

// The og:image and twitter:image of every page.

const base = { title: 'Selskabsregistrering i Danmark', description: 'Registrér et dansk selskab.', siteName: 'Meridian Corporate' } as const;

describe('sharing card metadata', () => {
  it('points og:image and twitter:image at the page\'s generated 1200×630 card, with the title as alt text', () => {
    const metadata = pageMetadata({ ...base, locale: 'da', path: '/denmark' });
    expect(metadata.openGraph).toMatchObject({
      locale: 'da_DK',
      images: [{ url: '/og/da/denmark', width: 1200, height: 630, type: 'image/png', alt: base.title }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: '/og/da/denmark', alt: base.title }] });
  });

  it('names the locale in every card URL, and a comparison shares the /compare card', () => {
    expect(socialCardPath('en', '/')).toBe('/og/en');
    expect(socialCardPath('sv', '/')).toBe('/og/sv');
    expect(socialCardPath('en', '/global-registration/europe')).toBe('/og/en/global-registration/europe');
    const compare = pageMetadata({ ...base, locale: 'de', path: '/compare?c=cyprus,denmark', cardPath: '/compare' });
    expect(compare.openGraph).toMatchObject({ images: [{ url: '/og/de/compare' }] });
  });

  it('maps a card URL back to the page the proxy must know', () => {
    expect(pageOfSocialCard('/og/en')).toBe('/en');
    expect(pageOfSocialCard('/og/da/denmark')).toBe('/da/denmark');
    expect(pageOfSocialCard('/og/de/global-registration/europe')).toBe('/de/global-registration/europe');
    expect(pageOfSocialCard('/og/')).toBeNull();
    expect(pageOfSocialCard('/og/english/denmark')).toBeNull();
    expect(pageOfSocialCard('/og/da//denmark')).toBeNull();
  });

  it("uses the editor's sharing image instead, cut to 1200×630 as a JPEG, with its description", () => {
    const image = { url: 'https://cdn.sanity.io/images/abc123/production/0f1e2d3c4b5a-2400x1600.jpg', crop: null, hotspot: { x: 0.3, y: 0.4, width: 0.2, height: 0.2 } };
    const metadata = pageMetadata({ ...base, locale: 'da', path: '/denmark', image, imageAlt: 'Nyhavn i København' });
    const [og] = (metadata.openGraph?.images ?? []) as { url: string; type: string; alt: string; width: number; height: number }[];
    expect(og).toMatchObject({ type: 'image/jpeg', alt: 'Nyhavn i København', width: 1200, height: 630 });
    // Through the site's own origin, as the hero's images (`SANITY_IMAGE_PATH`); `metadataBase` makes it absolute.
    const url = new URL(og?.url ?? '', 'https://site.example');
    expect(url.pathname).toBe('/sanity-cdn/images/abc123/production/0f1e2d3c4b5a-2400x1600.jpg');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ w: '1200', h: '630', fit: 'crop', fm: 'jpg' });
    // The 1.91:1 window of the 2400×1600 picture, centred on the hotspot (y 0.4 of 1600 px = 640).
    expect(url.searchParams.get('rect')).toBe('0,10,2400,1260');
    // Without a description the title describes it; a URL that is no Sanity image keeps the card.
    expect(pageMetadata({ ...base, locale: 'da', path: '/denmark', image }).openGraph).toMatchObject({ images: [{ alt: base.title }] });
    expect(pageMetadata({ ...base, locale: 'da', path: '/denmark', image: { ...image, url: 'https://example.com/a.jpg' } }).openGraph).toMatchObject({ images: [{ url: '/og/da/denmark' }] });
  });
});

describe('the sharing image is set once, on the English page', () => {
  const asset = { _id: 'image-0f1e2d3c4b5a-2400x1600-jpg', _type: 'sanity.imageAsset', url: 'https://cdn.sanity.io/images/abc123/production/0f1e2d3c4b5a-2400x1600.jpg' };
  const withImage = (doc: Record<string, unknown>) => ({ ...doc, seo: { ...(doc.seo as object), image: { _type: 'image', asset: { _type: 'reference', _ref: asset._id } } } });
  const english = (type: string, slug?: string) => (doc: Record<string, unknown>) =>
    doc._type === type && doc.language === 'en' && (slug === undefined || (doc.slug as { current?: string } | undefined)?.current === slug);

  it.each([
    ['a country', english('jurisdiction', 'denmark'), jurisdictionPageQuery, { slug: 'denmark' }, (r: unknown) => (r as { seo: unknown }).seo],
    ['the home page', english('homePage'), homePageQuery, {}, (r: unknown) => (r as { page: { seo: unknown } }).page.seo],
    ['the privacy policy', english('privacyPolicy'), privacyPolicyQuery, {}, (r: unknown) => (r as { seo: unknown }).seo],
  ] as const)('%s: every language reads the English image', async (_name, isEnglish, query, params, seoOf) => {
    const dataset = [...(seedDocuments as Record<string, unknown>[]).map((doc) => (isEnglish(doc) ? withImage(doc) : doc)), asset];
    const source = createEmbeddedSource(dataset);
    for (const locale of ['en', 'da', 'de']) {
      const seo = seoOf(await source.fetch(query, { ...params, locale } as never)) as { image: { url: string } | null; title: string };
      expect(seo.image?.url, locale).toBe(asset.url);
    }
  });
});
