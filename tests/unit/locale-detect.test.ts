import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CHOOSE_LOCALE_SOURCE, chooseLocale, localeRedirectScript } from '@/lib/i18n/detect';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n/locale-storage';
import { LOCALES } from '@/lib/i18n/locales';

/** Runs the home page's inline script in a fake browser; returns where it went and what it stored. */
function runScript({ stored = null, languages }: { stored?: string | null; languages: string[] }) {
  const storage = new Map<string, string>(stored === null ? [] : [[LOCALE_STORAGE_KEY, stored]]);
  let replacedWith: string | null = null;
  runInNewContext(localeRedirectScript(), {
    localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
    navigator: { languages, language: languages[0] },
    location: { search: '?utm=x', hash: '', replace: (url: string) => (replacedWith = url) },
  });
  return { replacedWith, stored: storage.get(LOCALE_STORAGE_KEY) ?? null };
}

describe('language detection on the home page (docs/requirements.md, §4 Language)', () => {
  it('takes the stored language first, then the browser languages in order, then English', () => {
    expect(chooseLocale('sv', ['da-DK'], LOCALES)).toEqual({ locale: 'sv', detected: false });
    expect(chooseLocale(null, ['ja', 'da-DK', 'de'], LOCALES)).toEqual({ locale: 'da', detected: true });
    expect(chooseLocale(null, ['en-US', 'da'], LOCALES)).toEqual({ locale: 'en', detected: true });
    expect(chooseLocale(null, ['nb-NO'], LOCALES)).toEqual({ locale: 'no', detected: true });
    expect(chooseLocale(null, ['ja', 'zh-CN'], LOCALES)).toEqual({ locale: 'en', detected: true });
    // A stored value the site does not offer (an old version's, a hand edit) counts as none.
    expect(chooseLocale('pt', ['fr-CA'], LOCALES)).toEqual({ locale: 'fr', detected: true });
  });

  it('the inline script sends a Danish browser to /da, keeping the query, and stores the language', () => {
    expect(runScript({ languages: ['da-DK', 'da', 'en'] })).toEqual({ replacedWith: '/da?utm=x', stored: 'da' });
  });

  it('the inline script keeps an English or unsupported browser on / and a stored English choice', () => {
    expect(runScript({ languages: ['ja'] })).toEqual({ replacedWith: null, stored: 'en' });
    expect(runScript({ stored: 'en', languages: ['da'] })).toEqual({ replacedWith: null, stored: 'en' });
    expect(runScript({ stored: 'es', languages: ['da'] })).toEqual({ replacedWith: '/es?utm=x', stored: 'es' });
  });

  it('the inline script does nothing when storage throws (disabled cookies and storage)', () => {
    expect(() =>
      runInNewContext(localeRedirectScript(), {
        get localStorage(): never {
          throw new Error('SecurityError');
        },
        navigator: { languages: ['da'] },
        location: { replace: () => {} },
      }),
    ).not.toThrow();
  });
});

describe('the browser copy of the rules (a fixed text the CSP hashes)', () => {
  it('chooses as chooseLocale does, for every stored value and browser list tried', () => {
    const browserChoose = runInNewContext(`(${CHOOSE_LOCALE_SOURCE})`) as typeof chooseLocale;
    const stored = [null, '', 'da', 'en', 'xx', 'no', 'DA'];
    const browsers = [[], ['da-DK'], ['en-GB', 'de'], ['nb-NO'], ['nn'], ['fr-CA', 'es'], ['pt-BR', 'ja'], ['SV-se'], ['zh', 'no']];
    for (const s of stored) {
      for (const b of browsers) {
        expect({ ...browserChoose(s, b, LOCALES) }, `${s} ${b.join(',')}`).toEqual(chooseLocale(s, b, LOCALES));
      }
    }
  });
});

describe('the home page keeps its detection script when the runtime is taken off', () => {
  it('stripRuntime keeps <script id="locale-redirect"> and still refuses unknown inline scripts', async () => {
    const { stripRuntime } = await import('@/lib/light-pages/strip');
    const html = `<html><head></head><body><script id="locale-redirect">${localeRedirectScript()}</script><main>Home</main></body></html>`;
    expect(stripRuntime(html, 'none')).toBe(html);
    expect(() => stripRuntime('<html><body><script>alert(1)</script></body></html>', 'none')).toThrow(/unknown inline script/);
  });
});
