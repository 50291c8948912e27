import type { ComparePageData, HomePageData, SiteSettings } from '../content';
import { groupPricingItems, type PricingCategory, type PricingItemData } from '../content/pricing';
import type { JurisdictionPageQueryResult, PricingPageQueryResult, PrivacyPolicyQueryResult, RegionPageQueryResult, ServicePageQueryResult } from '../content/sanity.types';
import type { Messages } from '../i18n/messages';
import { COMPARE_PICKER, CONTACT_FORM, FORMATION_FORM } from './form-texts';
import type { SearchPageKind } from './record';
import { BULLET_LIST, CALL_TO_ACTION, CARD_GRID, HERO, PROCESS, SECTION_HEADING, sections, STATS } from './section-texts';
import { each, field, from, message, when, type TextContext, type TextPart } from './text-declaration';

/**
 * What each page template (`components/templates/`) shows of the result its route loads, in page
 * order: a declaration per page kind, which `./records.ts` extracts (`./text-declaration.ts`).
 */

type ServicePage = NonNullable<ServicePageQueryResult>;

/** A page's data as its route loads it (`lib/content/index.ts`), by page kind. */
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
type Home = DataOf<'home'>;
type Country = DataOf<'jurisdiction'>;
type CompanyTypes = NonNullable<Country['page']['companyTypes']>;
type KeyFacts = NonNullable<Country['page']['keyFacts']>;
type Pricing = DataOf<'pricing'>;
type Privacy = DataOf<'privacy'>;
type Contact = DataOf<'contact'>;
/** A page whose template is a hero and sections. */
type Sectioned = { page: ServicePage };
type Service = Home['home']['services'][number];
type CompanyType = NonNullable<CompanyTypes['items']>[number];
type Audience = ReturnType<typeof audiences>[number];
type PolicySection = NonNullable<Privacy['policy']['sections']>[number];

/** `HomeTemplate`: the slideshow's heading and captions, the about section, the service cards. */
const HOME: readonly TextPart<DataOf<'home'>>[] = [
  field('title', ({ home }: Home) => home.page?.heroHeading),
  // Every slide's caption: the slideshow shows each in turn (the HTML holds the first).
  each(({ home }: Home) => home.slides, [field('text', (slide: Home['home']['slides'][number]) => [slide.title, slide.subtitle])]),
  message('text', 'hero.chooseLocation'),
  message('text', 'hero.go'),
  message('text', 'common.contactUs'),
  message('text', 'common.email'),
  message('text', 'home.aboutLabel'),
  field('heading', ({ home }: Home) => home.page?.aboutHeading),
  field('text', ({ home }: Home) => home.page?.aboutParagraphs),
  from(({ home }: Home) => home.stats, STATS),
  message('text', 'home.servicesLabel'),
  field('heading', ({ home }: Home) => home.page?.servicesHeading),
  field('text', ({ home }: Home) => home.page?.servicesIntro),
  each(({ home }: Home) => home.services, [
    field('heading', (service: Service) => service.title),
    field('text', (service: Service) => [service.excerpt, service.description]),
    // The link's name for screen readers ends with the service's title.
    field('text', (service: Service, { t }) => (service.href ? `${t('common.learnMore')}: ${service.title}` : null)),
  ]),
];

/** `JurisdictionTemplate`: hero, why cards, services, company types, key facts, the comparison link, process, call to action. */
const JURISDICTION: readonly TextPart<DataOf<'jurisdiction'>>[] = [
  from(({ page }: Country) => ({ ...page.hero, eyebrow: page.hero.eyebrow ?? page.region.name }), HERO),
  from(({ page }: Country) => page.why && { ...page.why, cards: page.why.items }, CARD_GRID),
  from(({ page }: Country) => page.services, BULLET_LIST),
  from(({ page }: Country) => page.companyTypes, [
    when((types: CompanyTypes) => types.items, [
      ...SECTION_HEADING,
      each((types: CompanyTypes) => types.items, [
        field('heading', (type: CompanyType) => type.name),
        field('text', (type: CompanyType, { t }) => [type.description, `${t('jurisdiction.minimumCapital')}: ${type.minCapital}`, ...(type.features ?? [])]),
      ]),
    ]),
  ]),
  from(({ page }: Country) => page.keyFacts, [
    when((facts: KeyFacts) => facts.items, [...SECTION_HEADING, each((facts: KeyFacts) => facts.items, [field('text', (fact: { label: string; value: string }) => [fact.label, fact.value])])]),
  ]),
  message('text', 'jurisdiction.compareWith', ({ page }: Country) => ({ country: page.name })),
  from(({ page }: Country) => page.process, PROCESS),
  // Rendered even without a call to action of its own.
  from(({ page }: Country) => ({ heading: page.cta?.heading ?? null, intro: page.cta?.intro, actions: page.cta?.actions ?? null }), CALL_TO_ACTION),
];

/** A price in Danish kroner as the pricing page writes it. */
const dkk = (value: number, { format }: TextContext) => format.number(value, { style: 'currency', currency: 'DKK', maximumFractionDigits: 0 });

