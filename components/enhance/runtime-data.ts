/**
 * The data `scripts/strip-runtime.ts` leaves on a form page for `./runtime.ts`: a
 * `<script type="application/json" id="next-runtime">` holding a {@link DeferredRuntime}.
 */
export const RUNTIME_DATA_ID = 'next-runtime';

/** Next's script chunks of one page, in document order. */
export type DeferredRuntime = {
  /** Same-origin `src` paths (`/_next/static/chunks/…js`), each loaded as an async script. */
  scripts: string[];
};
