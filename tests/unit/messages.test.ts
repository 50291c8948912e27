import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';

const dir = resolve(__dirname, '../../messages');
const load = (locale: string) => JSON.parse(readFileSync(resolve(dir, `${locale}.json`), 'utf8')) as Record<string, unknown>;

/** Dotted key paths of a catalog, e.g. `nav.home`. */
function keys(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    inner && typeof inner === 'object' ? keys(inner as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/**
 * ICU arguments of a message, e.g. `{count, plural, …}` -> `count`; the texts of plural and
 * select branches (`yes {Local director required}`) are not arguments.
 */
const args = (message: string) => [...new Set([...message.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

describe('message catalogs (next-intl)', () => {
  const en = load('en');
  const enKeys = keys(en).sort();

  it('has one catalog per supported locale and no other', () => {
    expect(readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', '')).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the keys English has, with the same ICU arguments', (locale) => {
    const catalog = load(locale);
    expect(keys(catalog).sort()).toEqual(enKeys);
    const get = (obj: Record<string, unknown>, path: string) =>
      path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj) as string;
    for (const key of enKeys) expect(args(get(catalog, key)), `${locale}: ${key}`).toEqual(args(get(en, key)));
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is translated (at most a handful of strings equal to English)', (locale) => {
    const catalog = load(locale);
    const get = (obj: Record<string, unknown>, path: string) =>
      path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj) as string;
    // Proper names, codes and the Danish-only formation text may legitimately equal English.
    const same = enKeys.filter((key) => get(catalog, key) === get(en, key) && /[a-z]{4,}/i.test(get(en, key)));
    expect(same.length, same.join(', ')).toBeLessThanOrEqual(6);
  });
});
