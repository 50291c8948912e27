/**
 * Whether this request is a preview: true when Next's draft mode is on, i.e.
 * the browser holds the draft-mode cookie set by `/api/draft-mode/enable` (which the Studio's
 * Presentation tool calls with its secret) and not yet cleared by `/api/draft-mode/disable`.
 * Page loaders pass the answer to `ContentSource.fetch(…, { preview })`, so previews read
 * unpublished changes (`drafts` perspective, uncached) and everyone else the cached published
 * content.
 * @returns `false` outside a request (build-time static generation, scripts, tests) instead of
 *   throwing as `draftMode()` does there.
 */
export async function isPreview(): Promise<boolean> {
  try {
    // Imported when asked, not with this module: Node's own loader (the browser tests', which
    // make search records from content) cannot resolve `next/headers`, a path without extension.
    const { draftMode } = await import('next/headers');
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}
