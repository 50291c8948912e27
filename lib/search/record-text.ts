/**
 * The text of one page as its search record holds it, collected in page order while the page's
 * data is read as its template's declaration says (`./text-declaration.ts`).
 */

/** Portable Text as the queries return it: blocks of spans (`components/sections/portable-text.tsx` renders them). */
export type PortableTextBlocks = readonly { _type?: string; style?: string; children?: readonly { text?: string }[] }[] | null | undefined;

/** Where a page's texts go: its `<h1>`, its other headings and the rest, each in page order. */
export interface PageText {
  /** The page's `<h1>`; the last one given wins (a page has one). */
  title(text: string | null | undefined): void;
  /** An h2–h6, a FAQ question or a card title; empty texts are left out. */
  heading(text: string | null | undefined): void;
  /** Paragraphs, list items, labels and values, each its own line; empty texts are left out. */
  text(...texts: (string | null | undefined)[]): void;
  /** Rich text: its headings as headings, its paragraphs, quotes and list items as text. */
  portableText(blocks: PortableTextBlocks): void;
}

/** What a {@link PageText} collected. */
export type CollectedText = { title: string; headings: string[]; text: string };

/**
 * Collapses HTML's whitespace (spaces, tabs and line breaks, not a no-break space) as a browser
 * shows the text, and trims it: a number formatted with a no-break space keeps it.
 */
export function normalizeText(text: string): string {
  return text.replace(/[ \t\n\f\r]+/g, ' ').trim();
}

/** The styles `portable-text.tsx` renders as headings (h1–h3 as h3, h4–h6 as h4). */
const HEADING_STYLES = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** A {@link PageText} and what it collected so far. */
export function collectPageText(): PageText & { collected(): CollectedText } {
  let title = '';
  const headings: string[] = [];
  const lines: string[] = [];
  const add = (list: string[], text: string | null | undefined) => {
    const normal = normalizeText(text ?? '');
    if (normal) list.push(normal);
  };
  const page: PageText = {
    title: (text) => {
      title = normalizeText(text ?? '');
    },
    heading: (text) => add(headings, text),
    text: (...texts) => texts.forEach((text) => add(lines, text)),
    portableText: (blocks) => {
      for (const block of blocks ?? []) {
        // Other block types (images, embeds) have no renderer and show nothing.
        if (block._type !== undefined && block._type !== 'block') continue;
        const text = (block.children ?? []).map((child) => child.text ?? '').join('');
        if (HEADING_STYLES.has(block.style ?? '')) page.heading(text);
        else page.text(text);
      }
    },
  };
  return { ...page, collected: () => ({ title, headings: [...headings], text: lines.join('\n') }) };
}

/**
 * Every `_id` in `data` (the documents a page's loaders returned: the page, its FAQs, pricing
 * items, slides, service cards), sorted, each once. Ids of documents a query projects without
 * `_id` (the home page, the privacy policy, the countries of a region) are not there to find.
 */
export function documentIdsIn(...data: unknown[]): string[] {
  const ids = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '_id' && typeof value === 'string') ids.add(value);
        else visit(value);
      }
    }
  };
  data.forEach(visit);
  return [...ids].sort();
}
