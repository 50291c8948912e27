import type { StructureResolver } from 'sanity/structure';

/**
 * The Studio's navigation: Site settings and Home page pinned as singletons (English documents
 * by id), then every list an editor works in. Issue 6 refines the grouping.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem().title('Site settings').id('siteSettings').child(S.document().schemaType('siteSettings').documentId('siteSettings')),
      S.listItem().title('Home page').id('homePage').child(S.document().schemaType('homePage').documentId('homePage')),
      S.divider(),
      S.documentTypeListItem('jurisdiction').title('Jurisdictions'),
      S.documentTypeListItem('region').title('Regions'),
      S.documentTypeListItem('servicePage').title('Service pages'),
      S.documentTypeListItem('pricingItem').title('Pricing items'),
      S.documentTypeListItem('service').title('Services'),
      S.documentTypeListItem('faq').title('FAQs'),
      S.documentTypeListItem('heroSlide').title('Hero slides'),
    ]);
