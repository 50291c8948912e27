import { fillFacts } from './fill';
import { formatFact } from './format';
import { jurisdictionFacts, type JurisdictionFactFields } from './jurisdiction';
import { linkedFacts, type LinkedJurisdiction } from './linked';
import { namedFacts, type NamedFactFields } from './named';
import type { Fact } from './types';

/**
 * The key under which a query projects a jurisdiction's facts (its English `comparison`) beside
 * the texts that refer to them: the jurisdiction page itself, each region card, each compared
 * country. Texts inside that object are filled with that country's facts.
 */
export const JURISDICTION_FACTS_KEY = 'jurisdictionFacts';

/**
 * The key under which a query projects a document's own named figures (a region's *Figures*,
 * from its English document): texts inside that object can name them too.
 */
export const OWN_FACTS_KEY = 'ownFacts';

/**
 * The key under which a query projects the jurisdictions a region lists or links, each with its
 * facts ({@link linkedFacts}): texts inside that object can name them as `{cyprus_corporateTax}`.
 */
export const LINKED_FACTS_KEY = 'linkedFacts';

const FACT_KEYS = new Set([JURISDICTION_FACTS_KEY, OWN_FACTS_KEY, LINKED_FACTS_KEY]);

/**
 * A query result with every text's fact placeholders filled, so
 * templates, metadata, JSON-LD and the search index (built from the HTML) all show the figures
 * of the fact fields. The company's facts apply everywhere; inside an object with a
 * `jurisdictionFacts` key, that country's facts apply too, and likewise a region's own figures
 * (`ownFacts`) and the facts of the countries it lists or links (`linkedFacts`). Figures are formatted for `locale`,
 * or inside an object with a `language` (a document, possibly an English fallback marked
 * `lang="en"`) for that language, so a figure reads as the text around it. Returns a copy;
 * strings without a placeholder are kept as they are.
 * @param company - the company's facts ({@link companyFacts} of the English site settings)
 */
export function resolveFacts<T>(result: T, locale: string, company: readonly Fact[]): T {
  const visit = (node: unknown, scope: FactScope, at: string): unknown => {
    if (typeof node === 'string') return node.includes('{') ? fillFacts(node, scope.formatted(at), at) : node;
    if (Array.isArray(node)) return node.map((item) => visit(item, scope, at));
    if (!node || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    const own = record[JURISDICTION_FACTS_KEY];
    const named = record[OWN_FACTS_KEY];
    const linked = record[LINKED_FACTS_KEY];
    const ownFacts = [
      ...(own && typeof own === 'object' ? jurisdictionFacts(own as JurisdictionFactFields) : []),
      ...(Array.isArray(named) ? namedFacts(named as NamedFactFields[]) : []),
      ...(Array.isArray(linked) ? linkedFacts(linked as LinkedJurisdiction[]) : []),
    ];
    const scoped = ownFacts.length > 0 ? factScope(ownFacts, scope) : scope;
    const language = typeof record.language === 'string' && record.language ? record.language : at;
    return Object.fromEntries(Object.entries(record).map(([name, value]) => [name, FACT_KEYS.has(name) ? value : visit(value, scoped, language)]));
  };
  return visit(result, factScope(company), locale) as T;
}

/**
 * The facts a text may name where it stands: its object's own, then those of the objects around
 * it, the company's last. Each fact is formatted only when a text names it, once per language:
 * a region of 200 countries names a few of its 3,000 facts in each card, and formatting them all
 * for every card cost more than the rest of its page.
 */
type FactScope = { fact(name: string): Fact | undefined; formatted(locale: string): (name: string) => string | undefined };

/** A scope of `facts` inside `parent`; of two facts of one name, the later one, and this scope's over its parent's. */
function factScope(facts: readonly Fact[], parent?: FactScope): FactScope {
  const own = new Map(facts.map((fact) => [fact.name, fact]));
  const byLocale = new Map<string, (name: string) => string | undefined>();
  const fact = (name: string): Fact | undefined => own.get(name) ?? parent?.fact(name);
  return {
    fact,
    formatted(locale) {
      let valueOf = byLocale.get(locale);
      if (!valueOf) {
        const values = new Map<string, string | undefined>();
        valueOf = (name) => {
          if (!values.has(name)) {
            const found = fact(name);
            values.set(name, found && formatFact(locale, found.value));
          }
          return values.get(name);
        };
        byLocale.set(locale, valueOf);
      }
      return valueOf;
    },
  };
}
