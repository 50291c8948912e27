/**
 * Logs the path a visitor tried to open (docs/requirements.md, §2 Not-found page) as a console warning: the page
 * works as intended, and Lighthouse counts console errors against it.
 *
 * Markup (names in `./contract.ts`): any element `[data-enhance="missing-path"]` on the 404 page
 * (`components/templates/NotFoundTemplate.tsx`, `app/not-found.tsx`).
 */
export function enhanceMissingPath(): void {
  console.warn('404 Error: User attempted to access non-existent route:', window.location.pathname);
}
