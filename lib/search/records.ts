import type { ComparePageData, HomePageData, SiteSettings } from '../content';
import { groupPricingItems, type PricingItemData } from '../content/pricing';
import type { JurisdictionPageQueryResult, PricingPageQueryResult, PrivacyPolicyQueryResult, RegionPageQueryResult, ServicePageQueryResult } from '../content/sanity.types';
import type { Messages } from '../i18n/messages';
import { comparePickerText, contactFormText, formationFormText } from './form-text';
import type { SearchPageKind, SearchRecord } from './record';
import { collectPageText, documentIdsIn, type PageText } from './record-text';
import { recordWords, type RecordContext, type RecordWords } from './record-words';
import { bulletListText, cardGridText, ctaText, headingText, heroText, processText, sectionsText, statsText } from './section-text';

export type { RecordContext } from './record-words';

/**
 * The site search's record of a page (docs/architecture.md, Site search): its `<h1>`, its other
 * headings and the rest of the text of its `<main>`, made from the data its route's loaders
 * return (`lib/content/index.ts`), as the page's template renders it (`components/templates/`).
 * No header, footer or search dialog; no picture, link target, icon or slug. Pure: no reads.
 */

type ServicePage = NonNullable<ServicePageQueryResult>;

/** A page's data as its route loads it, by page kind. */
export type SearchPageData =
  | { kind: 'home'; home: HomePageData }
  | { kind: 'service'; page: ServicePage }
  | { kind: 'jurisdiction'; page: NonNullable<JurisdictionPageQueryResult> }
  | { kind: 'region'; page: NonNullable<RegionPageQueryResult> }
  | { kind: 'pricing'; page: NonNullable<PricingPageQueryResult['page']>; items: PricingItemData[] }
  | { kind: 'privacy'; policy: NonNullable<PrivacyPolicyQueryResult> }
  | { kind: 'compare'; data: ComparePageData }
  | { kind: 'contact'; page: ServicePage; settings: SiteSettings }
  | { kind: 'formation'; page: ServicePage };

type DataOf<Kind extends SearchPageKind> = Extract<SearchPageData, { kind: Kind }>;

/** `HomeTemplate`: the slideshow's heading and captions, the about section, the service cards. */
function homeText(page: PageText, { home }: DataOf<'home'>, { t }: RecordWords): void {
  page.title(home.page?.heroHeading);
  // Every slide's caption: the slideshow shows each in turn (the HTML holds the first).
  for (const slide of home.slides) page.text(slide.title, slide.subtitle);
  page.text(t('hero.chooseLocation'), t('hero.go'), t('common.contactUs'), t('common.email'));
  headingText(page, { eyebrow: t('home.aboutLabel'), heading: home.page?.aboutHeading ?? null });
  page.text(...(home.page?.aboutParagraphs ?? []));
  statsText(page, home.stats);
  headingText(page, { eyebrow: t('home.servicesLabel'), heading: home.page?.servicesHeading ?? null, intro: home.page?.servicesIntro });
  for (const service of home.services) {
    page.heading(service.title);
    page.text(service.excerpt, service.description);
    // The link's name for screen readers ends with the service's title.
    if (service.href) page.text(`${t('common.learnMore')}: ${service.title}`);
  }
}

/** `JurisdictionTemplate`: hero, why cards, services, company types, key facts, the comparison link, process, call to action. */
function jurisdictionText(page: PageText, { page: country }: DataOf<'jurisdiction'>, words: RecordWords): void {
  const { t } = words;
  heroText(page, { ...country.hero, eyebrow: country.hero.eyebrow ?? country.region.name });
  if (country.why?.items.length) cardGridText(page, { ...country.why, cards: country.why.items });
  if (country.services?.items?.length) bulletListText(page, country.services);
  if (country.companyTypes?.items?.length) {
    headingText(page, country.companyTypes);
    for (const type of country.companyTypes.items) {
      page.heading(type.name);
      page.text(type.description, `${t('jurisdiction.minimumCapital')}: ${type.minCapital}`, ...(type.features ?? []));
    }
  }
  if (country.keyFacts?.items?.length) {
    headingText(page, country.keyFacts);
    for (const fact of country.keyFacts.items) page.text(fact.label, fact.value);
  }
  page.text(t('jurisdiction.compareWith', { country: country.name }));
  if (country.process?.steps?.length) processText(page, country.process, words);
  ctaText(page, { heading: country.cta?.heading ?? null, intro: country.cta?.intro, actions: country.cta?.actions ?? null });
}

