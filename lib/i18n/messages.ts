import da from '../../messages/da.json' with { type: 'json' };
import de from '../../messages/de.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import es from '../../messages/es.json' with { type: 'json' };
import fr from '../../messages/fr.json' with { type: 'json' };
import no from '../../messages/no.json' with { type: 'json' };
import sv from '../../messages/sv.json' with { type: 'json' };
import type { Locale } from './locales';

/** The interface messages of one locale, shaped as the English catalog. */
export type Messages = typeof en;

/**
 * Each locale's own catalog, which may lack keys. Imported with type attributes, so Node's and
 * Playwright's loaders read them as the bundlers do (the search's records are made in scripts
 * and tests too).
 */
const CATALOGS: Readonly<Record<Locale, Partial<Messages>>> = { en, da, no, sv, de, fr, es };

/** Deep-merges `override` onto the English catalog so a missing key shows English, not a key path. */
export function withEnglishFallback(override: Partial<Messages> | undefined): Messages {
  const merge = (base: Record<string, unknown>, over: Record<string, unknown> | undefined): Record<string, unknown> => {
    if (!over) return base;
    const out: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(over)) {
      const baseValue = base[key];
      out[key] =
        value && typeof value === 'object' && baseValue && typeof baseValue === 'object'
          ? merge(baseValue as Record<string, unknown>, value as Record<string, unknown>)
          : value;
    }
    return out;
  };
  return merge(en, override as Record<string, unknown> | undefined) as Messages;
}

/**
 * The messages pages show in `locale`: `messages/<locale>.json` over English (docs/requirements.md, §1: English
 * is the default and the fallback). What `./request.ts` gives next-intl, and what the site
 * search's records read the interface words from.
 */
export function readMessages(locale: Locale): Messages {
  return locale === 'en' ? en : withEnglishFallback(CATALOGS[locale]);
}
