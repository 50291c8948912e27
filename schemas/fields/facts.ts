import { defineField, type CustomValidatorResult, type Path, type SanityDocument, type ValidationContext } from 'sanity';
import { companyFacts, type CompanyClaims } from '../../lib/facts/company';
import { jurisdictionFacts, type JurisdictionFactFields } from '../../lib/facts/jurisdiction';
import { linkedFacts, regionJurisdictions, type LinkedJurisdiction } from '../../lib/facts/linked';
import { namedFacts, type NamedFactFields } from '../../lib/facts/named';
import { officeFacts, type OfficePackageFactFields } from '../../lib/facts/office';
import type { Fact } from '../../lib/facts/types';
import { factProblems, referenceMismatches } from '../../lib/facts/validation';

/** API version of the Studio's fact lookups. */
export const FACTS_API_VERSION = '2025-10-01';

/**
 * What a document's fact checks read besides the document: the company's figures (English site
 * settings), the office packages of the English service pages, the document's English
 * version, found through its `translation.metadata`, and for a region every published English
 * jurisdiction with its region, of which the region's texts may name those it lists or links.
 * Parameters: {@link factsContextParams}.
 */
export const FACTS_CONTEXT_QUERY = /* groq */ `{
  "claims": *[_type == "siteSettings" && language == "en"][0].claims,
  "officePackages": *[_type == "servicePage" && language == "en" && !(_id in path("drafts.**")) && _id != $id].sections[_type == "officePackagesSection"].packages[],
  "english": *[_type == "translation.metadata" && $id in translations[].value._ref][0].translations[language == "en"][0].value->,
  "jurisdictions": select($type == "region" => *[_type == "jurisdiction" && language == "en" && !(_id in path("drafts.**")) && defined(slug.current)]{
    _id, name, "slug": slug.current, "region": region->slug.current, "facts": comparison
  })
}`;

/** The parameters of {@link FACTS_CONTEXT_QUERY} for a document (a draft is checked as its published id). */
export function factsContextParams(document: { _id: string; _type: string }): { id: string; type: string } {
  return { id: document._id.replace(/^drafts\./, ''), type: document._type };
}

/**
 * How long (ms) a document's facts context is reused. Sanity validates a document after each
 * change, and every text field's *Insert a fact* menu asks for it too: a publish right after
 * typing waited on 24 lake queries, most of them this one, asked again and again.
 * The figures it holds change in other documents, rarely within seconds.
 */
const CONTEXT_TTL_MS = 5000;
const contexts = new Map<string, { at: number; found: Promise<FactsContext | null> }>();

/**
 * {@link FACTS_CONTEXT_QUERY} for `document`, shared by its validation and its inputs for
 * {@link CONTEXT_TTL_MS}; a failed fetch is not kept.
 */
export function fetchFactsContext(client: { fetch: <R>(query: string, params: Record<string, string>) => Promise<R> }, document: { _id: string; _type: string }): Promise<FactsContext | null> {
  const params = factsContextParams(document);
  const key = `${params.type}\u0000${params.id}`;
  const kept = contexts.get(key);
  if (kept && Date.now() - kept.at < CONTEXT_TTL_MS) return kept.found;
  const found = client.fetch<FactsContext | null>(FACTS_CONTEXT_QUERY, params).catch((error: unknown) => {
    contexts.delete(key);
    throw error;
  });
  contexts.set(key, { at: Date.now(), found });
  return found;
}

/** The result of {@link FACTS_CONTEXT_QUERY}. */
export type FactsContext = {
  claims: CompanyClaims;
  /** The packages of English service pages other than the one checked. */
  officePackages: OfficePackageFactFields[] | null;
  english: (Record<string, unknown> & { comparison?: JurisdictionFactFields }) | null;
  /** For a region: the English jurisdictions, each with the slug of its region. */
  jurisdictions?: (NonNullable<LinkedJurisdiction> & { _id: string; region?: string | null })[] | null;
};

/** The jurisdictions a region's texts may name: in the region by slug, which every language version shares, or linked. */
function jurisdictionsOfRegion(document: Record<string, unknown>, jurisdictions: FactsContext['jurisdictions']): LinkedJurisdiction[] {
  const slug = (document.slug as { current?: string } | undefined)?.current;
  return regionJurisdictions(document, (jurisdictions ?? []).map((j) => ({ ...j, inRegion: Boolean(slug) && j.region === slug })));
}

