import { translationStrings } from './translation-strings';

/** A text of the English document that changed: its path (`hero.heading`, `why.items[why1].title`) and the words before and after. */
export interface WordsChange {
  path: string;
  /** `null` when the text is new. */
  before: string | null;
  /** `null` when the text was removed. */
  after: string | null;
}

/** The first segment of a path: the document's field (`why` of `why.items[why1].title`). */
const topField = (path: string) => /^[^.[]+/.exec(path)?.[0] ?? path;

/**
 * What changed in the words of a document between two versions: what a
 * translator must bring over to a translation behind English. Words are
 * {@link translationStrings}' (texts for visitors, not figures, links or codes). Changes come in
 * the order of the form: by `fields` (the document type's fields, in order), then as they stand
 * in the newer version (array items in their order), removed texts after the text that preceded
 * them in the older version.
 * @param fields - the document type's field names in form order; fields not named come last
 */
export function wordsChanges(before: unknown, after: unknown, fields: readonly string[] = []): WordsChange[] {
  const old = translationStrings(before);
  const now = translationStrings(after);
  // The newer version's paths in document order, each removed path after its predecessor in the older one.
  const order: string[] = [];
  const oldPaths = Object.keys(old);
  for (const path of Object.keys(now)) order.push(path);
  oldPaths.forEach((path, i) => {
    if (path in now) return;
    const previous = oldPaths.slice(0, i).reverse().find((p) => order.includes(p));
    order.splice(previous === undefined ? 0 : order.indexOf(previous) + 1, 0, path);
  });
  const rank = (path: string) => {
    const index = fields.indexOf(topField(path));
    return index < 0 ? fields.length : index;
  };
  return order
    .map((path, position) => ({ path, position }))
    .filter(({ path }) => old[path] !== now[path])
    .sort((a, b) => rank(a.path) - rank(b.path) || a.position - b.position)
    .map(({ path }) => ({ path, before: old[path] ?? null, after: now[path] ?? null }));
}
