import type { SiteSettings } from '../../lib/content/sanity.types';
import { keyed } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';

/**
 * Company-wide facts (docs/requirements.md, §1 claims, §2 Header and footer, §9 Default statistics). The email domain is a
 * placeholder (`.example`): editors set the real address in the Studio. The company's figures
 * are `claims`, the one field each; texts and the statistic tiles refer to them by name.
 */
export const siteSettings: SeedDocument<SiteSettings> = {
  _id: ids.siteSettings,
  _type: 'siteSettings',
  language: 'en',
  companyName: 'Meridian Corporate',
  tagline: 'Company formation and corporate services in {jurisdictions} jurisdictions, from our headquarters in London.',
  email: 'info@meridian-corporate.example',
  phone: '+44 20 7946 0000',
  address: {
    street: '71-75 Shelton Street',
    area: 'Covent Garden',
    city: 'London',
    postcode: 'WC2H 9JQ',
    country: 'United Kingdom',
  },
  stats: keyed('stat', [
    { _type: 'stat' as const, value: '{countries}', label: 'Countries' },
    { _type: 'stat' as const, value: '{clients}', label: 'Clients' },
    { _type: 'stat' as const, value: '{years}', label: 'Years' },
    { _type: 'stat' as const, value: '{successRate}', label: 'Success rate' },
  ]),
  claims: {
    since: 2003,
    jurisdictions: 180,
    partnerLocations: 180,
    countries: 115,
    clients: 5000,
    years: 25,
    successRate: 95,
    legalClients: 4000,
    pricingCustomers: 300000,
    maxSavingsDkk: 15000,
    incorporationFastest: 24,
    incorporationSlowest: 6,
  },
  quickLinks: keyed('quick', [
    { _type: 'navLink' as const, label: 'Home', href: '/' },
    { _type: 'navLink' as const, label: 'Jurisdictions', href: '/global-company-registration' },
    { _type: 'navLink' as const, label: 'Fees', href: '/fees' },
    { _type: 'navLink' as const, label: 'Legal documents pricing', href: '/pricing' },
    { _type: 'navLink' as const, label: 'Danish company formation', href: '/company-formation' },
    { _type: 'navLink' as const, label: 'Contact', href: '/contact' },
  ]),
  serviceLinks: keyed('service', [
    { _type: 'navLink' as const, label: 'Legal Services', href: '/legal-services' },
    { _type: 'navLink' as const, label: 'Virtual Office', href: '/virtual-office' },
    { _type: 'navLink' as const, label: 'Compliance', href: '/compliance' },
    { _type: 'navLink' as const, label: 'Company Secretarial', href: '/company-secretarial' },
  ]),
};

/** A language other than English that the site settings are translated into. */
type TranslationLanguage = Exclude<SiteSettings['language'], 'en'>;

/** The words of the site settings in one language; the company's figures are read from the English document. */
interface SiteSettingsText {
  language: TranslationLanguage;
  tagline: string;
  city: string;
  country: string;
  /** Labels of the four statistics: countries, clients, years, success rate. */
  statLabels: readonly [string, string, string, string];
  /** Labels of the quick links, in the English order. */
  quickLinks: readonly [string, string, string, string, string, string];
  /** Labels of the service links, in the English order. */
  serviceLinks: readonly [string, string, string, string];
}

/**
 * The English site settings without what every language reads from English (the company's
 * figures, email and phone), the base of a translation.
 */
function withoutClaims(settings: SeedDocument<SiteSettings>): SeedDocument<SiteSettings> {
  const copy = { ...settings };
  delete copy.claims;
  delete copy.email;
  delete copy.phone;
  return copy;
}

/** Copies of the English items with translated labels: `_key`s, hrefs and values stay identical. */
function relabel<T extends { label: string }>(items: readonly T[] | undefined, labels: readonly string[], what: string): T[] {
  if (!items || items.length !== labels.length) {
    throw new Error(`Site settings ${what}: ${labels.length} labels for ${items?.length ?? 0} items`);
  }
  return items.map((item, i) => ({ ...item, label: labels[i] ?? item.label }));
}