/** The office packages of a document's sections, when it is an English service page. */
function ownOfficePackages(document: Record<string, unknown>): OfficePackageFactFields[] {
  if (document._type !== 'servicePage' || (document.language ?? 'en') !== 'en' || !Array.isArray(document.sections)) return [];
  return (document.sections as { _type?: string; packages?: OfficePackageFactFields[] }[]).flatMap((section) =>
    section._type === 'officePackagesSection' ? (section.packages ?? []) : [],
  );
}

/**
 * The facts a document's texts may name: the company's and the office packages' (from this
 * document when it is the English site settings or service page that holds them, so an edit is
 * checked against itself), and a jurisdiction's or region's own, from its English version,
 * which holds the figures; a region's also the facts of the countries it lists or links
 * (`{cyprus_corporateTax}`).
 */
export function factsOfDocument(document: Record<string, unknown>, { claims, officePackages, english, jurisdictions }: FactsContext): Fact[] {
  const isEnglish = (document.language ?? 'en') === 'en';
  const company = [
    ...companyFacts(document._type === 'siteSettings' && isEnglish ? (document.claims as CompanyClaims) : claims),
    ...officeFacts([...(officePackages ?? []), ...ownOfficePackages(document)]),
  ];
  const source = isEnglish ? document : english;
  if (document._type === 'region') return [...company, ...namedFacts((source?.facts as NamedFactFields[] | undefined) ?? null), ...linkedFacts(jurisdictionsOfRegion(document, jurisdictions))];
  if (document._type !== 'jurisdiction') return company;
  return [...company, ...jurisdictionFacts((source?.comparison as JurisdictionFactFields | undefined) ?? null)];
}

/** `why.items[why1].title` -> `['why', 'items', { _key: 'why1' }, 'title']`; `services.items[0]` -> index 0. */
export function studioPath(path: string): Path {
  return [...path.matchAll(/([^.[\]]+)|\[([^\]]*)\]/g)].map((match) => {
    if (match[2] === undefined) return match[1]!;
    return /^\d+$/.test(match[2]) ? Number(match[2]) : { _key: match[2] };
  });
}

/**
 * The document-level validation of every localized type, shown at each text:
 * an error for a text that types a fact's figure ("22%" while the corporate tax is 22) or names
 * no fact of the document, and, in a translation, for a text that names other facts than the
 * English text at the same place.
 */
export async function validateFacts(document: SanityDocument | undefined, context: ValidationContext): Promise<CustomValidatorResult> {
  if (!document) return true;
  const found = await fetchFactsContext(context.getClient({ apiVersion: FACTS_API_VERSION }), document);
  const facts: FactsContext = { claims: found?.claims ?? null, officePackages: found?.officePackages ?? null, english: found?.english ?? null, jurisdictions: found?.jurisdictions ?? null };
  const language = typeof document.language === 'string' ? document.language : 'en';
  const problems = [
    ...factProblems(document, factsOfDocument(document, facts), language),
    ...(language !== 'en' && facts.english ? referenceMismatches(facts.english, document) : []),
  ];
  return problems.length === 0 ? true : problems.map((problem) => ({ message: problem.message, path: studioPath(problem.path) }));
}

/**
 * When the words of an English document last changed, stamped on the draft
 * once a text differs from the published one (`WordsChangedAtInput`), and published with it; a
 * translation edited before that is behind English. Hidden: the Studio shows it as the "Behind English" badge and list.
 */
export const wordsChangedAtField = defineField({
  name: 'wordsChangedAt',
  title: 'Words last changed',
  type: 'datetime',
  description: 'Set when an edit changes the English texts; translations edited before it are listed as behind English.',
  readOnly: true,
  hidden: true,
});

/**
 * When a translator last marked a translation up to date with English (the
 * Studio's *Mark as up to date*): written on the published translation, it moves the
 * translation's last edit past English's `wordsChangedAt`, so it leaves the "Behind English"
 * lists as an edit would. Hidden.
 */
export const englishCheckedAtField = defineField({
  name: 'englishCheckedAt',
  title: 'Checked against English',
  type: 'datetime',
  description: 'Set when a translator marks the translation up to date with the English texts.',
  readOnly: true,
  hidden: true,
});
