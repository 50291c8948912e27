import { decodeHTML } from 'entities';

/** Elements whose content is never text a visitor should see. */
const SKIPPED_ELEMENTS = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math', 'textarea', 'title']);
/** Elements that separate words: their tags turn into a space, so `a<br>b` reads `a b`. */
const BREAKING_ELEMENTS = new Set([
  'br', 'p', 'div', 'li', 'ul', 'ol', 'tr', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'section', 'article', 'hr',
]);

/**
 * Turns a fragment of WordPress-rendered HTML (`title.rendered`, `excerpt.rendered`) into plain
 * text: tags and comments are removed, the content of `<script>`, `<style>` and similar elements
 * is dropped, entities are decoded with the `entities` library (`Caf&eacute; &amp; <b>Bar</b>`
 * -> `Café & Bar`) and whitespace is collapsed.
 *
 * The scanner follows the HTML tokeniser's rules for where a tag starts (`<` followed by a
 * letter, `/`, `!` or `?`) and ends (the first `>` outside a quoted attribute value), so a lone
 * `<` in text (`a < b`) is kept. The result is text for React to escape, never markup.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  let text = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    const next = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (!/[a-zA-Z/!?]/.test(next)) {
      text += '<';
      i = lt + 1;
      continue;
    }
    const tagEnd = findTagEnd(html, lt + 1);
    const name = /^\/?([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(lt + 1, tagEnd))?.[1]?.toLowerCase() ?? '';
    const closing = next === '/';
    i = tagEnd + 1;
    if (!closing && SKIPPED_ELEMENTS.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, i);
      i = close === -1 ? html.length : findTagEnd(html, close + 1) + 1;
      continue;
    }
    if (BREAKING_ELEMENTS.has(name)) text += ' ';
  }
  return decodeHTML(text).replace(/\s+/g, ' ').trim();
}

/**
 * Index of the `>` ending the tag whose name starts at `from` (or the end of the input). A quote
 * right after `=` opens an attribute value, inside which `>` does not end the tag.
 */
function findTagEnd(html: string, from: number): number {
  let quote: string | null = null;
  let afterEquals = false;
  for (let j = from; j < html.length; j++) {
    const c = html[j] ?? '';
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '>') {
      return j;
    } else if (afterEquals && (c === '"' || c === "'")) {
      quote = c;
      afterEquals = false;
    } else if (c === '=') {
      afterEquals = true;
    } else if (!/\s/.test(c)) {
      afterEquals = false;
    }
  }
  return html.length;
}
