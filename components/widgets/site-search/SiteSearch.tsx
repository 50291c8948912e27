import { Search, X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/seo/metadata';
import { MAX_QUERY_LENGTH } from '@/lib/search/limits';
import { fillStatus, type SearchResult } from './result-markup';
import { SearchResultItem } from './SearchResultItem';
import {
  searchCloseAttrs,
  searchFormAttrs,
  searchInputAttrs,
  searchResultsAttrs,
  searchStatusAttrs,
  siteSearchRootAttrs,
} from './contract';

/**
 * What the server found for the results page: the words, how many pages matched, the results
 * listed; `unavailable` when the search could not answer, `limited` when the client had used up
 * its searches for now.
 */
export type SearchFound = { query: string; total: number; results: SearchResult[]; unavailable?: boolean; limited?: boolean };

/** Props of {@link SiteSearch}. */
export type SiteSearchProps = {
  /**
   * `dialog`: the header's search, a modal `<dialog>` every page carries, opened by the header's
   * search link. `inline`: the search form of the `/search` page.
   */
  mode: 'dialog' | 'inline';
  /** The inline search on the results page: the words searched and what the server found. */
  found?: SearchFound;
};

/**
 * Site search: a search field whose results, the pages of the page's language, appear as the
 * visitor types (`/api/search`, from the search records in the site's database, `lib/search`).
 *
 * The form is a plain GET form to `/search`, whose results the server renders
 * (`app/[locale]/search/[query]`), so searching works without JavaScript. `enhance.js`
 * (`./enhance.ts`) opens the dialog, and loads the code that searches as you type
 * (`./search-results.ts`, built to `/search.js`) only then. The texts the script shows are data
 * attributes here, so they come from the locale's messages: `data-status-*` (loading,
 * unavailable, none, one, other; `{count}` and `{query}` are filled in).
 */
export function SiteSearch({ mode, found }: SiteSearchProps) {
  const t = useTranslations('search');
  const locale = useLocale() as Locale;
  const id = `site-search-${mode}`;
  const statusTemplate = !found ? null : found.limited ? t('limited') : found.unavailable ? t('unavailable') : (t.raw(found.total === 0 ? 'results.none' : found.total === 1 ? 'results.one' : 'results.other') as string);
  const body = (
    <>
      <form role="search" action={localizedPath(locale, '/search')} method="get" className="relative flex items-center gap-2" {...searchFormAttrs()}>
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('label')}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute left-4 size-5 text-muted-foreground" />
        <input
          id={`${id}-input`}
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_QUERY_LENGTH}
          defaultValue={found?.query}
          placeholder={t('placeholder')}
          aria-describedby={`${id}-status`}
          aria-controls={`${id}-results`}
          {...searchInputAttrs()}
          className="h-14 w-full rounded-xl border border-border bg-background pr-4 pl-12 [&::-webkit-search-cancel-button]:appearance-none text-base text-foreground shadow-sm placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
        />
        {mode === 'dialog' ? (
          <button
            type="button"
            {...searchCloseAttrs()}
            aria-label={t('close')}
            className="grid size-12 shrink-0 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-primary"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : (
          <button type="submit" className="h-14 shrink-0 rounded-xl bg-primary px-5 font-semibold text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            {t('heading')}
          </button>
        )}
      </form>
      <p
        id={`${id}-status`}
        role="status"
        {...searchStatusAttrs({
          loading: t('loading'),
          unavailable: t('unavailable'),
          none: t.raw('results.none') as string,
          one: t.raw('results.one') as string,
          other: t.raw('results.other') as string,
        })}
        className="mt-3 min-h-5 px-1 text-sm text-muted-foreground"
      >
        {found && statusTemplate ? fillStatus(statusTemplate, { count: String(found.total), query: found.query }) : null}
      </p>
      <ol id={`${id}-results`} {...searchResultsAttrs(found?.query)} aria-label={t('resultsLabel')} className="mt-2 space-y-2">
        {found?.results.map((result) => <SearchResultItem key={result.url} result={result} />)}
      </ol>
    </>
  );
  if (mode === 'inline') {
    return (
      <div {...siteSearchRootAttrs()} className="mx-auto max-w-3xl">
        {body}
      </div>
    );
  }
  return (
    <dialog
      id="site-search"
      {...siteSearchRootAttrs()}
      aria-label={t('label')}
      className={cn(
        'mx-auto mt-16 max-h-[calc(100dvh-8rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-2xl border border-border bg-background p-4 text-foreground shadow-2xl backdrop:bg-primary/60 backdrop:backdrop-blur-sm sm:mt-24 sm:p-6',
      )}
    >
      {body}
    </dialog>
  );
}
