import { defineQuery } from 'next-sanity';

/**
 * Every GROQ query of the site, one per page template (plus layout and routing queries).
 * The same strings run on Sanity's Content Lake and on the embedded seed through groq-js.
 * `sanity typegen generate` derives a result type per query into `sanity.types.ts`.
 *
 * Localization: documents carry `language`, and each English document's
 * translations are linked by a `translation.metadata` document of
 * `@sanity/document-internationalization`. Every query starts from the English documents, which
 * decide what is listed and in which order, and shows each one in its `$locale` version when it
 * has one, else in English: the fallback is per document, never per list, and every projected
 * document carries its `language` so a template can mark an English block `lang="en"`.
 * Documents with a slug (pages) find their version by slug, which is the same in every language;
 * the others (FAQs, pricing items, slides, service cards) through their metadata document.
 * All queries take `$locale`.
 *
 * Every fragment is typed as its exact text, so a `defineQuery` string's type is the text
 * typegen registers its result under (`SanityQueries` in `sanity.types.ts`), and
 * `ContentSource.fetch(query)` returns that result without naming it: fragments that interpolate
 * others are `as const` (without it TypeScript kept or widened such a constant's text depending
 * on other files: a change to `source.ts` alone turned four queries' types `string`), and the
 * fragment functions take string-literal type parameters. A fragment typed `string` makes its query's type `string`
 * too, and the fetch `unknown`: `tests/unit/query-types.test.ts` fails the type check then.
 * https://www.sanity.io/docs/apis-and-sdks/sanity-typegen
 */

/** Resolves a `link` object to `{ _key, label, style, href }`; href is a path, mailto: or tel: URL. */
const LINK = /* groq */ `
  _key,
  label,
  style,
  "href": select(
    kind == "page" && page->_type == "jurisdiction" => "/" + page->slug.current,
    kind == "page" && page->_type == "region" => "/global-registration/" + page->slug.current,
    kind == "page" => "/" + page->slug.current,
    kind == "email" => "mailto:" + *[_type == "siteSettings" && language == "en"][0].email,
    kind == "phone" => "tel:" + array::join(string::split(*[_type == "siteSettings" && language == "en"][0].phone, " "), ""),
    path
  )
`;

/**
 * The `$locale` version of the page document in scope (`@`, a jurisdiction, region or service
 * page): the document of its type with the same slug in that language, else `@` itself.
 * Follow with a projection: `${'$'}{pageInLocale('region')}{ name }`.
 */
const pageInLocale = <Type extends 'jurisdiction' | 'region' | 'servicePage'>(type: Type) =>
  /* groq */ `coalesce(*[_type == "${type}" && language == $locale && slug.current == ^.slug.current][0], @)` as const;

/** The first projection of {@link inLocale}: the id of the `$locale` translation of `@`, and `@` itself as `source`. */
const TRANSLATION_ID = /* groq */ `{
  "translationId": *[_type == "translation.metadata" && ^._id in translations[].value._ref][0].translations[language == $locale][0].value._ref,
  "source": @
}`;

/**
 * A projection that shows each document of a list (or a dereferenced document) in its
 * `$locale` version: the translation its `translation.metadata` document lists for that
 * language, else the document itself, projected with `words`. For documents without a slug.
 * Two chained projections, so the generated result type is `type`'s own: the first finds the
 * translation's id, the second takes that document of `type` or the source.
 */
const inLocale = <Type extends 'faq' | 'heroSlide' | 'service', Words extends string>(type: Type, words: Words) => /* groq */ `${TRANSLATION_ID}{
  ...coalesce(*[_type == "${type}" && _id == ^.translationId][0], source){ ${words} }
}` as const;

/**
 * {@link inLocale} with `facts` (prices, minutes, categories, a slide's picture: the same in every
 * language) from the source document, so an editor changes a price or a photo once, in English,
 * for every language; the Studio shows them read-only in translations.
 */
const inLocaleWithFacts = <Type extends 'pricingItem' | 'heroSlide', Words extends string, Facts extends string>(type: Type, words: Words, facts: Facts) => /* groq */ `${TRANSLATION_ID}{
  ...coalesce(*[_type == "${type}" && _id == ^.translationId][0], source){ ${words} },
  ...source{ ${facts} }
}` as const;

