import { jurisdictionFacts, type JurisdictionFactFields } from './jurisdiction';
import type { Fact } from './types';

/**
 * A jurisdiction a region lists or links, with its fact fields (its English `comparison`), as
 * the region query and the Studio's fact lookup project it. Loose on purpose: read from any dataset.
 */
export type LinkedJurisdiction = {
  name?: string | null;
  slug?: string | null;
  facts?: JurisdictionFactFields;
} | null;

/**
 * The prefix a jurisdiction's facts take in another document's texts: its slug in lower camel
 * case, `united-states` -> `unitedStates`, so `{unitedStates_corporateTax}` is valid ICU and
 * reads as what it is. `null` for a slug that does not make a fact name.
 */
export function linkedFactPrefix(slug: string): string | null {
  const words = slug.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (words.length === 0 || !/^[A-Za-z]/.test(words[0]!)) return null;
  return words.map((word, i) => (i === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase())).join('');
}

/**
 * The facts of the jurisdictions a region lists or links (one fact, one field across
 * documents), named `<prefix>_<fact>` ({@link linkedFactPrefix}): a region card or SEO text
 * that states Cyprus's corporate tax writes `{cyprus_corporateTax}`, so the figure is kept in
 * Cyprus's `comparison` only and a change there reaches the region page too. Each label names
 * the country, "Cyprus: Corporate tax", for the Studio's list. A jurisdiction listed twice
 * counts once.
 */
export function linkedFacts(list: readonly LinkedJurisdiction[] | null | undefined): Fact[] {
  const seen = new Set<string>();
  return (list ?? []).flatMap((jurisdiction): Fact[] => {
    const prefix = jurisdiction?.slug ? linkedFactPrefix(jurisdiction.slug) : null;
    if (!jurisdiction || !prefix || seen.has(prefix)) return [];
    seen.add(prefix);
    const country = jurisdiction.name || jurisdiction.slug;
    return jurisdictionFacts(jurisdiction.facts ?? null).map((fact) => ({ ...fact, name: `${prefix}_${fact.name}`, label: `${country}: ${fact.label}` }));
  });
}

/**
 * The ids of the pages a region's cards link (`sections[].cards[].link.page`), the same the
 * region query follows for {@link linkedFacts}; the Studio and the seed keep the jurisdictions among them.
 */
export function cardLinkIds(document: unknown): string[] {
  const sections = (document as { sections?: unknown } | null)?.sections;
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((section: { cards?: unknown }) =>
    Array.isArray(section?.cards) ? section.cards.flatMap((card: { link?: { page?: { _ref?: unknown } } }) => (typeof card?.link?.page?._ref === 'string' ? [card.link.page._ref] : [])) : [],
  );
}

/**
 * The jurisdictions whose facts a region's texts may name, in the order the region query lists
 * them: those in the region (`inRegion`), then those its cards link ({@link cardLinkIds}).
 * Shared by the Studio's validation and the seed's tests, which know membership differently
 * (a region slug, a reference id).
 */
export function regionJurisdictions<J extends { _id: string; inRegion: boolean }>(region: unknown, all: readonly J[]): J[] {
  const links = cardLinkIds(region);
  return [...all.filter((j) => j.inRegion), ...all.filter((j) => links.includes(j._id))];
}
