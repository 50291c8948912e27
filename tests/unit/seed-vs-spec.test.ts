import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded-source';
import { regionPageQuery } from '@/lib/content/queries';
import { jurisdictions, pricingItems, siteSettings } from '@/seed';
import { seedDocumentAsShown } from '@/seed/facts';

/** The requirements, whose figures (docs/requirements.md, §2, §3 and §9) the seed must show. */
const requirements = readFileSync(resolve(__dirname, '../../docs/requirements.md'), 'utf8');

function section(start: string, end: string): string {
  const from = requirements.indexOf(start);
  const to = requirements.indexOf(end, from + start.length);
  expect(from, `requirements section "${start}"`).toBeGreaterThanOrEqual(0);
  return requirements.slice(from, to < 0 ? undefined : to);
}

/**
 * A seed document's texts as its English page shows them (fact placeholders filled),
 * with Intl's no-break spaces ("DKK\u00a040,000") read as the requirements' spaces.
 */
const shownText = (doc: Parameters<typeof seedDocumentAsShown>[0] | undefined) =>
  doc ? JSON.stringify(seedDocumentAsShown(doc)).replace(/\\u00a0|\u00a0/g, ' ') : '';

const toNumber = (text: string) => Number(text.replace(/,/g, ''));

/** Pricing lines of docs/requirements.md, §9 Pricing, DKK, e.g. `- NDA and NDA English: each 399/4,000`. */
function specPrices(block: string) {
  return block
    .split('\n')
    .map((line) => /^- (.+?):? (?:each )?((?:from )?[\d,]+|FREE)\/([\d,]+)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .flatMap(([, names = '', price = '', savings = '']) =>
      names.split(/, | and /).map((name) => ({
        name,
        isFree: price === 'FREE',
        priceFrom: price.startsWith('from '),
        priceDkk: price === 'FREE' ? undefined : toNumber(price.replace('from ', '')),
        savingsDkk: toNumber(savings),
      })),
    );
}

describe('seed pricing items equal docs/requirements.md, §9 Pricing, DKK', () => {
  const business = specPrices(section('Business customers, excluding VAT', 'Private customers, including VAT'));
  const privateItems = specPrices(section('Private customers, including VAT', 'Claimed savings'));

  it('has the 37 items of the requirements, 28 business and 9 private', () => {
    expect(business).toHaveLength(28);
    expect(privateItems).toHaveLength(9);
    expect(pricingItems).toHaveLength(37);
  });

  it.each([...business.map((i) => ['business', i] as const), ...privateItems.map((i) => ['private', i] as const)])(
    '%s item %o',
    (audience, expected) => {
      const item = pricingItems.find((p) => p.name === expected.name);
      expect(item, expected.name).toBeDefined();
      expect(item?.audience).toBe(audience);
      expect(Boolean(item?.isFree)).toBe(expected.isFree);
      expect(Boolean(item?.priceFrom)).toBe(expected.priceFrom);
      expect(item?.priceDkk).toBe(expected.priceDkk);
      expect(item?.savingsDkk).toBe(expected.savingsDkk);
    },
  );

  it('keeps business completion times within 5 to 20 minutes', () => {
    for (const item of pricingItems.filter((p) => p.audience === 'business')) {
      expect(item.minutes).toBeGreaterThanOrEqual(5);
      expect(item.minutes).toBeLessThanOrEqual(20);
    }
  });
});

/**
 * The figures of a fact text of the requirements: percentages, amounts with a currency, durations and bare
 * numbers, each with the spellings a page may use for it (`1 euro` = `€1`).
 */
function figures(text: string): string[][] {
  const found: string[][] = [];
  const pattern =
    /(?:(SGD|HKD|CHF|DKK|HUF|€|£) ?)?(\d(?:[\d,.]*\d)?(?:-\d(?:[\d,.]*\d)?)?)(%| ?euro| ?million| (?:days?|weeks?)|m\b)?/g;
  for (const m of text.matchAll(pattern)) {
    const [whole, currency, number = '', suffix = ''] = m;
    if (!currency && !suffix && /^\d$/.test(number)) continue; // counts like "minimum 1 director" are checked by hand
    if (suffix.trim() === 'euro') found.push([`€${number}`, `${number} euro`, `EUR ${number}`]);
    else found.push([whole.trim()]);
  }
  return found;
}

describe('seed jurisdictions carry the facts of docs/requirements.md, §9 Jurisdiction marketing facts and §3', () => {
  const table = section('| Country | Facts |', '### Pricing');
  const rows = table
    .split('\n')
    .slice(2)
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter((cells) => cells.length >= 3 && cells[1] && !cells[1].startsWith('Portugal'));

  it('has the 21 country pages of the route table', () => {
    expect(jurisdictions).toHaveLength(21);
    expect(rows).toHaveLength(19);
  });

  it.each(rows.map((cells) => [cells[1] ?? '', cells[2] ?? ''] as const))('%s: %s', (country, facts) => {
    const doc = jurisdictions.find((j) => j.name === country);
    expect(doc, country).toBeDefined();
    const text = shownText(doc);
    for (const spellings of figures(facts)) {
      expect(
        spellings.some((s) => text.includes(s)),
        `${country} shows ${spellings.join(' or ')}`,
      ).toBe(true);
    }
  });

  it.each(['Portugal', 'Austria'])('%s shows every figure of docs/requirements.md, §3', (country) => {
    const line = requirements.split('\n').find((l) => l.startsWith(`- ${country} data:`)) ?? '';
    expect(line).not.toBe('');
    const doc = jurisdictions.find((j) => j.name === country);
    const text = shownText(doc);
    for (const spellings of figures(line)) {
      expect(spellings.some((s) => text.includes(s)), `${country} shows ${spellings.join(' or ')}`).toBe(true);
    }
  });

  it('Mauritius requires two directors and Spain mentions 47 million consumers', () => {
    expect(JSON.stringify(jurisdictions.find((j) => j.name === 'Mauritius'))).toMatch(/two directors/i);
    expect(shownText(jurisdictions.find((j) => j.name === 'Spain'))).toMatch(/47 million/);
  });
});

describe('region pages list the country cards of docs/requirements.md, §2 Jurisdictions overview and regions', () => {
  const source = createEmbeddedSource();
  const regions = section('### Jurisdictions overview and regions', '### Country pages');
  const line = (slug: string) => regions.split('\n').find((l) => l.startsWith(`- /global-registration/${slug}:`)) ?? '';

  /** Title and href of every card of the region's country section, country pages first. */
  async function countryCards(slug: string): Promise<(readonly [string, string | null | undefined])[]> {
    const page = await source.fetch(regionPageQuery, { locale: 'en', slug });
    return (page?.sections ?? []).flatMap((s) =>
      s._type === 'jurisdictionCardsSection'
        ? [
            ...s.jurisdictions.map((j) => [j.name, j.href] as const),
            ...(s.otherCountries ?? []).map((c) => [c.title, c.link?.href] as const),
          ]
        : [],
    );
  }

  it('europe: the 16 country cards of the requirements, in their order, each linking to its country page', async () => {
    const listed = /(\d+) country cards linking to (.+)\.$/.exec(line('europe'));
    const paths = listed?.[2]?.split(', ') ?? [];
    expect(paths).toHaveLength(Number(listed?.[1]));
    expect(paths).toHaveLength(16);
    const cards = await countryCards('europe');
    expect(cards.map(([, href]) => href)).toEqual(paths);
    for (const [name, href] of cards) expect(jurisdictions.find((j) => `/${j.slug.current}` === href)?.name).toBe(name);
  });

  it('asia-pacific: Singapore and Hong Kong to their pages, then Australia, New Zealand, Japan and South Korea to /fees', async () => {
    const text = line('asia-pacific');
    expect(text).toContain('Singapore links to /singapore and Hong Kong to /hong-kong');
    const others = /\. ([^.]+) link to \/fees\./.exec(text)?.[1]?.split(/, | and /) ?? [];
    expect(others).toEqual(['Australia', 'New Zealand', 'Japan', 'South Korea']);
    expect(await countryCards('asia-pacific')).toEqual([
      ['Singapore', '/singapore'],
      ['Hong Kong', '/hong-kong'],
      ...others.map((name) => [name, '/fees']),
    ]);
  });

  it("every country's region card text shows only figures of its facts in the requirements", () => {
    const table = section('| Country | Facts |', '### Pricing');
    for (const doc of jurisdictions) {
      const facts =
        table.split('\n').find((l) => l.startsWith(`| ${doc.name} |`)) ??
        requirements.split('\n').find((l) => l.startsWith(`- ${doc.name} data:`)) ??
        '';
      expect(facts, doc.name).not.toBe('');
      for (const spellings of figures(seedDocumentAsShown(doc).regionCardSummary.replace(/\u00a0/g, ' '))) {
        expect(spellings.some((s) => facts.includes(s)), `${doc.name}: ${spellings.join(' or ')}`).toBe(true);
      }
    }
  });
});

describe('site settings carry the claims of docs/requirements.md, §1 and the statistics of §9', () => {
  it('has the default statistics 115+, 5,000+, 25+ and 95%', () => {
    expect(seedDocumentAsShown(siteSettings).stats.map((s) => s.value)).toEqual(['115+', '5,000+', '25+', '95%']);
  });

  it('has the London office in Covent Garden and the claims', () => {
    expect(siteSettings.address).toMatchObject({ city: 'London', area: 'Covent Garden' });
    expect(siteSettings.claims).toMatchObject({
      jurisdictions: 180,
      partnerLocations: 180,
      since: 2003,
      countries: 115,
      legalClients: 4000,
      pricingCustomers: 300000,
      maxSavingsDkk: 15000,
    });
  });
});
