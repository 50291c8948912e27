import { fillFacts } from './fill';
import { formatFact } from './format';
import { jurisdictionFacts, type JurisdictionFactFields } from './jurisdiction';
import type { Fact } from './types';

/** The formatted values of `facts` by name, for {@link fillFacts}. */
export function factValues(facts: readonly Fact[], locale: string): Record<string, string> {
  return Object.fromEntries(facts.map((fact) => [fact.name, formatFact(locale, fact.value)]));
}

/**
 * The key under which a query projects a jurisdiction's facts (its English `comparison`) beside
 * the texts that refer to them: the jurisdiction page itself, each region card, each compared
 * country. Texts inside that object are filled with that country's facts.
 */
export const JURISDICTION_FACTS_KEY = 'jurisdictionFacts';

/**
 * A query result with every text's fact placeholders filled for `locale` (issue 23, parts 2
 * and 3), so templates, metadata, JSON-LD and the search index (built from the HTML) all show
 * the figures of the fact fields. The company's facts apply everywhere; inside an object with
 * a `jurisdictionFacts` key, that country's facts apply too. Returns a copy; strings without a
 * placeholder, and objects without one, are kept as they are.
 * @param company - the company's facts ({@link companyFacts} of the English site settings)
 */
export function resolveFacts<T>(result: T, locale: string, company: readonly Fact[]): T {
  const companyValues = factValues(company, locale);
  const visit = (node: unknown, values: Record<string, string>): unknown => {
    if (typeof node === 'string') return node.includes('{') ? fillFacts(node, values, locale) : node;
    if (Array.isArray(node)) return node.map((item) => visit(item, values));
    if (!node || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    const own = record[JURISDICTION_FACTS_KEY];
    const scope = own && typeof own === 'object' ? { ...values, ...factValues(jurisdictionFacts(own as JurisdictionFactFields), locale) } : values;
    return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, key === JURISDICTION_FACTS_KEY ? value : visit(value, scope)]));
  };
  return visit(result, companyValues) as T;
}
