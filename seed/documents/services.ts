import type { Service } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';

/**
 * The four built-in home service cards (docs/requirements.md, §3 Service item): company registration,
 * accounting and tax, banking, compliance. Also the fallback when a source returns none.
 */
export const services: SeedDocument<Service>[] = [
  {
    _id: ids.service('company-registration'),
    _type: 'service',
    language: 'en',
    title: 'Company Registration',
    excerpt: 'Incorporate your company in {jurisdictions} jurisdictions with the right structure from day one.',
    description: 'We prepare the documents, file with the registry and deliver your corporate documents.',
    icon: 'Building2',
    link: ref(ids.servicePage('company-registration')),
    order: 0,
  },
  {
    _id: ids.service('accounting-tax'),
    _type: 'service',
    language: 'en',
    title: 'Accounting and Tax',
    excerpt: 'Bookkeeping, annual accounts and tax filings handled by local specialists.',
    description: 'Stay compliant with local reporting rules while you focus on running the business.',
    icon: 'Calculator',
    link: ref(ids.servicePage('accounting-tax')),
    order: 1,
  },
  {
    _id: ids.service('banking'),
    _type: 'service',
    language: 'en',
    title: 'Banking',
    excerpt: 'Corporate bank account opening with established banks worldwide.',
    description: 'We introduce you to suitable banks and prepare the documentation they ask for.',
    icon: 'Landmark',
    link: ref(ids.servicePage('banking')),
    order: 2,
  },
  {
    _id: ids.service('compliance'),
    _type: 'service',
    language: 'en',
    title: 'Compliance',
    excerpt: 'Annual filings, registers and regulatory deadlines kept in order.',
    description: 'We track local obligations in every jurisdiction where your company is registered.',
    icon: 'MapPin',
    link: ref(ids.servicePage('compliance')),
    order: 3,
  },
];

type TranslationLanguage = Exclude<Service['language'], 'en'>;
type ServiceSlug = 'company-registration' | 'accounting-tax' | 'banking' | 'compliance';

/** The translated words of one service card; icon, link and order are shared with English. */
interface ServiceText {
  title: string;
  excerpt: string;
  description: string;
}

