import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded-source';
import { privacyPolicyQuery } from '@/lib/content/queries';
import type { PrivacyPolicyQueryResult } from '@/lib/content/sanity.types';
import { LOCALES } from '@/lib/i18n/locales';
import { seedDocuments } from '@/seed';
import { PRIVACY_POLICY_EN } from '@/seed/documents/privacy-policy';

// The privacy policy is seeded in every locale, and the page's query takes
// the locale's document, else the English one.

const source = createEmbeddedSource();
const text = (policy: NonNullable<PrivacyPolicyQueryResult>) =>
  [policy.title, policy.intro, ...(policy.sections ?? []).flatMap((s) => [s.heading, ...(s.body ?? []).flatMap((b) => (b.children ?? []).map((c) => c.text))])].join('\n');

describe('privacy policy', () => {
  it('exists in every locale, with the English sections, each in its own words', async () => {
    const english = await source.fetch(privacyPolicyQuery, { locale: 'en' });
    for (const locale of LOCALES) {
      const policy = await source.fetch(privacyPolicyQuery, { locale });
      expect(policy?.language, locale).toBe(locale);
      expect(policy?.sections?.length, locale).toBe(PRIVACY_POLICY_EN.sections.length);
      expect(policy?.seo?.title, locale).toBeTruthy();
      if (locale === 'en' || !policy || !english) continue;
      expect(policy.title, locale).not.toBe(english.title);
      policy.sections?.forEach((section, i) => expect(section.heading, `${locale} section ${i + 1}`).not.toBe(english.sections?.[i]?.heading));
      // Names and addresses stay as they are.
      expect(text(policy), locale).toContain('Meridian Corporate');
      expect(text(policy), locale).toContain('71-75 Shelton Street');
      expect(text(policy), locale).toContain('Datatilsynet');
    }
  });

  it('falls back to English for a locale without its own document', async () => {
    const withoutGerman = createEmbeddedSource(seedDocuments.filter((d) => !(d._type === 'privacyPolicy' && 'language' in d && d.language === 'de')));
    const policy = await withoutGerman.fetch(privacyPolicyQuery, { locale: 'de' });
    expect(policy?.language).toBe('en');
  });
});
