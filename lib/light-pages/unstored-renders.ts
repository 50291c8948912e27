import { processSingleton } from '../process/singleton';

/** How long a note waits for its page to be stored (ms): longer than any render. */
const RENDER_WINDOW_MS = 60_000;

/** A render that used a query's last good result: its page's implicit tags, and when (epoch ms). */
type Note = { tags: readonly string[]; at: number };

// One per process: the cache handler is built apart from the server bundles (`.build/cache-handler.cjs`),
// so it shares no module instance with the content layer that writes the notes.
function notes(): Note[] {
  return processSingleton('unstored-renders', (): Note[] => []);
}

/**
 * Notes that the page with implicit tags `renderTags` (from `./render-tags.ts`) is being rendered
 * with a query's last good result (`lib/content/sanity-source.ts`), so that it is served to its
 * visitor but not stored: stored, it would look current, and stay until the next publish.
 */
export function noteLastGoodRender(renderTags: readonly string[], now: number = Date.now()): void {
  const list = notes();
  while (list.length > 0 && now - (list[0]?.at ?? now) > RENDER_WINDOW_MS) list.shift();
  list.push({ tags: renderTags, at: now });
}

/**
 * Whether a page about to be stored, with cache tags `pageTags` (its `x-next-cache-tags`), was
 * rendered with a last good result in the last minute: every implicit tag of a note, its own
 * path's among them, is among the page's. The notes it matches are taken, so the page's next
 * render, with the lake's answers, is stored.
 */
export function takeLastGoodRender(pageTags: readonly string[], now: number = Date.now()): boolean {
  const list = notes();
  let taken = false;
  for (let i = list.length - 1; i >= 0; i--) {
    const note = list[i];
    if (!note || now - note.at > RENDER_WINDOW_MS || !note.tags.every((tag) => pageTags.includes(tag))) continue;
    list.splice(i, 1);
    taken = true;
  }
  return taken;
}
