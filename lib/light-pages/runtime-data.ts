/**
 * The data the runtime stripper (`./strip.ts`, run by `scripts/strip-runtime.ts` and the cache
 * handler) leaves on a form page for the browser loader that brings React on first use
 * (`components/widgets/react-on-intent.ts`): a `<script type="application/json" id="next-runtime">`
 * holding a {@link DeferredRuntime}. It lives in `lib/` because both sides read it, and the
 * dependency rule lets components import lib, never the reverse.
 */
export const RUNTIME_DATA_ID = 'next-runtime';

/** Next's script chunks of one page, in document order, and what its inline bootstrap queued. */
export type DeferredRuntime = {
  /** Same-origin `src` paths (`/_next/static/chunks/…js`), each loaded as an async script. */
  scripts: string[];
  /**
   * The entries Next's inline bootstrap pushed to `globalThis.TURBOPACK` (Turbopack's chunk list
   * and runtime modules). The page ships no inline script (a strict CSP): the
   * loader pushes them itself, with `self.__next_f.push([0])`, before adding the chunks.
   */
  turbopack: unknown[];
};
