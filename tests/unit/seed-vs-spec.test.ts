import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jurisdictions, pricingItems, siteSettings } from '@/seed';

/** The spec lives beside the project (`../shared/spec.md`), as in CI. */
const spec = readFileSync(resolve(__dirname, '../../../shared/spec.md'), 'utf8');

function section(start: string, end: string): string {
  const from = spec.indexOf(start);
  const to = spec.indexOf(end, from + start.length);
  expect(from, `spec section "${start}"`).toBeGreaterThanOrEqual(0);
  return spec.slice(from, to < 0 ? undefined : to);
}

const toNumber = (text: string) => Number(text.replace(/,/g, ''));

/** Pricing lines of spec §9, e.g. `- NDA and NDA English: each 399/4,000`. */
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

describe('seed pricing items equal spec §9 Pricing', () => {
  const business = specPrices(section('Business customers, excluding VAT', 'Private customers, including VAT'));
  const privateItems = specPrices(section('Private customers, including VAT', 'Claimed savings'));

  it('has the 37 items of the spec, 28 business and 9 private', () => {
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
 * The figures of a spec fact text: percentages, amounts with a currency, durations and bare
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

describe('seed jurisdictions carry the facts of spec §9 and §3', () => {
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
    const text = JSON.stringify(doc);
    for (const spellings of figures(facts)) {
      expect(
        spellings.some((s) => text.includes(s)),
        `${country} shows ${spellings.join(' or ')}`,
      ).toBe(true);
    }
  });

  it.each(['Portugal', 'Austria'])('%s shows every figure of spec §3', (country) => {
    const line = spec.split('\n').find((l) => l.startsWith(`- ${country} data:`)) ?? '';
    expect(line).not.toBe('');
    const text = JSON.stringify(jurisdictions.find((j) => j.name === country));
    for (const spellings of figures(line)) {
      expect(spellings.some((s) => text.includes(s)), `${country} shows ${spellings.join(' or ')}`).toBe(true);
    }
  });

  it('Mauritius requires two directors and Spain mentions 47 million consumers', () => {
    expect(JSON.stringify(jurisdictions.find((j) => j.name === 'Mauritius'))).toMatch(/two directors/i);
    expect(JSON.stringify(jurisdictions.find((j) => j.name === 'Spain'))).toMatch(/47 million/);
  });
});

describe('site settings carry the claims of spec §1 and the statistics of §9', () => {
  it('has the default statistics 115+, 5,000+, 25+ and 95%', () => {
    expect(siteSettings.stats.map((s) => s.value)).toEqual(['115+', '5,000+', '25+', '95%']);
  });

  it('has the London office in Covent Garden and the claims', () => {
    expect(siteSettings.address).toMatchObject({ city: 'London', area: 'Covent Garden' });
    expect(siteSettings.claims).toMatchObject({
      jurisdictions: '180+',
      since: 2003,
      countries: '115+',
      legalClients: '4,000+',
      pricingCustomers: '300,000',
      maxSavingsDkk: 15000,
    });
  });
});