/**
 * The languages the documents of `type` matching `filter` exist in: a page's hreflang
 * alternates name only these. `filter` selects a page by slug, `'true'` a
 * singleton. No default: typegen cannot evaluate the cast a default of type `Filter` needs.
 */
const languagesOf = <Type extends string, Filter extends string>(type: Type, filter: Filter) =>
  /* groq */ `*[_type == "${type}" && ${filter} && defined(language)].language` as const;

/** A figure an editor named (`namedFact`, `lib/facts/named.ts`). */
const NAMED_FACT = /* groq */ `{ name, label, kind, value, upTo, currency, plus, compact, unit }`;

/**
 * The fact fields of a jurisdiction in the scope's `comparison`, projected
 * from the English document under `jurisdictionFacts` (`lib/facts/resolve.ts`), so every
 * language shows the same figures: the numbers and the company-type names the facts are named by.
 */
const JURISDICTION_FACTS = /* groq */ `comparison{
  corporateTax{ percent, upToPercent },
  vatPercent,
  minimumCapital[]{ companyType, amount, paidUpAmount, currency },
  incorporationTime{ from, to, unit },
  directors{ minimum },
  otherFacts[]${NAMED_FACT}
}` as const;

/**
 * The office packages' fact fields, from the English service pages: the package
 * cards of every language and the texts that state office prices read them.
 */
const OFFICE_PACKAGES = /* groq */ `*[_type == "servicePage" && language == "en"].sections[_type == "officePackagesSection"].packages[]{
  _key, name, priceGbp, activation{ from, to, unit }
}`;

/**
 * A process step's duration: a figure, read from the English document by the step's
 * `_key`, so every language shows the same time in its own words ("1-2 weeks", "1-2 uger").
 */
const STEP_DURATION = /* groq */ `{ _key, "duration": duration{ from, to, unit } }`;

const HERO = /* groq */ `hero{ eyebrow, heading, intro, icon, actions[]{ ${LINK} } }` as const;

/**
 * A page's search and sharing texts, with the sharing image of `english`, the
 * page's English document: a picture is set once for every language, like a figure; its
 * description is the locale's.
 */
const seoOf = <English extends string>(english: English) =>
  /* groq */ `seo{ title, description, imageAlt, "image": ${english}.seo.image{ "url": asset->url, crop, hotspot } }` as const;

const CARD = /* groq */ `_key, icon, title, description, features, link{ ${LINK} }` as const;

/** Fields of every page section inside a `sections[]{ … }` projection, discriminated by `_type`. */
const SECTION_FIELDS = /* groq */ `
  _type,
  _key,
  heading,
  intro,
  _type == "cardGridSection" => { variant, cards[]{ ${CARD} } },
  _type == "bulletListSection" => { items },
  _type == "processSection" => { steps[]{ _key, title, timeline, description } },
  _type == "faqSection" => { "faqs": faqs[]->${inLocale('faq', '_id, language, question, answer')} },
  _type == "officePackagesSection" => { packages[]{ _key, name, description, priceGbp, period, from, popular, features } },
  _type == "locationsSection" => { locations[]{ _key, city, country, address } },
  _type == "industriesSection" => { industries[]{ _key, name, icon } },
  _type == "richTextSection" => { body },
  _type == "ctaSection" => { actions[]{ ${LINK} } },
  _type == "progressSection" => { steps, activeStep }
` as const;

/** Projection of every page section, discriminated by `_type`. */
const SECTIONS = /* groq */ `sections[]{ ${SECTION_FIELDS} }` as const;


/**
 * A region page's sections: those of every page, plus `jurisdictionCardsSection`, which lists
 * the jurisdictions whose `region` references this region (references, not
 * copies), so a published country appears and a deleted one disappears without an edit of the
 * region. Matched by slug, not `_id`, as the locale's region document has another id; inside
 * the filter `^` is the section and `^.^` the region. English documents decide which countries
 * are listed and in which `order` (then name); name and card text come from each country's
 * version in `$locale`. `otherCountries` are cards for countries without a page.
 */
const REGION_SECTIONS = /* groq */ `sections[]{
  ${SECTION_FIELDS},
  _type == "jurisdictionCardsSection" => {
    "jurisdictions": *[_type == "jurisdiction" && language == "en" && region->slug.current == ^.^.slug.current]
      | order(order asc, name asc){
        "href": "/" + slug.current,
        "jurisdictionFacts": ${JURISDICTION_FACTS},
        ...${pageInLocale('jurisdiction')}{ language, name, "summary": regionCardSummary }
      },
    otherCountries[]{ ${CARD} }
  }
}` as const;