const SITE_SETTINGS_TEXTS: readonly SiteSettingsText[] = [
  {
    language: 'da',
    tagline: 'Selskabsstiftelse og virksomhedsservice i {jurisdictions} jurisdiktioner – fra vores hovedkontor i London.',
    city: 'London',
    country: 'Storbritannien',
    statLabels: ['Lande', 'Kunder', 'År', 'Succesrate'],
    quickLinks: ['Forside', 'Jurisdiktioner', 'Gebyrer', 'Priser på juridiske dokumenter', 'Stiftelse af dansk selskab', 'Kontakt'],
    serviceLinks: ['Juridiske ydelser', 'Virtuelt kontor', 'Compliance', 'Selskabsadministration'],
  },
  {
    language: 'no',
    tagline: 'Selskapsetablering og bedriftstjenester i {jurisdictions} jurisdiksjoner – fra vårt hovedkontor i London.',
    city: 'London',
    country: 'Storbritannia',
    statLabels: ['Land', 'Kunder', 'År', 'Suksessrate'],
    quickLinks: ['Hjem', 'Jurisdiksjoner', 'Gebyrer', 'Priser på juridiske dokumenter', 'Etablering av dansk selskap', 'Kontakt'],
    serviceLinks: ['Juridiske tjenester', 'Virtuelt kontor', 'Compliance', 'Selskapsadministrasjon'],
  },
  {
    language: 'sv',
    tagline: 'Bolagsbildning och företagstjänster i {jurisdictions} jurisdiktioner – från vårt huvudkontor i London.',
    city: 'London',
    country: 'Storbritannien',
    statLabels: ['Länder', 'Kunder', 'År', 'Framgångsgrad'],
    quickLinks: ['Hem', 'Jurisdiktioner', 'Avgifter', 'Priser för juridiska dokument', 'Bilda danskt bolag', 'Kontakt'],
    serviceLinks: ['Juridiska tjänster', 'Virtuellt kontor', 'Compliance', 'Bolagsadministration'],
  },
  {
    language: 'de',
    tagline: 'Firmengründung und Unternehmensservices in {jurisdictions} Jurisdiktionen – von unserem Hauptsitz in London aus.',
    city: 'London',
    country: 'Vereinigtes Königreich',
    statLabels: ['Länder', 'Kunden', 'Jahre', 'Erfolgsquote'],
    quickLinks: ['Startseite', 'Jurisdiktionen', 'Gebühren', 'Preise für Rechtsdokumente', 'Firmengründung in Dänemark', 'Kontakt'],
    serviceLinks: ['Rechtsdienstleistungen', 'Virtuelles Büro', 'Compliance', 'Gesellschaftsverwaltung'],
  },
  {
    language: 'fr',
    tagline: 'Création de sociétés et services aux entreprises dans {jurisdictions} juridictions, depuis notre siège à Londres.',
    city: 'Londres',
    country: 'Royaume-Uni',
    statLabels: ['Pays', 'Clients', 'Années', 'Taux de réussite'],
    quickLinks: ['Accueil', 'Juridictions', 'Frais', 'Tarifs des documents juridiques', 'Création de société au Danemark', 'Contact'],
    serviceLinks: ['Services juridiques', 'Bureau virtuel', 'Conformité', 'Secrétariat juridique'],
  },
  {
    language: 'es',
    tagline: 'Constitución de sociedades y servicios corporativos en {jurisdictions} jurisdicciones, desde nuestra sede central en Londres.',
    city: 'Londres',
    country: 'Reino Unido',
    statLabels: ['Países', 'Clientes', 'Años', 'Tasa de éxito'],
    quickLinks: ['Inicio', 'Jurisdicciones', 'Tarifas', 'Precios de documentos legales', 'Constitución de sociedades en Dinamarca', 'Contacto'],
    serviceLinks: ['Servicios legales', 'Oficina virtual', 'Cumplimiento normativo', 'Secretaría societaria'],
  },
];

/**
 * The site settings in the six other languages (document-level i18n): the English document with
 * translated words; email, phone, street, postcode, hrefs and statistic values are shared. The
 * company's figures (`claims`) are only in the English document, which every language reads.
 */
export const siteSettingsTranslations: SeedDocument<SiteSettings>[] = SITE_SETTINGS_TEXTS.map((t) => ({
  ...withoutClaims(siteSettings),
  _id: ids.translation(ids.siteSettings, t.language),
  language: t.language,
  tagline: t.tagline,
  address: { ...siteSettings.address, city: t.city, country: t.country },
  stats: relabel(siteSettings.stats, t.statLabels, 'stats'),
  quickLinks: relabel(siteSettings.quickLinks, t.quickLinks, 'quickLinks'),
  serviceLinks: relabel(siteSettings.serviceLinks, t.serviceLinks, 'serviceLinks'),
}));
