import { NOT_WORDS } from '../i18n/translation-strings';
import { escapeXml, hasWords, protectFigures } from './figures';
import { plainText, tokenize } from './xml';

/** Where a value sits in a document: object keys and array indexes from the root. */
export type FieldPath = readonly (string | number)[];

/** The texts of a document to translate, and how to put their translations back. */
export interface FieldWalk<T> {
  /** One XML text per translatable field or Portable Text block, in document order. */
  texts: string[];
  /** Where each text came from, index for index with `texts`. */
  paths: FieldPath[];
  /**
   * A copy of the document with each text replaced by its translation.
   * @param translated - DeepL's answer for each of `texts`, same order and length
   * @throws Error when the count differs, or a block's XML lost, repeated or invented a span
   */
  apply(translated: readonly string[]): T;
}

// Keys whose string values are identifiers, addresses or settings, never prose, beyond NOT_WORDS
// (the fields no translation changes: system fields, slugs, links, fact names and kinds,
// currencies, units, link kinds), which the walk skips too.
const NEVER_TEXT_KEYS = new Set(['_strengthenOnPublish', 'email', 'phone', 'code', 'color', 'date', 'publishedAt']);
// Object types that hold no prose: links to other documents, web addresses, pictures.
const NEVER_TEXT_TYPES = new Set(['reference', 'slug', 'image', 'file', 'geopoint', 'sanity.imageAsset', 'sanity.fileAsset', 'crossDatasetReference']);

type PortableBlock = { _type: 'block'; _key?: string; children: Record<string, unknown>[] } & Record<string, unknown>;
type Unit = { path: FieldPath; xml: string; block?: PortableBlock };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isBlock = (value: unknown): value is PortableBlock => isRecord(value) && value._type === 'block' && Array.isArray(value.children);
const isSpan = (child: Record<string, unknown>) => child._type === 'span' && typeof child.text === 'string';
// Values that are addresses, dates or codes even under a key not listed above.
const looksLikeData = (text: string) =>
  /^(?:[a-z][a-z\d+.-]*:(?=\S)|\/|#|www\.)/i.test(text) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) || /^\d{4}-\d{2}-\d{2}/.test(text);

const attribute = (value: string) => escapeXml(value).replace(/"/g, '&quot;');

/**
 * A Portable Text block as one XML text: each span a `<s k="spanKey">` element (its marks and
 * link stay on the span, so they come back with it), each inline object an empty `<o k="key"/>`,
 * figures in `<x>`.
 */
function blockXml(block: PortableBlock): string {
  return block.children
    .map((child) => (isSpan(child) ? `<s k="${attribute(String(child._key))}">${protectFigures(child.text as string)}</s>` : `<o k="${attribute(String(child._key))}"/>`))
    .join('');
}

/** The block's children rebuilt from its translated XML, spans in the order DeepL put them. */
function rebuildBlock(block: PortableBlock, xml: string): PortableBlock {
  const byKey = new Map(block.children.map((child) => [String(child._key), child]));
  const children: Record<string, unknown>[] = [];
  let current: Record<string, unknown> | null = null;
  // Text DeepL put before the first span belongs to it; text between spans to the one before.
  let pending = '';
  const take = (key: string | null, name: string) => {
    const child = key === null ? undefined : byKey.get(key);
    if (!child) throw new Error(`block ${String(block._key)}: <${name} k="${String(key)}"> is not one of its children, or came back twice`);
    byKey.delete(key as string);
    return child;
  };
  for (const token of tokenize(xml)) {
    if (token.kind === 'text') {
      if (current) current.text = `${current.text as string}${token.text}`;
      else if (children.length > 0 && isSpan(children[children.length - 1] as Record<string, unknown>)) {
        const previous = children[children.length - 1] as Record<string, unknown>;
        previous.text = `${previous.text as string}${token.text}`;
      } else pending += token.text;
    } else if (token.kind === 'open' && token.name === 's') {
      current = { ...take(token.key, 's'), text: pending };
      pending = '';
      children.push(current);
      if (token.selfClosing) current = null;
    } else if (token.kind === 'close' && token.name === 's') {
      current = null;
    } else if (token.kind === 'open' && token.name === 'o') {
      children.push(take(token.key, 'o'));
    }
  }
  const lost = [...byKey.values()].filter((child) => !isSpan(child) || (child.text as string).trim() !== '');
  if (lost.length > 0) throw new Error(`block ${String(block._key)}: the translation lost ${lost.map((child) => String(child._key)).join(', ')}`);
  // Spans that held only white space may be dropped by DeepL; each goes back after the child it
  // followed, so the words on either side stay apart.
  for (const kept of byKey.values()) {
    const before = block.children[block.children.indexOf(kept) - 1];
    children.splice(before ? children.findIndex((child) => child._key === before._key) + 1 : 0, 0, kept);
  }
  if (pending) throw new Error(`block ${String(block._key)}: translated text outside every span`);
  return { ...block, children };
}

function collect(value: unknown, path: FieldPath, key: string | number | null, units: Unit[]): void {
  if (typeof key === 'string' && (NEVER_TEXT_KEYS.has(key) || NOT_WORDS.has(key))) return;
  if (typeof value === 'string') {
    if (hasWords(value) && !looksLikeData(value.trim())) units.push({ path, xml: protectFigures(value) });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, [...path, index], index, units));
    return;
  }
  if (!isRecord(value)) return;
  if (isBlock(value)) {
    if (value.children.some((child) => isSpan(child) && hasWords(child.text as string))) units.push({ path, xml: blockXml(value), block: value });
    return;
  }
  if (typeof value._type === 'string' && NEVER_TEXT_TYPES.has(value._type)) return;
  if ('_ref' in value) return;
  for (const [name, field] of Object.entries(value)) collect(field, [...path, name], name, units);
}

function setAt(root: unknown, path: FieldPath, value: unknown): void {
  let parent = root as Record<string | number, unknown>;
  for (const segment of path.slice(0, -1)) parent = parent[segment] as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = value;
}

/**
 * The translatable texts of a Sanity document (a jurisdiction, service page, region, …) as XML
 * for DeepL's `tag_handling: 'xml'`, and the way back. Strings become one text each; a Portable
 * Text block becomes one text with a `<s>` element per span; figures (fact placeholders, numbers,
 * company types, the brand) are wrapped in `<x>`, to be listed in `ignore_tags`.
 * Never sent: `_`-fields, language, slugs, references, images, web and e-mail addresses, dates,
 * numbers, booleans, settings such as `icon` or `style`, and texts that are figures only.
 * @param document - the English document, as the Content Lake returns it; not modified
 * @returns the texts, their paths and `apply`, which gives a translated copy keeping every
 *   `_key`, mark, link definition and figure
 */
export function walkDocument<T>(document: T): FieldWalk<T> {
  const units: Unit[] = [];
  collect(document, [], null, units);
  return {
    texts: units.map((unit) => unit.xml),
    paths: units.map((unit) => unit.path),
    apply(translated) {
      if (translated.length !== units.length) throw new Error(`expected ${units.length} translations, got ${translated.length}`);
      const copy = structuredClone(document);
      units.forEach((unit, index) => {
        const xml = translated[index] as string;
        setAt(copy, unit.path, unit.block ? rebuildBlock(unit.block, xml) : plainText(xml));
      });
      return copy;
    },
  };
}
