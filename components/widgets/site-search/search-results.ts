/**
 * The searching half of the site search, built by `scripts/build-enhance.ts` into `/search.js`
 * and imported by `./enhance.ts` when a visitor opens the search. As the visitor types it asks
 * `/api/search` (`app/api/search/route.ts`) once per pause of {@link DEBOUNCE_MS}, for the pages
 * of the page's `<html lang>`, and shows the results; a newer keystroke cancels the request
 * under way. ArrowDown/ArrowUp move between the field and the results; Enter opens the first
 * result once the results of the words typed are shown, and otherwise submits the form to the
 * results page.
 */

import { SiteSearchContract } from './contract';
import { fillStatus, RESULT_CLASSES, type SearchResult } from './result-markup';

/** The wait after the last keystroke before searching (ms). */
const DEBOUNCE_MS = 150;

/** What `/api/search` answers with 200. */
type SearchAnswer = { query: string; total: number; results: SearchResult[] };

function resultItem(result: SearchResult): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = result.url;
  link.className = RESULT_CLASSES.link;
  const title = document.createElement('span');
  title.className = RESULT_CLASSES.title;
  title.textContent = result.title;
  const excerpt = document.createElement('span');
  excerpt.className = RESULT_CLASSES.excerpt;
  // Text nodes and <mark>s: the excerpt is never parsed as HTML.
  excerpt.append(...result.excerpt.map((part, index) => (index % 2 === 1 ? Object.assign(document.createElement('mark'), { textContent: part }) : part)));
  link.append(title, excerpt);
  item.append(link);
  return item;
}

/**
 * The answer of `/api/search` for `query` in `language`.
 * @throws Error when it does not answer 200; the signal's reason when aborted
 */
async function ask(query: string, language: string, signal: AbortSignal): Promise<SearchAnswer> {
  const response = await fetch(`/api/search?${new URLSearchParams({ q: query, locale: language })}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`/api/search answered ${response.status}`);
  return (await response.json()) as SearchAnswer;
}

/** Arrow keys move between the field and the result links. */
function wireArrows(root: HTMLElement, input: HTMLInputElement, list: HTMLOListElement): void {
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = [...list.querySelectorAll<HTMLAnchorElement>('a')];
    if (all.length === 0) return;
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.target !== input && index === -1) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    if (next < 0) input.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  });
}

/**
 * Wires the search field, status line and results list inside `root` (markup: `./SiteSearch.tsx`,
 * names in `./contract.ts`).
 * @throws nothing: when the search cannot answer, the status line says search is unavailable
 */
export async function attachSearch(root: HTMLElement): Promise<void> {
  const input = root.querySelector<HTMLInputElement>(SiteSearchContract.InputSelector);
  const status = root.querySelector<HTMLElement>(SiteSearchContract.StatusSelector);
  const list = root.querySelector<HTMLOListElement>(SiteSearchContract.ResultsSelector);
  if (!input || !status || !list) return;
  const label = (name: string) => status.getAttribute(name) ?? '';
  const language = document.documentElement.lang || 'en';
  const plural = new Intl.PluralRules(language);
  root.querySelector(SiteSearchContract.FormSelector)?.addEventListener('submit', (event) => {
    if (list.getAttribute(SiteSearchContract.DataQuery) !== input.value.trim()) return;
    const first = list.querySelector('a');
    if (!first) return;
    event.preventDefault();
    first.click();
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | undefined;
  const show = (answer: SearchAnswer) => {
    list.replaceChildren(...answer.results.map(resultItem));
    list.setAttribute(SiteSearchContract.DataQuery, answer.query);
    const template = label(answer.total === 0 ? SiteSearchContract.DataStatusNone : plural.select(answer.total) === 'one' ? SiteSearchContract.DataStatusOne : SiteSearchContract.DataStatusOther);
    status.textContent = fillStatus(template, { count: String(answer.total), query: answer.query });
  };
  const run = async () => {
    const query = input.value.trim().replace(/\s+/g, ' ');
    running?.abort();
    if (!query) {
      list.replaceChildren();
      list.removeAttribute(SiteSearchContract.DataQuery);
      status.textContent = '';
      return;
    }
    const controller = (running = new AbortController());
    try {
      show(await ask(query, language, controller.signal));
    } catch {
      if (!controller.signal.aborted) status.textContent = label(SiteSearchContract.DataStatusUnavailable);
    }
  };
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), DEBOUNCE_MS);
  });
  if (input.value.trim() && list.getAttribute(SiteSearchContract.DataQuery) !== input.value.trim()) void run();
  wireArrows(root, input, list);
}
