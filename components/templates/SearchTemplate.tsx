import { useLocale, useTranslations } from 'next-intl';
import { PageHero } from '@/components/sections/PageHero';
import { SiteSearch, type SearchFound } from '@/components/widgets/site-search/SiteSearch';
import { AppLink } from '@/components/ui/AppLink';
import { Container } from '@/components/ui/Container';
import type { SearchPageQueryResult } from '@/lib/content/sanity.types';
import { fallbackLang, wordsLanguage } from '@/lib/i18n/fallback';
import type { Locale } from '@/lib/i18n/locales';

const LINK_CLASS = 'text-primary underline decoration-accent/40 underline-offset-4 hover:decoration-accent';

/**
 * The `/search` page: the search form (a GET form, so it works without JavaScript; with it,
 * results appear as the visitor types), then either the results the server found for
 * `/search?q=…` (`found`), or every page of the site listed by kind (regions with their
 * countries, services and other pages, the comparison), to browse.
 */
export function SearchTemplate({ data, found }: { data?: SearchPageQueryResult; found?: SearchFound }) {
  const t = useTranslations('search');
  return (
    <>
      <PageHero hero={{ eyebrow: null, heading: t('heading'), intro: t('intro'), icon: 'Search', actions: null }} />
      <section aria-label={t('label')} className="bg-muted py-12 sm:py-16">
        <Container>
          <SiteSearch mode="inline" found={found} />
        </Container>
      </section>
      {data ? <AllPages data={data} /> : null}
    </>
  );
}

/** Every page of the site by kind, to browse. */
function AllPages({ data }: { data: SearchPageQueryResult }) {
  const t = useTranslations('search');
  const locale = useLocale() as Locale;
  return (
    <>
      <section aria-labelledby="all-pages" className="py-12 sm:py-16">
        <Container>
          <h2 id="all-pages" className="font-display text-3xl font-semibold text-primary sm:text-4xl">
            {t('browse')}
          </h2>
          <div className="mt-10 grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
            {data.regions.map((region) => (
              <section key={region.slug} aria-labelledby={`region-${region.slug}`}>
                <h3 id={`region-${region.slug}`} className="text-lg font-semibold">
                  <AppLink href={`/global-registration/${region.slug}`} lang={fallbackLang(region.language, locale)} className={LINK_CLASS}>
                    {region.name}
                  </AppLink>
                </h3>
                <PageLinks links={region.countries.map((country) => ({ href: `/${country.slug}`, label: country.name, lang: fallbackLang(country.language, locale) }))} />
              </section>
            ))}
            <section aria-labelledby="pages-services">
              <h3 id="pages-services" className="text-lg font-semibold text-primary">
                {t('services')}
              </h3>
              <PageLinks
                links={[
                  ...data.pages.map((page) => ({ href: `/${page.slug}`, label: page.title, lang: fallbackLang(wordsLanguage(page), locale) })),
                  { href: '/compare', label: t('compare') },
                  { href: '/privacy', label: t('privacy') },
                ]}
              />
            </section>
          </div>
        </Container>
      </section>
    </>
  );
}

/** A list of links to pages of the site; nothing when empty. */
function PageLinks({ links }: { links: { href: string; label: string; lang?: string }[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1.5 text-sm">
      {links.map((link) => (
        <li key={link.href}>
          <AppLink href={link.href} lang={link.lang} className={LINK_CLASS}>
            {link.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
