import { Parser } from 'htmlparser2';

/**
 * The text a visitor reads in a page's HTML, as the site search's records must hold it
 * (`lib/search/records.ts`): the headings and text blocks of `<main>`, and the text of the
 * header and footer around it, which no record may hold.
 */

/** Elements whose content is never read: code, templates and the search dialog's markup. */
const SKIPPED = new Set(['script', 'style', 'template', 'dialog']);
/** Inline elements that may sit inside a word (`<strong>Co</strong>mpany`): the others separate words, as a browser lays them out. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'em', 'i', 'mark', 'q', 's', 'small', 'strong', 'sub', 'sup', 'time', 'u', 'wbr']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'summary']);
const BLOCKS = new Set(['p', 'li', 'dt', 'dd', 'td', 'th']);

/** Collapses HTML's whitespace (not a no-break space, which a browser keeps) and trims. */
export function normalizeText(text: string): string {
  return text.replace(/[ \t\n\f\r]+/g, ' ').trim();
}

/** The lowercased letter and number runs of `text`: `"DKK 40,000"` -> `['dkk', '40', '000']`. */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []);
}

/** One open element while walking: whether its content is read, and the texts it collects. */
type Frame = { name: string; read: boolean; collectors: Collector[] };
type Collector = { text: string };

/**
 * Walks `html`, calling `collect(name, ancestors)` at each element that is read (not hidden,
 * not `aria-hidden="true"`, not in a skipped element), which returns a collector for the
 * element's text or nothing; every text node is added to the collectors of the elements around it.
 */
function walk(html: string, collect: (name: string, ancestors: readonly string[]) => Collector | null): void {
  const stack: Frame[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const parent = stack.at(-1);
        const read = (parent?.read ?? true) && !SKIPPED.has(name) && attributes.hidden === undefined && attributes['aria-hidden'] !== 'true';
        const collectors = [...(parent?.collectors ?? [])];
        const own = read ? collect(name, stack.map((frame) => frame.name)) : null;
        if (own) collectors.push(own);
        if (!INLINE.has(name)) for (const collector of collectors) collector.text += ' ';
        stack.push({ name, read, collectors });
      },
      onclosetag(name) {
        const frame = stack.pop();
        if (frame && !INLINE.has(name)) for (const collector of frame.collectors) collector.text += ' ';
      },
      ontext(data) {
        const frame = stack.at(-1);
        if (frame?.read) for (const collector of frame.collectors) collector.text += data;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
}

/**
 * The headings (h1–h6 and `<summary>`) and text blocks (p, li, dt, dd, td, th) of a page's
 * `<main>`, in page order, whitespace-normalized, without hidden content (`hidden`,
 * `aria-hidden="true"`), `<script>`, `<style>`, `<template>` and anything in a `<dialog>`.
 * A block inside another (a list in a list item) is listed on its own and in its parent's text.
 */
export function mainText(html: string): { headings: string[]; blocks: string[] } {
  const headings: Collector[] = [];
  const blocks: Collector[] = [];
  walk(html, (name, ancestors) => {
    if (!ancestors.includes('main')) return null;
    const list = HEADINGS.has(name) ? headings : BLOCKS.has(name) ? blocks : null;
    if (!list) return null;
    const collector = { text: '' };
    list.push(collector);
    return collector;
  });
  const texts = (list: Collector[]) => list.map((collector) => normalizeText(collector.text)).filter(Boolean);
  return { headings: texts(headings), blocks: texts(blocks) };
}

/** The text of each `<header>` and `<footer>` outside `<main>` (the site's chrome), whitespace-normalized. */
export function chromeText(html: string): string[] {
  const parts: Collector[] = [];
  walk(html, (name, ancestors) => {
    if ((name !== 'header' && name !== 'footer') || ancestors.some((a) => a === 'main' || a === 'header' || a === 'footer')) return null;
    const collector = { text: '' };
    parts.push(collector);
    return collector;
  });
  return parts.map((part) => normalizeText(part.text)).filter(Boolean);
}
