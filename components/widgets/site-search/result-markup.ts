/**
 * The classes of a search result, shared by the server's markup (`./SearchResultItem.tsx`, on
 * the results page) and the one `./search-results.ts` builds as the visitor types, so both look
 * alike.
 */
export const RESULT_CLASSES = {
  link: 'block rounded-xl border border-border px-4 py-3 hover:border-accent hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
  title: 'block font-semibold text-primary',
  excerpt: 'mt-1 block text-sm text-muted-foreground [&_mark]:bg-accent/25 [&_mark]:text-foreground',
} as const;

/** A result as `/api/search` answers it and the results page renders it: excerpt parts at odd indexes are matches. */
export type SearchResult = { url: string; title: string; excerpt: string[] };

/** Fills `{name}` placeholders of a status text (`{count}`, `{query}`). */
export function fillStatus(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}