/** The English site settings, which hold what every language shows alike. */
const ENGLISH_SETTINGS = `*[_type == "siteSettings" && language == "en"][0]`;

/**
 * Header, footer and contact details for the layout. Email and phone are the English document's
 * in every language (set once); the words are the locale's.
 */
export const siteSettingsQuery = defineQuery(`
  coalesce(
    *[_type == "siteSettings" && language == $locale][0],
    *[_type == "siteSettings" && language == "en"][0]
  ){
    companyName,
    tagline,
    "email": ${ENGLISH_SETTINGS}.email,
    "phone": ${ENGLISH_SETTINGS}.phone,
    "emailHref": "mailto:" + ${ENGLISH_SETTINGS}.email,
    "phoneHref": "tel:" + array::join(string::split(${ENGLISH_SETTINGS}.phone, " "), ""),
    address{ street, area, city, postcode, country },
    stats[]{ _key, value, label },
    quickLinks[]{ _key, label, href },
    serviceLinks[]{ _key, label, href }
  }
`);

/** Home page: texts, slides, statistics and service cards (docs/requirements.md, §2 Home). */
export const homePageQuery = defineQuery(`{
  "page": coalesce(
    *[_type == "homePage" && language == $locale][0],
    *[_type == "homePage" && language == "en"][0]
  ){
    ${seoOf('*[_type == "homePage" && language == "en"][0]')},
    language,
    "languages": ${languagesOf('homePage', 'true')},
    heroHeading,
    locationPrompt,
    "locations": locations[]->{ "slug": slug.current, ...${pageInLocale('jurisdiction')}{ language, name } },
    aboutHeading,
    aboutParagraphs,
    servicesHeading,
    servicesIntro
  },
  "slides": *[_type == "heroSlide" && language == "en"] | order(order asc)${inLocaleWithFacts(
    'heroSlide',
    '_id, language, title, subtitle, "imageAlt": coalesce(imageAlt, image.alt)',
    '"imageUrl": image.asset->url, "imageCrop": image.crop, "imageHotspot": image.hotspot',
  )},
  "services": *[_type == "service" && language == "en"] | order(order asc)${inLocale(
    'service',
    '_id, language, title, excerpt, description, icon, "href": "/" + link->slug.current',
  )}
}`);

/**
 * Every slug that the `[slug]` route segment renders, with the document type behind it and its
 * `order` (a jurisdiction's place in lists, which decides what the build prerenders).
 */
export const pageSlugsQuery = defineQuery(`
  *[_type in ["servicePage", "jurisdiction"] && language == "en" && defined(slug.current)]{
    _type, "slug": slug.current, order
  }
`);

/**
 * Every old web address of a renamed page (`redirect` documents, written by the publish webhook),
 * with the slug its document has now: `to` is null once the document is deleted (the reference
 * is weak), so the old address is gone rather than sent to a page that no longer exists.
 */
export const redirectsQuery = defineQuery(`
  *[_type == "redirect" && defined(from)]{ from, documentType, "to": document->slug.current }
`);

/** Every region slug for /global-registration/[region]. */
export const regionSlugsQuery = defineQuery(`
  *[_type == "region" && language == "en" && defined(slug.current)] | order(order asc).slug.current
`);

/**
 * A service page by slug (docs/requirements.md, §2 Service pages, §2 Jurisdictions overview and regions), with the prices
 * of its English office packages (`packagePrices`, by `_key`) and the durations of its English
 * process steps (`stepDurations`, by section and step `_key`): the one field every language
 * reads.
 */
export const servicePageQuery = defineQuery(`
  coalesce(
    *[_type == "servicePage" && slug.current == $slug && language == $locale][0],
    *[_type == "servicePage" && slug.current == $slug && language == "en"][0]
  ){
    _id,
    language,
    "languages": ${languagesOf('servicePage', 'slug.current == $slug')},
    title,
    "slug": slug.current,
    ${seoOf('*[_type == "servicePage" && slug.current == $slug && language == "en"][0]')},
    ${HERO},
    ${SECTIONS},
    "packagePrices": *[_type == "servicePage" && slug.current == $slug && language == "en"][0].sections[_type == "officePackagesSection"].packages[]{ _key, priceGbp },
    "stepDurations": *[_type == "servicePage" && slug.current == $slug && language == "en"][0].sections[_type == "processSection"]{
      _key,
      "steps": steps[defined(duration.from)]${STEP_DURATION}
    }
  }
`);

