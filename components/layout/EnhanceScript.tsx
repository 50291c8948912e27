/** Public URL of the bundle built by `scripts/build-enhance.ts` from `components/enhance/`. */
export const ENHANCE_SCRIPT_SRC = '/enhance.js';

/**
 * Loads the progressive-enhancement script (`components/enhance/`) as an async module: it never
 * blocks rendering. `async` also makes it a React 19 hoistable resource, so React loads it when
 * it renders a page on the client, as it does for the 404s Next renders itself (`next dev`,
 * `notFound()`: an empty shell rendered from the RSC payload, vercel/next.js#62228; in
 * production `proxy.ts` serves the prerendered 404 instead). The script waits for the DOM.
 */
export function EnhanceScript() {
  return <script async type="module" src={ENHANCE_SCRIPT_SRC} />;
}