const SERVICE_TEXTS: Readonly<Record<TranslationLanguage, Record<ServiceSlug, ServiceText>>> = {
  da: {
    'company-registration': {
      title: 'Selskabsregistrering',
      excerpt: 'Stift dit selskab i {jurisdictions} jurisdiktioner med den rette struktur fra første dag.',
      description: 'Vi udarbejder dokumenterne, foretager anmeldelsen til selskabsregistret og leverer dit selskabs dokumenter.',
    },
    'accounting-tax': {
      title: 'Regnskab og skat',
      excerpt: 'Bogføring, årsregnskab og skatteindberetninger varetaget af lokale specialister.',
      description: 'Overhold de lokale rapporteringskrav, mens du koncentrerer dig om at drive virksomheden.',
    },
    banking: {
      title: 'Bankydelser',
      excerpt: 'Oprettelse af erhvervskonto hos veletablerede banker verden over.',
      description: 'Vi sætter dig i forbindelse med egnede banker og udarbejder den dokumentation, de efterspørger.',
    },
    compliance: {
      title: 'Compliance',
      excerpt: 'Årlig indberetning, registre og myndighedsfrister – altid i orden.',
      description: 'Vi holder øje med de lokale forpligtelser i alle jurisdiktioner, hvor dit selskab er registreret.',
    },
  },
  no: {
    'company-registration': {
      title: 'Selskapsregistrering',
      excerpt: 'Etabler selskapet ditt i {jurisdictions} jurisdiksjoner med riktig struktur fra første dag.',
      description: 'Vi utarbeider dokumentene, sender dem inn til registermyndigheten og leverer selskapsdokumentene til deg.',
    },
    'accounting-tax': {
      title: 'Regnskap og skatt',
      excerpt: 'Bokføring, årsregnskap og skattemeldinger håndtert av lokale spesialister.',
      description: 'Oppfyll lokale rapporteringskrav mens du konsentrerer deg om å drive virksomheten.',
    },
    banking: {
      title: 'Banktjenester',
      excerpt: 'Åpning av bedriftskonto i veletablerte banker over hele verden.',
      description: 'Vi setter deg i kontakt med egnede banker og utarbeider dokumentasjonen de ber om.',
    },
    compliance: {
      title: 'Compliance',
      excerpt: 'Årlig rapportering, registre og myndighetsfrister – alltid i orden.',
      description: 'Vi holder oversikt over lokale forpliktelser i alle jurisdiksjoner der selskapet ditt er registrert.',
    },
  },
  sv: {
    'company-registration': {
      title: 'Bolagsregistrering',
      excerpt: 'Registrera ditt bolag i {jurisdictions} jurisdiktioner med rätt struktur från första dagen.',
      description: 'Vi upprättar handlingarna, lämnar in dem till registreringsmyndigheten och levererar dina bolagshandlingar.',
    },
    'accounting-tax': {
      title: 'Redovisning och skatt',
      excerpt: 'Bokföring, årsredovisning och skattedeklarationer som sköts av lokala specialister.',
      description: 'Uppfyll lokala rapporteringskrav medan du fokuserar på att driva verksamheten.',
    },
    banking: {
      title: 'Banktjänster',
      excerpt: 'Öppning av företagskonto hos etablerade banker världen över.',
      description: 'Vi förmedlar kontakt med lämpliga banker och tar fram den dokumentation de efterfrågar.',
    },
    compliance: {
      title: 'Compliance',
      excerpt: 'Årlig rapportering, register och myndighetsfrister – alltid i ordning.',
      description: 'Vi bevakar lokala skyldigheter i alla jurisdiktioner där ditt bolag är registrerat.',
    },
  },
  de: {
    'company-registration': {
      title: 'Firmengründung',
      excerpt: 'Gründen Sie Ihr Unternehmen in {jurisdictions} Jurisdiktionen – vom ersten Tag an mit der richtigen Struktur.',
      description: 'Wir bereiten die Unterlagen vor, reichen sie beim zuständigen Register ein und übergeben Ihnen Ihre Gesellschaftsdokumente.',
    },
    'accounting-tax': {
      title: 'Buchhaltung und Steuern',
      excerpt: 'Buchführung, Jahresabschlüsse und Steuererklärungen – erledigt von lokalen Spezialisten.',
      description: 'Erfüllen Sie die lokalen Berichtspflichten, während Sie sich ganz auf Ihr Geschäft konzentrieren.',
    },
    banking: {
      title: 'Bankdienstleistungen',
      excerpt: 'Eröffnung von Geschäftskonten bei etablierten Banken weltweit.',
      description: 'Wir stellen den Kontakt zu geeigneten Banken her und bereiten die angeforderten Unterlagen vor.',
    },
    compliance: {
      title: 'Compliance',
      excerpt: 'Jährliche Meldungen, Registereinträge und behördliche Fristen – stets im Griff.',
      description: 'Wir behalten die lokalen Pflichten in jeder Jurisdiktion im Blick, in der Ihr Unternehmen registriert ist.',
    },
  },
  fr: {
    'company-registration': {
      title: 'Création de société',
      excerpt: 'Immatriculez votre société dans {jurisdictions} juridictions avec la bonne structure dès le premier jour.',
      description: 'Nous préparons les documents, effectuons les formalités auprès du registre et vous remettons les documents officiels de votre société.',
    },
    'accounting-tax': {
      title: 'Comptabilité et fiscalité',
      excerpt: 'Tenue de la comptabilité, comptes annuels et déclarations fiscales confiés à des spécialistes locaux.',
      description: 'Respectez les obligations déclaratives locales pendant que vous vous consacrez à la gestion de votre entreprise.',
    },
    banking: {
      title: 'Services bancaires',
      excerpt: 'Ouverture de comptes bancaires professionnels auprès de banques reconnues dans le monde entier.',
      description: 'Nous vous mettons en relation avec des banques adaptées et préparons les documents qu’elles demandent.',
    },
    compliance: {
      title: 'Conformité',
      excerpt: 'Déclarations annuelles, registres et échéances réglementaires toujours à jour.',
      description: 'Nous suivons vos obligations locales dans chaque juridiction où votre société est immatriculée.',
    },
  },
  es: {
    'company-registration': {
      title: 'Constitución de empresas',
      excerpt: 'Constituya su empresa en {jurisdictions} jurisdicciones con la estructura adecuada desde el primer día.',
      description: 'Preparamos la documentación, realizamos la inscripción en el registro y le entregamos los documentos societarios.',
    },
    'accounting-tax': {
      title: 'Contabilidad e impuestos',
      excerpt: 'Llevanza de la contabilidad, cuentas anuales y declaraciones fiscales a cargo de especialistas locales.',
      description: 'Cumpla con la normativa local de información financiera mientras se centra en dirigir su negocio.',
    },
    banking: {
      title: 'Servicios bancarios',
      excerpt: 'Apertura de cuentas bancarias corporativas en bancos de prestigio de todo el mundo.',
      description: 'Le ponemos en contacto con los bancos adecuados y preparamos la documentación que solicitan.',
    },
    compliance: {
      title: 'Cumplimiento normativo',
      excerpt: 'Declaraciones anuales, registros societarios y plazos regulatorios siempre al día.',
      description: 'Hacemos un seguimiento de las obligaciones locales en cada jurisdicción donde esté registrada su empresa.',
    },
  },
};

const SERVICE_SLUGS: readonly ServiceSlug[] = ['company-registration', 'accounting-tax', 'banking', 'compliance'];

/**
 * The four service cards in the six other languages (document-level i18n): copies of the English
 * cards with translated title, excerpt and description; icon, link and order are shared.
 */
export const serviceTranslations: SeedDocument<Service>[] = (
  Object.entries(SERVICE_TEXTS) as [TranslationLanguage, Record<ServiceSlug, ServiceText>][]
).flatMap(([language, texts]) =>
  SERVICE_SLUGS.map((slug) => {
    const english = services.find((service) => service._id === ids.service(slug));
    if (!english) throw new Error(`Service translations: no English service for ${slug}`);
    return { ...english, _id: ids.translation(ids.service(slug), language), language, ...texts[slug] };
  }),
);