/** A country page by slug (docs/requirements.md, §2 Country pages): one template for older and newer styles. */
export const jurisdictionPageQuery = defineQuery(`
  coalesce(
    *[_type == "jurisdiction" && slug.current == $slug && language == $locale][0],
    *[_type == "jurisdiction" && slug.current == $slug && language == "en"][0]
  ){
    _id,
    language,
    "languages": ${languagesOf('jurisdiction', 'slug.current == $slug')},
    name,
    "slug": slug.current,
    countryCode,
    "jurisdictionFacts": *[_type == "jurisdiction" && slug.current == $slug && language == "en"][0].${JURISDICTION_FACTS},
    "stepDurations": *[_type == "jurisdiction" && slug.current == $slug && language == "en"][0].process.steps[defined(duration.from)]${STEP_DURATION},
    "region": region->{ "slug": slug.current, ...${pageInLocale('region')}{ language, name } },
    ${seoOf('*[_type == "jurisdiction" && slug.current == $slug && language == "en"][0]')},
    ${HERO},
    why{ heading, intro, items[]{ _key, icon, title, description } },
    services{ heading, intro, items },
    companyTypes{ heading, intro, items[]{ _key, name, description, minCapital, features } },
    keyFacts{ heading, intro, items[]{ _key, label, value } },
    process{ heading, intro, steps[]{ _key, title, timeline, description } },
    cta{ heading, intro, actions[]{ ${LINK} } }
  }
`);

/**
 * The jurisdictions a region page (`$slug`) lists or its English cards link, each with its
 * English facts, under `linkedFacts` (`lib/facts/linked.ts`): the region's texts name them as
 * `{cyprus_corporateTax}` instead of copying Cyprus's rate.
 */
const LINKED_FACTS = /* groq */ `"linkedFacts": coalesce(*[_type == "jurisdiction" && language == "en" && region->slug.current == $slug]{ name, "slug": slug.current, "facts": ${JURISDICTION_FACTS} }, [])
      + coalesce((*[_type == "region" && slug.current == $slug && language == "en"][0].sections[].cards[].link.page->)[_type == "jurisdiction"]{ name, "slug": slug.current, "facts": ${JURISDICTION_FACTS} }, [])` as const;

/**
 * A region page by slug (docs/requirements.md, §2 Jurisdictions overview and regions), with the countries that reference it and the
 * figures of its English document (`ownFacts`) and the facts of the countries it lists or links
 * (`linkedFacts`), which its texts name.
 */
export const regionPageQuery = defineQuery(`
  coalesce(
    *[_type == "region" && slug.current == $slug && language == $locale][0],
    *[_type == "region" && slug.current == $slug && language == "en"][0]
  ){
    _id,
    language,
    "languages": ${languagesOf('region', 'slug.current == $slug')},
    name,
    "slug": slug.current,
    ${seoOf('*[_type == "region" && slug.current == $slug && language == "en"][0]')},
    ${HERO},
    "ownFacts": *[_type == "region" && slug.current == $slug && language == "en"][0].facts[]${NAMED_FACT},
    ${LINKED_FACTS},
    stats[]{ _key, value, label },
    "flags": *[_type == "jurisdiction" && language == "en" && region->slug.current == ^.slug.current]
      | order(order asc, name asc){ countryCode, ...${pageInLocale('jurisdiction')}{ name } },
    ${REGION_SECTIONS}
  }
`);

/** Pricing items of both audiences in page order (docs/requirements.md, §2 Pricing page, §9 Pricing, DKK). */
export const pricingPageQuery = defineQuery(`{
  "page": coalesce(
    *[_type == "servicePage" && slug.current == "pricing" && language == $locale][0],
    *[_type == "servicePage" && slug.current == "pricing" && language == "en"][0]
  ){
    language,
    "languages": ${languagesOf('servicePage', 'slug.current == "pricing"')},
    ${seoOf('*[_type == "servicePage" && slug.current == "pricing" && language == "en"][0]')},
    ${HERO},
    ${SECTIONS}
  },
  "items": *[_type == "pricingItem" && language == "en"] | order(order asc)${inLocaleWithFacts(
    'pricingItem',
    '_id, language, name',
    'audience, category, isFree, priceDkk, priceFrom, savingsDkk, minutes',
  )}
}`);

