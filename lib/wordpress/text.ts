import { Parser } from 'htmlparser2';

/** Elements whose content is never text a visitor should see. */
const SKIPPED_ELEMENTS = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math', 'textarea', 'title']);
/** Elements that separate words: their tags turn into a space, so `a<br>b` reads `a b`. */
const BREAKING_ELEMENTS = new Set([
  'br', 'p', 'div', 'li', 'ul', 'ol', 'tr', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'section', 'article', 'hr',
]);

/**
 * Turns a fragment of WordPress-rendered HTML (`title.rendered`, `excerpt.rendered`) into plain
 * text: tags and comments are removed, the content of `<script>`, `<style>` and similar elements
 * is dropped, entities are decoded (`Caf&eacute; &amp; <b>Bar</b>` -> `Café & Bar`) and
 * whitespace is collapsed.
 *
 * htmlparser2 tokenises the fragment as a browser would (a lone `<` in `a < b` is text, a `>`
 * inside a quoted attribute value does not end the tag) and decodes entities with `entities`.
 * The result is text for React to escape, never markup.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  let text = '';
  /** How many skipped elements enclose the current position. */
  let skipped = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED_ELEMENTS.has(name)) skipped++;
        if (BREAKING_ELEMENTS.has(name)) text += ' ';
      },
      onclosetag(name) {
        if (SKIPPED_ELEMENTS.has(name)) skipped = Math.max(0, skipped - 1);
        if (BREAKING_ELEMENTS.has(name)) text += ' ';
      },
      ontext(data) {
        if (skipped === 0) text += data;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return text.replace(/\s+/g, ' ').trim();
}
