/**
 * The searching half of the site search (issue 16, part 1), built by `scripts/build-enhance.ts`
 * into `/search.js` and imported by `./enhance.ts` when a visitor opens the search. It loads
 * Pagefind's own client (`/pagefind/pagefind.js`, written by `scripts/build-search-index.ts`)
 * and the list of the index's shards (`/pagefind/shards.json`, `lib/search/index-store.ts`):
 * the first shard with an index in the page's `<html lang>` is Pagefind's primary index, the
 * others are merged into it (`mergeIndex`), so results are pages in the visitor's language,
 * ranked together, and link within it. Results appear as the visitor types (Pagefind debounces at
 * 120 ms); ArrowDown/ArrowUp move between the field and the results, Enter opens the first one.
 */

import { SiteSearchContract } from './contract';

/** The part of Pagefind's client API used here (https://pagefind.app/docs/api/). */
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  mergeIndex: (indexPath: string) => Promise<void>;
  debouncedSearch: (query: string, options?: object, ms?: number) => Promise<{ results: { data: () => Promise<PagefindResult> }[] } | null>;
};

type PagefindResult = {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results: { url: string; title: string; excerpt: string; locations: number[] }[];
};

const PAGEFIND = '/pagefind/pagefind.js';
/** The index's shards, as `lib/search/index-store.ts` lists them. */
const SHARDS = '/pagefind/shards.json';
type ShardList = { shards: { id: string; languages: string[] }[] };

/**
 * Pagefind's client with every shard that indexes `language` loaded.
 * @throws Error when the client, the list or a shard cannot load, or no shard has the language
 */
async function loadPagefind(language: string): Promise<Pagefind> {
  const [pagefind, list] = await Promise.all([
    import(PAGEFIND) as Promise<Pagefind>,
    fetch(SHARDS).then((response) => {
      if (!response.ok) throw new Error(`${SHARDS} answered ${response.status}`);
      return response.json() as Promise<ShardList>;
    }),
  ]);
  const [primary, ...merged] = list.shards.filter((shard) => shard.languages.includes(language)).map((shard) => `/pagefind/${shard.id}/`);
  if (!primary) throw new Error(`No search index in ${language}`);
  await pagefind.options({ basePath: primary, excerptLength: 22 });
  await pagefind.init();
  await Promise.all(merged.map((indexPath) => pagefind.mergeIndex(indexPath)));
  return pagefind;
}
/** Results shown at once; Pagefind ranks them. */
const SHOWN = 8;

/** Pagefind's excerpts mark matches with `<mark>`; anything else that looks like a tag is text. */
function safeExcerpt(excerpt: string): string {
  return excerpt.replace(/&(?!(?:[a-z]+|#\d+);)/gi, '&amp;').replace(/<(?!\/?mark>)/g, '&lt;');
}

function resultItem(result: PagefindResult): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  // The section of the page with the most matches, when they are under a heading with a real
  // anchor (a pricing category, a FAQ section; not React's generated `_S_1_` ids): the link goes
  // straight there. Pagefind lists sections in page order, so the best is chosen here.
  const section = result.sub_results
    .filter((sub) => /#[a-z]/i.test(sub.url))
    .reduce<PagefindResult['sub_results'][number] | undefined>((best, sub) => (!best || sub.locations.length > best.locations.length ? sub : best), undefined);
  link.href = section?.url ?? result.url;
  link.className =
    'block rounded-xl border border-border px-4 py-3 hover:border-accent hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring';
  const title = document.createElement('span');
  title.className = 'block font-semibold text-primary';
  title.textContent = section && section.title !== result.meta.title ? `${result.meta.title ?? ''} › ${section.title}` : (result.meta.title ?? result.url);
  const excerpt = document.createElement('span');
  excerpt.className = 'mt-1 block text-sm text-muted-foreground [&_mark]:bg-accent/25 [&_mark]:text-foreground';
  excerpt.innerHTML = safeExcerpt(section?.excerpt ?? result.excerpt);
  link.append(title, excerpt);
  item.append(link);
  return item;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/**
 * Wires the search field, status line and results list inside `root` (markup: `./SiteSearch.tsx`,
 * names in `./contract.ts`).
 * @throws nothing: when Pagefind cannot load (no index in `next dev`, offline), the status line
 *   says search is unavailable
 */
export async function attachSearch(root: HTMLElement): Promise<void> {
  const input = root.querySelector<HTMLInputElement>(SiteSearchContract.InputSelector);
  const status = root.querySelector<HTMLElement>(SiteSearchContract.StatusSelector);
  const list = root.querySelector<HTMLOListElement>(SiteSearchContract.ResultsSelector);
  if (!input || !status || !list) return;
  const label = (name: string) => status.getAttribute(name) ?? '';
  status.textContent = label(SiteSearchContract.DataStatusLoading);
  let pagefind: Pagefind;
  try {
    pagefind = await loadPagefind(document.documentElement.lang || 'en');
    status.textContent = '';
  } catch {
    status.textContent = label(SiteSearchContract.DataStatusUnavailable);
    return;
  }
  const plural = new Intl.PluralRules(document.documentElement.lang || 'en');
  /** Enter was pressed before the results of the text typed arrived: open the first when they do. */
  let openWhenShown = false;
  root.querySelector(SiteSearchContract.FormSelector)?.addEventListener('submit', () => {
    if (list.getAttribute(SiteSearchContract.DataQuery) === input.value.trim()) list.querySelector('a')?.click();
    else openWhenShown = true;
  });
  const run = async () => {
    const query = input.value.trim();
    if (!query) {
      list.replaceChildren();
      list.removeAttribute(SiteSearchContract.DataQuery);
      status.textContent = '';
      return;
    }
    const search = await pagefind.debouncedSearch(query, {}, 120);
    if (!search) return; // a newer keystroke superseded this search
    const results = await Promise.all(search.results.slice(0, SHOWN).map((result) => result.data()));
    if (input.value.trim() !== query) return;
    list.replaceChildren(...results.map(resultItem));
    list.setAttribute(SiteSearchContract.DataQuery, query);
    if (openWhenShown) {
      openWhenShown = false;
      list.querySelector('a')?.click();
    }
    const count = search.results.length;
    const template = label(count === 0 ? SiteSearchContract.DataStatusNone : plural.select(count) === 'one' ? SiteSearchContract.DataStatusOne : SiteSearchContract.DataStatusOther);
    status.textContent = fill(template, { count: String(count), query });
  };
  input.addEventListener('input', () => void run());
  if (input.value.trim()) void run();

  const links = () => [...list.querySelectorAll<HTMLAnchorElement>('a')];
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    if (all.length === 0) return;
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.target !== input && index === -1) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    if (next < 0) input.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  });
}
