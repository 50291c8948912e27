import { createElement, type ComponentProps, type FunctionComponent, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { CardGrid } from '@/components/sections/CardGrid';
import { JurisdictionCards } from '@/components/sections/JurisdictionCards';
import type { SectionOf } from '@/components/sections/types';
import { createEmbeddedSource } from '@/lib/content/embedded-source';
import { regionPageQuery } from '@/lib/content/queries';
import da from '@/messages/da.json';
import en from '@/messages/en.json';

/* next-intl's navigation does not load in Node (see draft-mode.test.ts); prefix as the site does. */
vi.mock('@/lib/i18n/navigation', () => ({
  getPathname: ({ href, locale }: { href: string; locale: string }) => (locale === 'en' ? href : `/${locale}${href}`),
}));

const source = createEmbeddedSource();
const MESSAGES = { en, da } as const;

function render(locale: keyof typeof MESSAGES, node: ReactElement): string {
  const Provider = NextIntlClientProvider as FunctionComponent<Omit<ComponentProps<typeof NextIntlClientProvider>, 'children'>>;
  const messages = MESSAGES[locale] as AbstractIntlMessages;
  return renderToStaticMarkup(createElement(Provider, { locale, messages, timeZone: 'Europe/Copenhagen' }, node));
}

async function countrySection(slug: string, locale: keyof typeof MESSAGES): Promise<SectionOf<'jurisdictionCardsSection'>> {
  const page = await source.fetch(regionPageQuery, { locale, slug });
  const section = page?.sections?.find((s) => s._type === 'jurisdictionCardsSection');
  if (section?._type !== 'jurisdictionCardsSection') throw new Error(`${slug} has no country cards`);
  return section;
}

describe('region country cards (JurisdictionCards)', () => {
  it.each(['europe', 'asia-pacific', 'africa'])(
    '%s renders exactly the link-card grid of copied cards it replaced (MapPin, tax line, "Explore <country>")',
    async (slug) => {
      const section = await countrySection(slug, 'en');
      const copied: SectionOf<'cardGridSection'> = {
        _type: 'cardGridSection',
        _key: section._key,
        heading: section.heading,
        intro: section.intro,
        variant: 'link',
        cards: [
          ...section.jurisdictions.map((j, i) => ({
            _key: `c${i + 1}`,
            lang: j.language ?? undefined,
            icon: 'MapPin' as const,
            title: j.name,
            description: j.summary,
            features: null,
            link: { _key: null, label: `Explore ${j.name}`, style: 'link' as const, href: j.href },
          })),
          ...(section.otherCountries ?? []),
        ],
      };
      expect(render('en', createElement(JurisdictionCards, { section }))).toBe(render('en', createElement(CardGrid, { section: copied })));
    },
  );

  it('labels the cards in the visitor\'s language and links within the locale', async () => {
    const html = render('da', createElement(JurisdictionCards, { section: await countrySection('europe', 'da') }));
    expect(html).toContain('href="/da/denmark"');
    expect(html).toContain('<span>Udforsk Danmark</span>');
    // Each card's words carry its country document's language.
    expect(html.match(/<h3 lang="da"/g)).toHaveLength(16);
    expect(html.match(/<a /g)).toHaveLength(16);
  });
});
