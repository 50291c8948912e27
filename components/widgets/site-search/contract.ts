import { WidgetContract } from '../contract';

/** The site search's names (`./SiteSearch.tsx`, `./enhance.ts`, `./search-results.ts`). */
export enum SiteSearchContract {
  /**
   * `data-enhance` on the root: the `<dialog>`, or the inline search's wrapper on `/search`; the
   * registry's key.
   */
  Name = 'site-search',
  /** On the header's link to `/search`: once enhanced it opens the search dialog instead. */
  DataOpen = 'data-search-open',
  /** The search form: a GET form to `/search`; once the results of the words typed are shown, submitting it opens the first. */
  DataForm = 'data-search-form',
  /** The search field. */
  DataInput = 'data-search-input',
  /** The dialog's close button. */
  DataClose = 'data-search-close',
  /** The status line (`role="status"`), which carries the texts below. */
  DataStatus = 'data-search-status',
  /** On the status line: shown while the search code loads. */
  DataStatusLoading = 'data-status-loading',
  /** On the status line: shown when the search code cannot load or the search cannot answer. */
  DataStatusUnavailable = 'data-status-unavailable',
  /** On the status line: shown for no result; `{query}` is filled in. */
  DataStatusNone = 'data-status-none',
  /** On the status line: shown for one result; `{count}` and `{query}` are filled in. */
  DataStatusOne = 'data-status-one',
  /** On the status line: shown for several results; `{count}` and `{query}` are filled in. */
  DataStatusOther = 'data-status-other',
  /** The results list. */
  DataResults = 'data-search-results',
  /** On the results list: the query its results are for (the server's on the results page, then `./search-results.ts`'s). */
  DataQuery = 'data-query',

  // Selectors of the marked elements, for the enhancer, the tests and scripts/lib.
  OpenSelector = `a[${DataOpen}]`,
  FormSelector = `[${DataForm}]`,
  InputSelector = `[${DataInput}]`,
  CloseSelector = `[${DataClose}]`,
  StatusSelector = `[${DataStatus}]`,
  ResultsSelector = `[${DataResults}]`,
}

/** Attributes of the search's root. */
export function siteSearchRootAttrs() {
  return { [WidgetContract.DataEnhance]: SiteSearchContract.Name } as const;
}

/** Marks the header's link to `/search`. */
export function searchOpenAttrs() {
  // The enhancer adds `aria-haspopup` before React hydrates this markup (`next dev`; form pages
  // once React loads): React keeps the DOM's attribute without a mismatch warning.
  return { [SiteSearchContract.DataOpen]: '', suppressHydrationWarning: true } as const;
}

/** Marks the search form. */
export function searchFormAttrs() {
  return { [SiteSearchContract.DataForm]: '' } as const;
}

/** Marks the search field. */
export function searchInputAttrs() {
  return { [SiteSearchContract.DataInput]: '' } as const;
}

/** Marks the dialog's close button. */
export function searchCloseAttrs() {
  return { [SiteSearchContract.DataClose]: '' } as const;
}

/** Attributes of the status line: the mark and the texts it shows, from the locale's messages. */
export function searchStatusAttrs(texts: { loading: string; unavailable: string; none: string; one: string; other: string }) {
  return {
    [SiteSearchContract.DataStatus]: '',
    [SiteSearchContract.DataStatusLoading]: texts.loading,
    [SiteSearchContract.DataStatusUnavailable]: texts.unavailable,
    [SiteSearchContract.DataStatusNone]: texts.none,
    [SiteSearchContract.DataStatusOne]: texts.one,
    [SiteSearchContract.DataStatusOther]: texts.other,
  } as const;
}

/** Marks the results list. */
export function searchResultsAttrs(query?: string) {
  return { [SiteSearchContract.DataResults]: '', ...(query === undefined ? {} : { [SiteSearchContract.DataQuery]: query }) } as const;
}
