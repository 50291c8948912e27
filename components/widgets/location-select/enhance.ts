import { LocationSelectContract } from './contract';

/**
 * The hero's location dropdown (docs/requirements.md, §2 Home, §4 Location choice): choosing a location stores
 * its slug in localStorage (`selectedLocation`) and opens `/{slug}` in the page's locale.
 *
 * Markup (`./LocationSelect.tsx`, names in `./contract.ts`):
 * `select[data-enhance="location-select"]` whose option values are slugs, with
 * `data-path-prefix` the locale prefix of paths (`""` for English, `"/da"` for Danish).
 */
export function enhanceLocationSelect(root: HTMLElement): void {
  if (!(root instanceof HTMLSelectElement)) return;
  const select = root;
  const prefix = select.getAttribute(LocationSelectContract.DataPathPrefix) ?? '';
  select.addEventListener('change', () => {
    const slug = select.value;
    if (!slug) return;
    try {
      window.localStorage.setItem(LocationSelectContract.SelectedLocationKey, slug);
    } catch {
      // Storage can be unavailable (private mode, blocked cookies); navigation still works.
    }
    // Content pages have no client router: a full page load is the navigation.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${prefix}/${slug}`);
  });
  // Back/forward cache: the restored page offers the prompt again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) select.value = '';
  });
}
