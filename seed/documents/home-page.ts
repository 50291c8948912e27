import type { HomePage } from '../../lib/content/sanity.types';
import { keyed, ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';

/** The ten locations of the hero's dropdown, in the order of docs/requirements.md, §2 Home. */
export const HERO_LOCATION_SLUGS = [
  'singapore',
  'dubai',
  'hong-kong',
  'united-kingdom',
  'united-states',
  'germany',
  'france',
  'netherlands',
  'switzerland',
  'mauritius',
] as const;

/** Texts around the home page's slideshow, statistics and service cards (docs/requirements.md, §2 Home). */
export const homePage: SeedDocument<HomePage> = {
  _id: ids.homePage,
  _type: 'homePage',
  language: 'en',
  seo: {
    _type: 'seo',
    title: 'International Company Formation and Corporate Services',
    description:
      'Register your company in {jurisdictions} jurisdictions with a London-headquartered team: formation, banking, accounting, tax, compliance and offices.',
  },
  heroHeading: 'Set up your business anywhere in the world',
  locationPrompt: 'Choose a location',
  locations: keyed(
    'loc',
    HERO_LOCATION_SLUGS.map((slug) => ref(ids.jurisdiction(slug))),
  ),
  aboutHeading: 'Your partner for international business since {since}',
  aboutParagraphs: [
    'From our headquarters in London, we have helped founders, entrepreneurs and established companies set up and run businesses abroad since {since}. Our partners in over {partnerLocations} locations across EMEA, Asia and the Americas give you local expertise wherever you expand.',
    'We handle company registration, bank account opening, accounting and tax, company secretarial work, nominee and resident directors, compliance, legal services, offices and visa support, so you can focus on growing your business.',
  ],
  servicesHeading: 'Our Services',
  servicesIntro: 'Everything you need to establish and run a company abroad, from one trusted partner.',
};

/** The translated words of the home page in one language; the locations are shared with English. */
interface HomePageText {
  language: Exclude<HomePage['language'], 'en'>;
  seoTitle: string;
  seoDescription: string;
  heroHeading: string;
  locationPrompt: string;
  aboutHeading: string;
  aboutParagraphs: readonly [string, string];
  servicesHeading: string;
  servicesIntro: string;
}

const HOME_PAGE_TEXTS: readonly HomePageText[] = [
  {
    language: 'da',
    seoTitle: 'International selskabsstiftelse og virksomhedsservice',
    seoDescription:
      'Registrér dit selskab i {jurisdictions} jurisdiktioner via vores team med hovedkontor i London: stiftelse, bank, regnskab, skat, compliance og kontorer.',
    heroHeading: 'Etablér din virksomhed hvor som helst i verden',
    locationPrompt: 'Vælg en lokation',
    aboutHeading: 'Din partner i international forretning siden {since}',
    aboutParagraphs: [
      'Fra vores hovedkontor i London har vi siden {since} hjulpet stiftere, iværksættere og etablerede virksomheder med at etablere og drive forretning i udlandet. Vores partnere på over {partnerLocations} lokationer i EMEA, Asien og Nord- og Sydamerika giver dig lokal ekspertise, uanset hvor du udvider.',
      'Vi tager os af selskabsregistrering, oprettelse af bankkonto, regnskab og skat, selskabsadministration, nominerede og lokalt bosiddende direktører, compliance, juridiske ydelser, kontorer og visumhjælp, så du kan fokusere på at få din virksomhed til at vokse.',
    ],
    servicesHeading: 'Vores ydelser',
    servicesIntro: 'Alt, hvad du behøver for at etablere og drive en virksomhed i udlandet – hos én pålidelig partner.',
  },
  {
    language: 'no',
    seoTitle: 'Internasjonal selskapsetablering og bedriftstjenester',
    seoDescription:
      'Registrer selskapet ditt i {jurisdictions} jurisdiksjoner via vårt team med hovedkontor i London: etablering, bank, regnskap, skatt, compliance og kontorer.',
    heroHeading: 'Etabler virksomheten din hvor som helst i verden',
    locationPrompt: 'Velg et sted',
    aboutHeading: 'Din partner for internasjonal virksomhet siden {since}',
    aboutParagraphs: [
      'Fra vårt hovedkontor i London har vi siden {since} hjulpet stiftere, gründere og etablerte selskaper med å etablere og drive virksomhet i utlandet. Våre partnere på over {partnerLocations} steder i EMEA, Asia og Nord- og Sør-Amerika gir deg lokal ekspertise, uansett hvor du ekspanderer.',
      'Vi tar oss av selskapsregistrering, åpning av bankkonto, regnskap og skatt, selskapsadministrasjon, nominerte og lokalt bosatte direktører, compliance, juridiske tjenester, kontorer og visumbistand, slik at du kan konsentrere deg om å få virksomheten til å vokse.',
    ],
    servicesHeading: 'Våre tjenester',
    servicesIntro: 'Alt du trenger for å etablere og drive et selskap i utlandet – fra én pålitelig partner.',
  },
  {
    language: 'sv',
    seoTitle: 'Internationell bolagsbildning och företagstjänster',
    seoDescription:
      'Registrera ditt bolag i {jurisdictions} jurisdiktioner via vårt team med huvudkontor i London: bolagsbildning, bank, redovisning, skatt, compliance och kontor.',
    heroHeading: 'Starta ditt företag var som helst i världen',
    locationPrompt: 'Välj en plats',
    aboutHeading: 'Din partner för internationella affärer sedan {since}',
    aboutParagraphs: [
      'Från vårt huvudkontor i London har vi sedan {since} hjälpt grundare, entreprenörer och etablerade företag att starta och driva verksamhet utomlands. Våra partner på över {partnerLocations} platser i EMEA, Asien och Nord- och Sydamerika ger dig lokal expertis, var du än expanderar.',
      'Vi sköter bolagsregistrering, öppning av bankkonto, redovisning och skatt, bolagsadministration, nominerade och lokalt bosatta styrelseledamöter, compliance, juridiska tjänster, kontor och visumstöd, så att du kan fokusera på att låta ditt företag växa.',
    ],
    servicesHeading: 'Våra tjänster',
    servicesIntro: 'Allt du behöver för att etablera och driva ett företag utomlands – från en pålitlig partner.',
  },
  {
    language: 'de',
    seoTitle: 'Internationale Firmengründung und Unternehmensservices',
    seoDescription:
      'Gründen Sie Ihr Unternehmen in {jurisdictions} Jurisdiktionen mit unserem Team am Hauptsitz in London: Gründung, Bankkonto, Buchhaltung, Steuern, Compliance und Büros.',
    heroHeading: 'Gründen Sie Ihr Unternehmen überall auf der Welt',
    locationPrompt: 'Standort wählen',
    aboutHeading: 'Ihr Partner für internationale Geschäfte seit {since}',
    aboutParagraphs: [
      'Von unserem Hauptsitz in London aus unterstützen wir seit {since} Gründer, Unternehmer und etablierte Firmen dabei, Unternehmen im Ausland aufzubauen und zu führen. Unsere Partner an über {partnerLocations} Standorten in EMEA, Asien sowie Nord- und Südamerika bieten Ihnen lokales Know-how, wo immer Sie expandieren.',
      'Wir übernehmen Firmenregistrierung, Kontoeröffnung, Buchhaltung und Steuern, Gesellschaftsverwaltung, Nominee- und ortsansässige Direktoren, Compliance, Rechtsdienstleistungen, Büros und Visa-Unterstützung, damit Sie sich auf das Wachstum Ihres Unternehmens konzentrieren können.',
    ],
    servicesHeading: 'Unsere Leistungen',
    servicesIntro: 'Alles, was Sie für die Gründung und Führung eines Unternehmens im Ausland benötigen – von einem verlässlichen Partner.',
  },
  {
    language: 'fr',
    seoTitle: 'Création de société à l’international et services aux entreprises',
    seoDescription:
      'Immatriculez votre société dans {jurisdictions} juridictions avec une équipe basée à Londres : création, banque, comptabilité, fiscalité, conformité et bureaux.',
    heroHeading: 'Créez votre entreprise partout dans le monde',
    locationPrompt: 'Choisissez une destination',
    aboutHeading: 'Votre partenaire pour les affaires internationales depuis {since}',
    aboutParagraphs: [
      'Depuis {since}, à partir de notre siège de Londres, nous aidons les fondateurs, les entrepreneurs et les entreprises établies à créer et à gérer leur activité à l’étranger. Nos partenaires, présents dans plus de {partnerLocations} implantations en EMEA, en Asie et sur le continent américain, vous apportent une expertise locale partout où vous vous développez.',
      'Nous prenons en charge l’immatriculation de sociétés, l’ouverture de comptes bancaires, la comptabilité et la fiscalité, le secrétariat juridique, les administrateurs mandataires et résidents, la conformité, les services juridiques, les bureaux et l’accompagnement pour les visas, afin que vous puissiez vous concentrer sur la croissance de votre entreprise.',
    ],
    servicesHeading: 'Nos services',
    servicesIntro: 'Tout ce dont vous avez besoin pour créer et gérer une société à l’étranger, auprès d’un seul partenaire de confiance.',
  },
  {
    language: 'es',
    seoTitle: 'Constitución internacional de sociedades y servicios corporativos',
    seoDescription:
      'Registre su empresa en {jurisdictions} jurisdicciones de la mano de un equipo con sede central en Londres: constitución, banca, contabilidad, impuestos, cumplimiento y oficinas.',
    heroHeading: 'Establezca su empresa en cualquier parte del mundo',
    locationPrompt: 'Elija una ubicación',
    aboutHeading: 'Su socio para los negocios internacionales desde {since}',
    aboutParagraphs: [
      'Desde {since}, y con sede central en Londres, ayudamos a fundadores, emprendedores y empresas consolidadas a establecer y gestionar negocios en el extranjero. Nuestros socios en más de {partnerLocations} ubicaciones de EMEA, Asia y América le ofrecen experiencia local allí donde se expanda.',
      'Nos encargamos del registro de sociedades, la apertura de cuentas bancarias, la contabilidad y los impuestos, la secretaría societaria, los directores nominales y residentes, el cumplimiento normativo, los servicios legales, las oficinas y la asistencia con visados, para que usted pueda centrarse en hacer crecer su negocio.',
    ],
    servicesHeading: 'Nuestros servicios',
    servicesIntro: 'Todo lo que necesita para establecer y gestionar una empresa en el extranjero, con un único socio de confianza.',
  },
];

/**
 * The home page in the six other languages (document-level i18n): translated texts, with the
 * hero's locations shared with the English document.
 */
export const homePageTranslations: SeedDocument<HomePage>[] = HOME_PAGE_TEXTS.map((t) => ({
  ...homePage,
  _id: ids.translation(ids.homePage, t.language),
  language: t.language,
  seo: { ...homePage.seo, title: t.seoTitle, description: t.seoDescription },
  heroHeading: t.heroHeading,
  locationPrompt: t.locationPrompt,
  aboutHeading: t.aboutHeading,
  aboutParagraphs: [...t.aboutParagraphs],
  servicesHeading: t.servicesHeading,
  servicesIntro: t.servicesIntro,
}));
