import { stegaClean } from '@sanity/client/stega';
import { getTranslations } from 'next-intl/server';
import type { SocialCardProps } from '@/components/social-card/SocialCard';
import { getHomePage, getJurisdictionPage, getPricingPage, getPrivacyPolicy, getRegionPage, getServicePage, getSiteSettings } from '@/lib/content';
import { formatFact } from '@/lib/facts/format';
import { jurisdictionFacts } from '@/lib/facts/jurisdiction';
import type { Locale } from '@/lib/i18n/locales';
import { readSiteUrl } from '@/lib/seo/site-url';
import { flagDataUrl } from '@/lib/social-card/flag';

/** What the card of a page shows beside the company's name, claim and host. */
type PageCard = Pick<SocialCardProps, 'eyebrow' | 'title' | 'flag' | 'facts' | 'summary'>;

/** A country's facts on its card, in this order: corporate tax, the time to incorporate. */
const CARD_FACTS = ['corporateTax', 'incorporationTime'] as const;

/**
 * The card of the page at `path` (the segments after the locale), from the same loaders and
 * fields as the page itself, so a publish that expires the page expires its card (the loaders'
 * cache tags); `null` when there is no such page.
 */
export async function socialCardContent(locale: Locale, path: readonly string[]): Promise<SocialCardProps | null> {
  const [settings, page] = await Promise.all([getSiteSettings(locale), pageCard(locale, path)]);
  if (!page) return null;
  return stegaClean({ ...page, siteName: settings.companyName, claim: settings.tagline ?? null, host: readSiteUrl().host });
}

async function pageCard(locale: Locale, path: readonly string[]): Promise<PageCard | null> {
  const plain = (seo: { title: string; description: string } | null | undefined, title?: string | null): PageCard | null =>
    seo ? { eyebrow: null, title: title ?? seo.title, flag: null, facts: [], summary: seo.description } : null;
  const [first, second, ...rest] = path;
  if (rest.length > 0) return null;
  if (first === undefined) return plain((await getHomePage(locale)).page?.seo);
  if (first === 'global-registration' && second !== undefined) {
    const region = await getRegionPage(locale, second);
    return region && plain(region.seo, region.name);
  }
  if (second !== undefined) return null;
  if (first === 'search' || first === 'compare') {
    const t = await getTranslations({ locale, namespace: first });
    return plain({ title: t('title'), description: t('description') });
  }
  if (first === 'privacy') return plain((await getPrivacyPolicy(locale))?.seo);
  if (first === 'pricing') return plain((await getPricingPage(locale)).page?.seo);
  const country = await getJurisdictionPage(locale, first);
  if (country) return countryCard(locale, country);
  const service = await getServicePage(locale, first);
  return service && plain(service.seo, service.title);
}

type CountryPage = NonNullable<Awaited<ReturnType<typeof getJurisdictionPage>>>;

/** A country's card: its region above its name and flag, and its corporate tax and time to incorporate as the compare table words them. */
async function countryCard(locale: Locale, page: CountryPage): Promise<PageCard> {
  const [t, flag] = await Promise.all([getTranslations({ locale, namespace: 'compare.rows' }), page.countryCode ? flagDataUrl(page.countryCode) : null]);
  const facts = page.jurisdictionFacts ? jurisdictionFacts(page.jurisdictionFacts) : [];
  return {
    eyebrow: page.region?.name ?? null,
    title: page.name,
    flag,
    facts: CARD_FACTS.flatMap((name) => {
      const fact = facts.find((f) => f.name === name);
      return fact ? [{ label: t(name), value: formatFact(locale, fact.value) }] : [];
    }),
    summary: page.seo.description,
  };
}
