import type { BreadcrumbList, FAQPage, Organization, Service } from 'schema-dts';
import type { SiteSettings } from '../content';

type Settings = SiteSettings;

/**
 * The JSON-LD of each page is typed with `schema-dts` (Google's schema.org types), so a misspelt
 * property or a wrong nested type fails the type check; `components/seo/JsonLd.tsx` adds `@context`.
 */
/** A schema.org node: schema-dts also admits a bare string (a reference by IRI) for every type. */
export type JsonLdNode<T> = Exclude<T, string>;

/** schema.org Organization of the company: name, site, contact and London address. */
export function organizationData(settings: Settings, origin: string): JsonLdNode<Organization> {
  return {
    '@type': 'Organization',
    name: settings.companyName,
    url: `${origin}/`,
    logo: `${origin}/icon.svg`,
    email: settings.email,
    telephone: settings.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      addressLocality: settings.address.city,
      addressRegion: settings.address.area,
      postalCode: settings.address.postcode,
      addressCountry: settings.address.country,
    },
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: settings.email, telephone: settings.phone },
  };
}

/** schema.org FAQPage from question/answer pairs (answers as plain text). */
export function faqPageData(faqs: { question: string; answer: string }[]): JsonLdNode<FAQPage> {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  };
}

/** schema.org BreadcrumbList; `items` are `{ name, url }` from the home page down to this page. */
export function breadcrumbData(items: { name: string; url: string }[]): JsonLdNode<BreadcrumbList> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

/** Plain text of Portable Text blocks (for structured data, never for rendering). */
export function portableTextToPlain(blocks: { children?: { text?: string }[] }[] | null | undefined): string {
  return (blocks ?? []).map((block) => (block.children ?? []).map((child) => child.text ?? '').join('')).join('\n\n');
}

/**
 * schema.org Service of a country page: company formation in that country, described by the
 * page's meta description, whose figures come from the country's facts, so search
 * engines read the same corporate tax and capital as visitors.
 * @param page - the country's name, heading and description as the page shows them
 * @param url - the page's absolute URL in its locale
 */
export function jurisdictionServiceData(page: { name: string; heading: string; description?: string | null }, url: string, provider: string): JsonLdNode<Service> {
  return {
    '@type': 'Service',
    serviceType: 'Company formation',
    name: page.heading,
    ...(page.description ? { description: page.description } : {}),
    url,
    areaServed: { '@type': 'Country', name: page.name },
    provider: { '@type': 'Organization', name: provider },
  };
}
