import { translationStrings } from '../i18n/translation-strings';
import { copiedFacts } from './copies';
import { messageError, placeholdersOf } from './fill';
import { formatFact } from './format';
import type { Fact } from './types';

/** A problem with the facts of one text of a document, at its path (`why.items[why1].title`). */
export type FactProblem = { path: string; message: string };

/**
 * What is wrong with the fact references of a document's texts, for the
 * Studio's validation and the seed's tests:
 * - a text that is not a valid message (an unbalanced `{`);
 * - a placeholder that names no fact of the document, e.g. `{capital_Aps}` for `{capital_ApS}`;
 * - a figure typed out that equals one of the facts ("22%" while the corporate tax is 22),
 *   in English notation or the document's language's, so copies cannot creep back.
 * @param facts - the facts the document's texts may name (the company's, and a country's own)
 * @param language - the document's language, for the figures as that language writes them
 */
export function factProblems(document: unknown, facts: readonly Fact[], language = 'en'): FactProblem[] {
  const names = new Set(facts.map((fact) => fact.name));
  return Object.entries(translationStrings(document)).flatMap(([path, text]): FactProblem[] => {
    const malformed = messageError(text);
    if (malformed) return [{ path, message: `"${text}" has an unmatched { or }: write a fact as {name}, e.g. {corporateTax}.` }];
    const unknown = placeholdersOf(text).filter((name) => !names.has(name));
    const copies = copiedFacts(text, facts, [language]);
    return [
      ...unknown.map((name) => ({ path, message: `{${name}} is not a fact of this document. Its facts: ${[...names].map((n) => `{${n}}`).join(', ')}.` })),
      ...copies.map((fact) => ({
        path,
        message: `"${text}" types ${formatFact(language, fact.value)}, the figure of a fact: write {${fact.name}} (${fact.label}) instead, so a change of the fact changes this text too.`,
      })),
    ];
  });
}

/**
 * The texts of a translation whose fact references differ from its English document's at the
 * same path: a translation names the same facts, so no language shows a
 * figure another lacks. Texts the translation does not have yet are left to the missing-text
 * checks.
 */
export function referenceMismatches(english: unknown, translation: unknown): FactProblem[] {
  const source = translationStrings(english);
  return Object.entries(translationStrings(translation)).flatMap(([path, text]): FactProblem[] => {
    const expected = source[path];
    if (expected === undefined) return [];
    const want = placeholdersOf(expected).sort();
    const have = placeholdersOf(text).sort();
    if (want.join() === have.join()) return [];
    const list = (names: string[]) => (names.length ? names.map((n) => `{${n}}`).join(', ') : 'no fact');
    return [{ path, message: `The English text names ${list(want)}; this translation names ${list(have)}. Name the same facts as in English.` }];
  });
}