/**
 * The privacy policy: the locale's document, else the English one, with
 * `language` so the page can mark an English fallback as such.
 */
export const privacyPolicyQuery = defineQuery(`
  coalesce(
    *[_type == "privacyPolicy" && language == $locale][0],
    *[_type == "privacyPolicy" && language == "en"][0]
  ){
    ${seoOf('*[_type == "privacyPolicy" && language == "en"][0]')},
    language,
    "languages": ${languagesOf('privacyPolicy', 'true')},
    title,
    intro,
    updatedAt,
    sections[]{ _key, heading, body }
  }
`);

/**
 * The jurisdiction comparison: every country for the picker, with its region
 * for grouping, and the structured `comparison` facts of the countries in `$slugs` (the order of
 * `$slugs` is the loader's to keep). The figures come from the English document (one
 * fact, one field); the words (name, notes, company-type names, as `words`) from the locale's
 * document per country when it has one, else from the English one.
 */
export const comparePageQuery = defineQuery(`{
  "countries": *[_type == "jurisdiction" && language == "en" && defined(slug.current)] | order(name asc){
    "slug": slug.current,
    countryCode,
    ...${pageInLocale('jurisdiction')}{ language, name },
    "region": region->{
      "slug": slug.current,
      order,
      ...${pageInLocale('region')}{ language, name }
    }
  },
  "selected": *[_type == "jurisdiction" && language == "en" && slug.current in $slugs]{
    "slug": slug.current,
    countryCode,
    "jurisdictionFacts": ${JURISDICTION_FACTS},
    comparison{
      corporateTax{ percent, upToPercent, approximate, note },
      vatPercent,
      minimumCapital[]{ _key, companyType, amount, paidUpAmount, currency },
      incorporationTime{ from, to, unit, note },
      directors{ minimum, localDirectorRequired, secretaryRequired }
    },
    ...${pageInLocale('jurisdiction')}{ language, name, "words": comparison{
      "taxNote": corporateTax.note,
      "timeNote": incorporationTime.note,
      "companyTypes": minimumCapital[]{ _key, companyType }
    } }
  }
}`);

/**
 * The `/search` page's list of every page, what the header's search leads to
 * without JavaScript: the regions with their countries, and the service pages. Names in the
 * locale's document when there is one.
 */
export const searchPageQuery = defineQuery(`{
  "regions": *[_type == "region" && language == "en" && defined(slug.current)] | order(order asc){
    "slug": slug.current,
    ...${pageInLocale('region')}{ language, name },
    "countries": *[_type == "jurisdiction" && language == "en" && defined(slug.current) && region->slug.current == ^.slug.current]{
      "slug": slug.current,
      ...${pageInLocale('jurisdiction')}{ language, name }
    }
  },
  "pages": *[_type == "servicePage" && language == "en" && defined(slug.current)]{
    "slug": slug.current,
    ...${pageInLocale('servicePage')}{ language, title }
  }
}`);

/**
 * Every page of the sitemap with the languages its main document exists in:
 * a page is listed, and names hreflang alternates, only in those languages. Service pages,
 * countries and regions by slug; the home page and the privacy policy are singletons.
 */
export const sitemapQuery = defineQuery(`{
  "home": ${languagesOf('homePage', 'true')},
  "privacy": ${languagesOf('privacyPolicy', 'true')},
  "pages": *[_type in ["servicePage", "jurisdiction", "region"] && language == "en" && defined(slug.current)]{
    _type,
    "slug": slug.current,
    "languages": *[_type == ^._type && slug.current == ^.slug.current && defined(language)].language
  }
}`);


/**
 * The company's facts: the `claims` of the English site settings, and the office
 * packages' prices and activation times, which prose on every page refers to (`{since}`,
 * `{officePrice_VirtualOffice}`); `lib/facts/company.ts` and `office.ts` name them.
 */
export const companyFactsQuery = defineQuery(`{
  "claims": *[_type == "siteSettings" && language == "en"][0].claims{
    since, jurisdictions, partnerLocations, countries, clients, years, successRate, legalClients, pricingCustomers, maxSavingsDkk, incorporationFastest, incorporationSlowest
  },
  "officePackages": ${OFFICE_PACKAGES}
}`);