/** `useCategoryName`: the category's name from the messages, else as stored. */
const categoryName = (category: PricingCategory, { t }: TextContext) => {
  const key = `pricing.category.${category.anchorId}` as `pricing.category.${keyof Messages['pricing']['category']}`;
  return t.has(key) ? t(key) : category.name;
};

/** Both audiences' panels, in the tabs' order. */
const audiences = ({ items }: Pricing) => (['business', 'private'] as const).map((audience) => ({ audience, categories: groupPricingItems(items, audience) }));

/** `PricingTemplate`: hero, both audiences' panels (the tabs show one at a time), then the page's sections. */
const PRICING: readonly TextPart<DataOf<'pricing'>>[] = [
  from(({ page }: Pricing) => page.hero, HERO),
  message('text', 'pricing.business'),
  message('text', 'pricing.private'),
  each(audiences, [
    // Each panel's own heading, which shows without JavaScript in place of the tabs.
    field('heading', ({ audience }: Audience, { t }) => t(`pricing.${audience}`)),
    field('text', ({ audience }: Audience, { t }) => t(audience === 'business' ? 'pricing.businessVat' : 'pricing.privateVat')),
    field('text', ({ categories }: Audience, context) => categories.map((category) => categoryName(category, context))),
    each(({ categories }: Audience) => categories, [
      field('heading', categoryName),
      each((category: PricingCategory) => category.items, [
        field('heading', (item: PricingItemData) => item.name),
        when((item: PricingItemData) => item.isFree, [message('text', 'pricing.free')]),
        field('text', (item: PricingItemData, { t }) => `${t('pricing.time')}: ${t('pricing.minutes', { count: item.minutes })}`),
        message('text', 'pricing.ourPrice'),
        field('text', (item: PricingItemData, context) => (item.isFree || item.priceDkk === null ? context.t('pricing.free') : `${item.priceFrom ? `${context.t('pricing.from')} ` : ''}${dkk(item.priceDkk, context)}`)),
        message('text', 'pricing.yourSavings'),
        field('text', (item: PricingItemData, context) => [dkk(item.savingsDkk, context), `${context.t('pricing.learnMore')}: ${item.name}`]),
      ]),
    ]),
  ]),
  sections(({ page }: Pricing) => page.sections),
];

/** `PrivacyTemplate`: hero, the retention period and last update, then the policy's sections. */
const PRIVACY: readonly TextPart<DataOf<'privacy'>>[] = [
  from(({ policy }: Privacy) => ({ heading: policy.title ?? '', intro: policy.intro }), HERO),
  message('text', 'privacy.retentionLabel'),
  message('text', 'privacy.retention', (_, { retentionDays }) => ({ days: retentionDays })),
  when(({ policy }: Privacy) => policy.updatedAt, [
    message('text', 'privacy.updatedLabel'),
    field('text', ({ policy }: Privacy, { format }) => format.dateTime(new Date(`${policy.updatedAt}T12:00:00Z`), { dateStyle: 'long' })),
  ]),
  each(({ policy }: Privacy) => policy.sections, [field('heading', (section: PolicySection) => section.heading), { portableText: (section: PolicySection) => section.body }]),
];

/** `ContactTemplate`: hero, the contact details (from the site settings), the form, then the page's sections. */
const CONTACT: readonly TextPart<DataOf<'contact'>>[] = [
  from(({ page }: Contact) => page.hero, HERO),
  message('heading', 'contact.detailsHeading'),
  message('heading', 'common.email'),
  field('text', ({ settings }: Contact) => settings.email),
  message('heading', 'common.phone'),
  field('text', ({ settings }: Contact) => settings.phone),
  message('heading', 'common.office'),
  field('text', ({ settings: { address } }: Contact) => [address.street, `${address.area}, ${address.city} ${address.postcode}`, address.country]),
  message('heading', 'contact.formHeading'),
  ...CONTACT_FORM,
  sections(({ page }: Contact) => page.sections),
];

/** `ServicePageTemplate`: hero, then the page's sections. */
const SECTIONED: readonly TextPart<Sectioned>[] = [from(({ page }: Sectioned) => page.hero, HERO), sections(({ page }: Sectioned) => page.sections)];

/** The declaration of each page kind. */
export const TEMPLATE_TEXTS: { [Kind in SearchPageKind]: readonly TextPart<DataOf<Kind>>[] } = {
  home: HOME,
  service: SECTIONED,
  jurisdiction: JURISDICTION,
  // `RegionTemplate`: hero, headline figures, sections (the country cards among them).
  region: [from(({ page }: DataOf<'region'>) => page.hero, HERO), from(({ page }: DataOf<'region'>) => page.stats, STATS), sections(({ page }: DataOf<'region'>) => page.sections)],
  pricing: PRICING,
  privacy: PRIVACY,
  // `CompareTemplate` with nothing chosen: the hero of its messages and the picker.
  compare: [message('text', 'compare.eyebrow'), message('title', 'compare.heading'), message('text', 'compare.intro'), ...COMPARE_PICKER],
  contact: CONTACT,
  // `CompanyFormationTemplate`: a service page with its form after the sections.
  formation: [...SECTIONED, ...FORMATION_FORM],
};
