/** Public URL of the bundle `scripts/build-enhance.ts` builds from `components/widgets/enhance.ts`. */
export const ENHANCE_SCRIPT_SRC = '/enhance.js';

/**
 * Loads the widgets' progressive-enhancement script (`components/widgets/enhance.ts`) as an async
 * module: it never blocks rendering. `async` also makes it a React 19 hoistable resource, so
 * React loads it when it renders a page on the client, as it does for the 404s Next renders
 * itself (`next dev`, `notFound()`: an empty shell rendered from the RSC payload,
 * vercel/next.js#62228; in production `proxy.ts` serves the prerendered 404 instead). The script
 * waits for the DOM.
 */
export function EnhanceScript() {
  return <script async type="module" src={ENHANCE_SCRIPT_SRC} />;
}
