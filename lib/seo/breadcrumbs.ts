import { getTranslations } from 'next-intl/server';
import type { BreadcrumbList } from 'schema-dts';
import type { Locale } from '../i18n/locales';
import { localizedPath } from './metadata';
import { readSiteUrl } from './site-url';
import { breadcrumbData, type JsonLdNode } from './structured-data';

/**
 * BreadcrumbList structured data for a page below the jurisdictions overview:
 * Home › Jurisdictions › … › the page. `trail` lists the steps after Jurisdictions as
 * `{ name, path }` (paths without locale prefix).
 */
export async function jurisdictionBreadcrumbs(locale: Locale, trail: { name: string; path: string }[]): Promise<JsonLdNode<BreadcrumbList>> {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const origin = readSiteUrl().origin;
  const steps = [{ name: t('home'), path: '/' }, { name: t('jurisdictions'), path: '/global-company-registration' }, ...trail];
  return breadcrumbData(steps.map((step) => ({ name: step.name, url: `${origin}${localizedPath(locale, step.path)}` })));
}
