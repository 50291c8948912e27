/**
 * The words of a seed document, as a flat map from a stable path to the text, so that a
 * document can be translated field by field and the translation checked against its English
 * source: same paths, same figures.
 *
 * Paths name object fields with dots and array items by their `_key` (`why.items[why1].title`),
 * or by position for arrays of plain strings (`services.items[0]`); a Portable Text span is
 * `answer[p1].children[p1s1].text`. Fields that are not words for visitors are left out: ids,
 * references, slugs, icons, link kinds and styles, codes, option values, categories, URLs and
 * paths.
 */

/**
 * Field names whose strings are never translated: shared by the seed's translations, the Studio's
 * "Behind English" check and machine translation, so all three agree on what words are.
 */
export const NOT_WORDS: ReadonlySet<string> = new Set([
  '_id',
  '_type',
  '_rev',
  '_createdAt',
  '_updatedAt',
  '_system',
  // When the English words last changed: a date, not words.
  'wordsChangedAt',
  // When a translator marked the translation up to date with English: a date, not words.
  'englishCheckedAt',
  // Whether and when a machine translated the document: a mark for editors, not words.
  'machineTranslation',
  '_key',
  '_ref',
  '_weak',
  'language',
  'slug',
  'current',
  'icon',
  'style',
  'kind',
  'path',
  'href',
  'url',
  'countryCode',
  'currency',
  'unit',
  'audience',
  'category',
  'variant',
  'listItem',
  'marks',
  'markDefs',
  'localPath',
  'mimeType',
  'extension',
  'originalFilename',
  'updatedAt',
  // Option values the site matches on, not text (FAQ topics, office periods, yes/no facts).
  'topic',
  'period',
  'localDirectorRequired',
  'secretaryRequired',
  // Figures editors name (a region's `facts`, a country's `comparison.otherFacts`):
  // set on the English document for every language; their labels are for editors.
  'facts',
  'otherFacts',
]);

/** The translatable strings of `value` (a document or part of one), by path. */
export function translationStrings(value: unknown, path = ''): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (node: unknown, at: string, field: string) => {
    if (typeof node === 'string') {
      if (!NOT_WORDS.has(field) && node.trim() !== '') out[at] = node;
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        const key = item && typeof item === 'object' && typeof (item as { _key?: unknown })._key === 'string' ? (item as { _key: string })._key : String(i);
        visit(item, `${at}[${key}]`, field);
      });
      return;
    }
    if (node && typeof node === 'object') {
      for (const [key, inner] of Object.entries(node)) {
        if (NOT_WORDS.has(key)) continue;
        visit(inner, at ? `${at}.${key}` : key, key);
      }
    }
  };
  visit(value, path, '');
  return out;
}

/** Runs of digits in a text (`DKK 40,000` -> `40,000`; `1-2 days` -> `1`, `2`), as written. */
export function figuresOf(text: string): string[] {
  return [...text.matchAll(/\d+(?:[.,]\d+)*/g)].map((match) => match[0]);
}

/** `a.b[k1].c[0]` -> `['a', 'b', { key: 'k1' }, 'c', { key: '0' }]`. */
function pathSegments(path: string): (string | { key: string })[] {
  return [...path.matchAll(/([^.[\]]+)|\[([^\]]*)\]/g)].map((match) => (match[2] !== undefined ? { key: match[2] } : match[1]!));
}

/**
 * A copy of `document` with the texts of `strings` written at their paths, the inverse of
 * {@link translationStrings}: array items are found by `_key`, or by position for arrays of
 * plain strings. Everything else (ids, references, figures, codes) is the source's.
 * @throws when a path does not lead to a string of the source, so a stale translation fails
 *   the seed instead of being dropped.
 */
export function applyTranslationStrings<T>(document: T, strings: Readonly<Record<string, string>>): T {
  const copy = structuredClone(document);
  for (const [path, text] of Object.entries(strings)) {
    const segments = pathSegments(path);
    let parent: unknown = copy;
    for (const [i, segment] of segments.entries()) {
      const last = i === segments.length - 1;
      const container = parent as Record<string, unknown> | unknown[];
      let slot: string | number;
      if (typeof segment === 'string') slot = segment;
      else if (Array.isArray(container)) {
        const byKey = container.findIndex((item) => (item as { _key?: unknown } | null)?._key === segment.key);
        slot = byKey >= 0 ? byKey : Number(segment.key);
      } else slot = Number.NaN;
      const value = (container as Record<string | number, unknown>)?.[slot];
      if (value === undefined || (last && typeof value !== 'string')) throw new Error(`Translation path ${path} leads to no text of the source document`);
      if (last) (container as Record<string | number, unknown>)[slot] = text;
      else parent = value;
    }
  }
  return copy;
}
