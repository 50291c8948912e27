import { Parser } from 'htmlparser2';
import { RUNTIME_DATA_ID, type DeferredRuntime } from './runtime-data';
import { LOCALE_REDIRECT_SCRIPT_ID } from '../i18n/detect';

/** A tag to cut out of the HTML: its [start, end) character range. */
type Cut = { start: number; end: number };


const NEXT_ASSET = /^\/_next\//;
/** The RSC payload Next inlines (`self.__next_f.push([1, "…"])`); the same bytes as the route's `.rsc`. */
const NEXT_PAYLOAD = /^\s*self\.__next_f\.push\(/;
/** Our own inline scripts, kept by `id`: the home page's language detection (docs/requirements.md, §4 Language). */
const OWN_INLINE_SCRIPTS = new Set([LOCALE_REDIRECT_SCRIPT_ID]);
/** Next's inline bootstrap: the `self.__next_f` queue and Turbopack's chunk list (`_R_`). */
const NEXT_BOOTSTRAP = /^\s*(\(self\.__next_f\s*=|\(globalThis\["TURBOPACK"\])/;
/** The queue's start, exactly as Next 16 writes it; anything more is unknown (see below). */
const NEXT_F_START = /^\s*\(self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)\.push\(\[0\]\);?\s*$/;
/** Turbopack's chunk list as Next 16 writes it: one object literal in JSON. */
const TURBOPACK_PUSH = /^\s*\(globalThis\["TURBOPACK"\]\s*\|\|\s*\(globalThis\["TURBOPACK"\]\s*=\s*\[\]\)\)\.push\(([\[{].*[\]}])\);?\s*$/s;

/**
 * What one inline bootstrap script of Next does, as data for `components/widgets/react-on-intent.ts`:
 * `null` for the `self.__next_f` start, else the object it pushes to `globalThis.TURBOPACK`.
 * @throws Error for any other bootstrap (Next's output changed: the loader would miss it)
 */
function bootstrapData(text: string): { turbopack: unknown } | null {
  if (NEXT_F_START.test(text)) return null;
  const turbopack = TURBOPACK_PUSH.exec(text);
  if (turbopack?.[1]) return { turbopack: JSON.parse(turbopack[1]) as unknown };
  throw new Error(`strip-runtime: unknown Next bootstrap script: ${text.slice(0, 80)}`);
}

/**
 * Takes the Next.js runtime off one rendered page, leaving the rest of the HTML byte for byte,
 * as its route declares (`./modes.ts`):
 *
 * - `none` (content pages, the 404): the page loses it all: script chunks, their preloads, the
 *   inline bootstrap and the RSC payload. Its widgets are enhanced by `/enhance.js`.
 * - `on-use` (contact, company formation: React client components) loses the same, but what
 *   the chunks and the inline bootstrap would do is written into
 *   `<script type="application/json" id="next-runtime">` ({@link DeferredRuntime}), and
 *   `components/widgets/react-on-intent.ts` does it, with the payload from the route's `.rsc`, when
 *   the visitor first reaches for a form. Until then the form works as a plain HTML form.
 *
 * Either way the page keeps no inline script but JSON data and ours, so the site's CSP needs
 * no `'unsafe-inline'`.
 *
 * Used after `next build` (`scripts/strip-runtime.ts`) and when Next stores a page it
 * regenerated at run time (`./cache-handler.ts`). Running it again on its own output changes
 * nothing.
 *
 * @param html - a page as Next rendered it
 * @param mode - the route's declared mode
 * @returns the page's new HTML
 * @throws Error when the page has an inline script that is neither JSON, JSON-LD, Next's own nor
 *   one of ours ({@link OWN_INLINE_SCRIPTS})
 *   (Next's output changed shape: better to stop than to ship a half-stripped page)
 */
export function stripRuntime(html: string, mode: 'none' | 'on-use'): string {
  const cuts: Cut[] = [];
  const chunks: DeferredRuntime['scripts'] = [];
  const turbopack: DeferredRuntime['turbopack'] = [];
  const deferred = mode === 'on-use';
  let bodyEnd = -1;
  let script: { start: number; inline: boolean; type: string; id: string; text: string } | null = null;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'link' && attributes.rel === 'preload' && attributes.as === 'script' && NEXT_ASSET.test(attributes.href ?? '')) {
          cuts.push({ start: parser.startIndex, end: parser.endIndex + 1 });
        }
        if (name === 'script') {
          const src = attributes.src;
          if (src !== undefined) {
            if (NEXT_ASSET.test(src)) {
              script = { start: parser.startIndex, inline: false, type: '', id: '', text: '' };
              // Polyfills for browsers without modules: the browsers that run React here never load them.
              if (!('nomodule' in attributes)) chunks.push(src);
            }
          } else {
            script = { start: parser.startIndex, inline: true, type: attributes.type ?? '', id: attributes.id ?? '', text: '' };
          }
        }
      },
      ontext(text) {
        if (script) script.text += text;
      },
      onclosetag(name) {
        if (name === 'body') bodyEnd = parser.startIndex;
        if (name !== 'script' || !script) return;
        const current = script;
        script = null;
        const cut = { start: current.start, end: parser.endIndex + 1 };
        if (!current.inline || NEXT_PAYLOAD.test(current.text)) {
          cuts.push(cut);
        } else if (NEXT_BOOTSTRAP.test(current.text)) {
          cuts.push(cut);
          const data = bootstrapData(current.text);
          if (data) turbopack.push(data.turbopack);
        } else if (current.type !== 'application/ld+json' && current.type !== 'application/json' && !OWN_INLINE_SCRIPTS.has(current.id)) {
          throw new Error(`strip-runtime: unknown inline script: ${current.text.slice(0, 80)}`);
        }
      },
    },
    { decodeEntities: false, lowerCaseAttributeNames: true },
  );
  parser.end(html);

  const inserts: { at: number; text: string }[] = [];
  if (deferred && chunks.length > 0) {
    if (bodyEnd < 0) throw new Error('strip-runtime: a form page without </body>');
    const data: DeferredRuntime = { scripts: chunks, turbopack };
    // `<` never appears raw inside the JSON, so the data cannot close its own script element.
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    inserts.push({ at: bodyEnd, text: `<script type="application/json" id="${RUNTIME_DATA_ID}">${json}</script>` });
  }

  const edits = [...cuts.map((cut) => ({ ...cut, text: '' })), ...inserts.map(({ at, text }) => ({ start: at, end: at, text }))];
  let result = '';
  let position = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    result += html.slice(position, edit.start) + edit.text;
    position = edit.end;
  }
  return result + html.slice(position);
}