/** `PricingTemplate`: hero, both audiences' panels (the tabs show one at a time), then the page's sections. */
function pricingText(page: PageText, { page: pricing, items }: DataOf<'pricing'>, words: RecordWords): void {
  const { t, format } = words;
  const dkk = (value: number) => format.number(value, { style: 'currency', currency: 'DKK', maximumFractionDigits: 0 });
  // `useCategoryName`: the category's name from the messages, else as stored.
  const categoryName = (category: { anchorId: string; name: string }) => {
    const key = `pricing.category.${category.anchorId}` as `pricing.category.${keyof Messages['pricing']['category']}`;
    return t.has(key) ? t(key) : category.name;
  };
  heroText(page, pricing.hero);
  page.text(t('pricing.business'), t('pricing.private'));
  for (const audience of ['business', 'private'] as const) {
    const categories = groupPricingItems(items, audience);
    // Each panel's own heading, which shows without JavaScript in place of the tabs.
    page.heading(t(`pricing.${audience}`));
    page.text(t(audience === 'business' ? 'pricing.businessVat' : 'pricing.privateVat'), ...categories.map(categoryName));
    for (const category of categories) {
      page.heading(categoryName(category));
      for (const item of category.items) {
        page.heading(item.name);
        if (item.isFree) page.text(t('pricing.free'));
        page.text(`${t('pricing.time')}: ${t('pricing.minutes', { count: item.minutes })}`, t('pricing.ourPrice'));
        page.text(item.isFree || item.priceDkk === null ? t('pricing.free') : `${item.priceFrom ? `${t('pricing.from')} ` : ''}${dkk(item.priceDkk)}`);
        page.text(t('pricing.yourSavings'), dkk(item.savingsDkk), `${t('pricing.learnMore')}: ${item.name}`);
      }
    }
  }
  sectionsText(page, pricing.sections, words);
}

/** `PrivacyTemplate`: hero, the retention period and last update, then the policy's sections. */
function privacyText(page: PageText, { policy }: DataOf<'privacy'>, { t, format }: RecordWords, retentionDays: number): void {
  heroText(page, { heading: policy.title ?? '', intro: policy.intro });
  page.text(t('privacy.retentionLabel'), t('privacy.retention', { days: retentionDays }));
  if (policy.updatedAt) page.text(t('privacy.updatedLabel'), format.dateTime(new Date(`${policy.updatedAt}T12:00:00Z`), { dateStyle: 'long' }));
  for (const section of policy.sections ?? []) {
    page.heading(section.heading);
    page.portableText(section.body);
  }
}

/** `ContactTemplate`: hero, the contact details, the form, then the page's sections. */
function contactText(page: PageText, { page: contact, settings }: DataOf<'contact'>, words: RecordWords, retentionDays: number): void {
  const { t } = words;
  const { address } = settings;
  heroText(page, contact.hero);
  page.heading(t('contact.detailsHeading'));
  page.heading(t('common.email'));
  page.text(settings.email);
  page.heading(t('common.phone'));
  page.text(settings.phone);
  page.heading(t('common.office'));
  page.text(address.street, `${address.area}, ${address.city} ${address.postcode}`, address.country);
  page.heading(t('contact.formHeading'));
  contactFormText(page, words, retentionDays);
  sectionsText(page, contact.sections, words);
}

/** Writes the text of `data`'s page, as its template renders it, into `page`. */
function pageText(page: PageText, data: SearchPageData, words: RecordWords, retentionDays: number): void {
  switch (data.kind) {
    case 'home':
      return homeText(page, data, words);
    case 'service':
    case 'formation':
      // `ServicePageTemplate`; `CompanyFormationTemplate` adds its form after the sections.
      heroText(page, data.page.hero);
      sectionsText(page, data.page.sections, words);
      return data.kind === 'formation' ? formationFormText(page, retentionDays) : undefined;
    case 'jurisdiction':
      return jurisdictionText(page, data, words);
    case 'region':
      // `RegionTemplate`: hero, headline figures, sections (the country cards among them).
      heroText(page, data.page.hero);
      statsText(page, data.page.stats);
      return sectionsText(page, data.page.sections, words);
    case 'pricing':
      return pricingText(page, data, words);
    case 'privacy':
      return privacyText(page, data, words, retentionDays);
    case 'compare':
      // `CompareTemplate` with nothing chosen: the hero of its messages and the picker.
      heroText(page, { eyebrow: words.t('compare.eyebrow'), heading: words.t('compare.heading'), intro: words.t('compare.intro') });
      return comparePickerText(page, words);
    case 'contact':
      return contactText(page, data, words, retentionDays);
  }
}

/**
 * The search record of one page in one locale (docs/architecture.md, Site search; the pages of docs/requirements.md, §2).
 * @param path - the page's public path, with the locale's prefix (`/da/denmark`, `/da`)
 * @param data - what the page's route loads (`lib/content/index.ts`), by kind
 * @param context - the locale, its messages and the retention period the forms state
 * @returns `title` the `<h1>`; `headings` every other heading of `<main>` (h2–h6, FAQ questions,
 *   card titles) in page order; `text` the rest of `<main>`'s text, one paragraph, list item,
 *   label or value a line; `documentIds` the `_id`s in `data`, sorted
 */
export function searchRecord(path: string, data: SearchPageData, context: RecordContext): SearchRecord {
  const page = collectPageText();
  pageText(page, data, recordWords(context), context.retentionDays);
  return { path, locale: context.locale, kind: data.kind, ...page.collected(), documentIds: documentIdsIn(data) };
}
