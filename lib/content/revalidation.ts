/**
 * Cache tags to refresh when a document changes. Loaders in `lib/content/index.ts` tag each
 * Content Lake fetch with the document types it reads, so a type's tag refreshes every page
 * that shows a document of that type (site settings: every page).
 */
export function tagsForDocument(body: { _type?: unknown }): string[] {
  return typeof body._type === 'string' && /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/.test(body._type) ? [body._type] : [];
}
