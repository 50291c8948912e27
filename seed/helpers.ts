import type { Faq, Link } from '../lib/content/sanity.types';

/** One Portable Text block as the schema's block arrays store it. */
export type PortableTextBlock = Faq['answer'][number];

/**
 * Small builders that keep the seed readable: deterministic `_key`s, references, links and
 * Portable Text. Ids never contain a dot: Sanity hides dotted ids from public queries.
 */

export { slugify } from '../lib/text/slugify';

/** Adds a deterministic `_key` (position-based, prefixed) to each array item. */
export function keyed<T extends object>(prefix: string, items: readonly T[]): (T & { _key: string })[] {
  return items.map((item, i) => ({ ...item, _key: `${prefix}${i + 1}` }));
}

/** A strong reference to a document id. */
export function ref(id: string): { _type: 'reference'; _ref: string } {
  return { _type: 'reference', _ref: id };
}

/** A `link` object to another page of the site by document id. */
export function pageLink(label: string, pageId: string, style: Link['style'] = 'default'): Link {
  return { _type: 'link', label, kind: 'page', page: ref(pageId), style };
}

/** A `link` object to a path (e.g. `/contact?subject=Crypto`) or https address. */
export function pathLink(label: string, path: string, style: Link['style'] = 'default'): Link {
  return { _type: 'link', label, kind: 'path', path, style };
}

/** A `link` to the contact email (`mailto:`) from Site settings. */
export function emailLink(label: string, style: Link['style'] = 'default'): Link {
  return { _type: 'link', label, kind: 'email', style };
}

/** A `link` to the phone number (`tel:`) from Site settings. */
export function phoneLink(label: string, style: Link['style'] = 'default'): Link {
  return { _type: 'link', label, kind: 'phone', style };
}

/** `/contact?subject=<topic>` for cards and buttons that lead to an enquiry about a topic. */
export function contactAbout(topic: string): string {
  return `/contact?subject=${encodeURIComponent(topic)}`;
}

/** Portable Text blocks from plain paragraphs, with deterministic keys. */
export function paragraphs(prefix: string, texts: readonly string[]): PortableTextBlock[] {
  return texts.map((text, i) => ({
    _type: 'block',
    _key: `${prefix}${i + 1}`,
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: `${prefix}${i + 1}s`, text, marks: [] }],
  }));
}
