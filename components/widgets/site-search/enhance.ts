import { SiteSearchContract } from './contract';

/** What `/search.js` (`./search-results.ts`) exports. */
type SearchModule = { attachSearch: (root: HTMLElement) => Promise<void> };

/** Where the search code is served; a variable, so the bundler leaves the import to the browser. */
const SEARCH_MODULE = '/search.js';

/**
 * Site search, markup in `./SiteSearch.tsx`, names in `./contract.ts`. This part ships in
 * `enhance.js` and only opens and closes; the searching code (`/search.js`) loads when the search
 * is first opened or focused, so pages that are never searched never load it.
 *
 * Dialog mode (`dialog[data-enhance="site-search"]`): every `a[data-search-open]` (the header's
 * link to `/search`) opens it as a modal instead of navigating, as do `/` and Ctrl/⌘+K outside a
 * text field; Escape, the close button and a press on the backdrop close it, and focus returns
 * to the link. Inline mode (`/search`): the code loads when the field is focused.
 */
export function enhanceSiteSearch(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>(SiteSearchContract.InputSelector);
  if (!input) return;
  let attached: Promise<void> | null = null;
  const attach = () => {
    attached ??= (import(SEARCH_MODULE) as Promise<SearchModule>).then((module) => module.attachSearch(root)).catch(() => {
      const status = root.querySelector<HTMLElement>(SiteSearchContract.StatusSelector);
      if (status) status.textContent = status.getAttribute(SiteSearchContract.DataStatusUnavailable) ?? '';
      attached = null;
    });
  };
  // Until `/search.js` has shown results, Enter submits the form to the results page.
  if (!(root instanceof HTMLDialogElement)) {
    input.addEventListener('focus', attach, { once: true });
    if (document.activeElement === input) attach();
    return;
  }
  const dialog = root;
  let opener: HTMLElement | null = null;
  const open = (from: HTMLElement | null) => {
    if (dialog.open) return;
    opener = from;
    dialog.showModal();
    input.focus();
    input.select();
    attach();
  };
  for (const link of document.querySelectorAll<HTMLAnchorElement>(SiteSearchContract.OpenSelector)) {
    link.setAttribute('aria-haspopup', 'dialog');
    link.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      open(link);
    });
  }
  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement | null;
    const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
    if ((event.key === '/' && !typing && !event.metaKey && !event.ctrlKey) || (event.key === 'k' && (event.metaKey || event.ctrlKey))) {
      event.preventDefault();
      open(null);
    }
  });
  dialog.querySelector(SiteSearchContract.CloseSelector)?.addEventListener('click', () => dialog.close());
  // In a search field Chrome's Escape first clears the text; here it closes, as in any dialog.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    dialog.close();
  });
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => opener?.focus());
}
