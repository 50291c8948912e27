import { Parser } from 'htmlparser2';

/** A tag to cut out of the HTML: its [start, end) character range. */
type Cut = { start: number; end: number };

const NEXT_ASSET = /^\/_next\//;
/** Inline scripts Next.js writes: the RSC payload (`self.__next_f`) and Turbopack's bootstrap. */
const NEXT_INLINE = /^\s*(\(self\.__next_f\s*=|self\.__next_f\.push\(|\(globalThis\["TURBOPACK"\])/;

/**
 * Removes the Next.js runtime (script chunks, their preloads, the inline bootstrap and the RSC
 * payload) from one prerendered page, leaving the rest of the HTML byte for byte.
 *
 * @param html - a page as `next build` wrote it
 * @returns the stripped page, or `null` when the page has a `<form>` and must keep React
 * @throws Error when the page has an inline script that is neither JSON-LD nor Next's own
 */
export function stripRuntime(html: string): string | null {
  const cuts: Cut[] = [];
  let hasForm = false;
  let script: { start: number; inline: boolean; type: string; text: string } | null = null;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'form') hasForm = true;
        if (name === 'link' && attributes.rel === 'preload' && attributes.as === 'script' && NEXT_ASSET.test(attributes.href ?? '')) {
          cuts.push({ start: parser.startIndex, end: parser.endIndex + 1 });
        }
        if (name === 'script') {
          const src = attributes.src;
          if (src !== undefined) {
            if (NEXT_ASSET.test(src)) script = { start: parser.startIndex, inline: false, type: '', text: '' };
          } else {
            script = { start: parser.startIndex, inline: true, type: attributes.type ?? '', text: '' };
          }
        }
      },
      ontext(text) {
        if (script) script.text += text;
      },
      onclosetag(name) {
        if (name !== 'script' || !script) return;
        const current = script;
        script = null;
        const end = parser.endIndex + 1;
        if (!current.inline) {
          cuts.push({ start: current.start, end });
        } else if (NEXT_INLINE.test(current.text)) {
          cuts.push({ start: current.start, end });
        } else if (current.type !== 'application/ld+json') {
          throw new Error(`strip-runtime: unknown inline script: ${current.text.slice(0, 80)}`);
        }
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);

  if (hasForm) return null;
  let result = '';
  let position = 0;
  for (const cut of cuts.sort((a, b) => a.start - b.start)) {
    result += html.slice(position, cut.start);
    position = cut.end;
  }
  return result + html.slice(position);
}
