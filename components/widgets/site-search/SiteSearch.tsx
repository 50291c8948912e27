import { Search, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import {
  searchCloseAttrs,
  searchFormAttrs,
  searchInputAttrs,
  searchResultsAttrs,
  searchStatusAttrs,
  siteSearchRootAttrs,
} from './contract';

/** Props of {@link SiteSearch}. */
export type SiteSearchProps = {
  /**
   * `dialog`: the header's search, a modal `<dialog>` every page carries, opened by the header's
   * search link. `inline`: the search form of the `/search` page.
   */
  mode: 'dialog' | 'inline';
};

/**
 * Site search (issue 16, part 1): a search field whose results appear as the visitor types,
 * from the Pagefind index of the built pages in the page's language (`scripts/build-search-index.ts`).
 *
 * The markup is inert until `enhance.js` (`./enhance.ts`) opens it; the code that searches,
 * Pagefind's and ours (`./search-results.ts`, built to `/search.js`), loads only then. The texts
 * the script shows are data attributes here, so they come from the locale's messages:
 * `data-status-*` (loading, unavailable, none, one, other; `{count}` and `{query}` are filled in).
 * Without JavaScript the header's link leads to `/search`, which lists every page.
 */
export function SiteSearch({ mode }: SiteSearchProps) {
  const t = useTranslations('search');
  const id = `site-search-${mode}`;
  const body = (
    <>
      <form role="search" action="#" className="relative flex items-center gap-2" {...searchFormAttrs()}>
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
        ) : null}
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
      />
      <ol id={`${id}-results`} {...searchResultsAttrs()} aria-label={t('resultsLabel')} className="mt-2 space-y-2" />
    </>
  );
  if (mode === 'inline') {
    return (
      <div {...siteSearchRootAttrs()} data-js-only="" className="mx-auto max-w-3xl">
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
