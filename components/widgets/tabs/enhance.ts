import { rovingIndex } from '../roving-index';

/**
 * WAI-ARIA tabs (docs/requirements.md, §2 Pricing page, §4 Pricing tabs): click selects; ArrowLeft/ArrowRight (wrapping),
 * Home and End select and focus a tab. The server renders the first tab selected and the other
 * panels `hidden`; style the selected tab with `aria-selected:` variants.
 *
 * The URL follows: a hash naming an element inside a panel (`/pricing#housing`)
 * or a panel itself opens that panel's tab and scrolls to the element, on load and on
 * `hashchange`; choosing a tab writes its panel's id into the hash (`#pricing-panel-private`),
 * without a history entry or a jump, so the address can be shared.
 *
 * Markup (`./PricingTabs.tsx`, names in `./contract.ts`): a root `[data-enhance="tabs"]` holding
 * `[role="tab"]` buttons whose `aria-controls` name their `[role="tabpanel"]`.
 */
export function enhanceTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
  const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute('aria-controls') ?? '');
  const select = (chosen: HTMLElement) => {
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = panelOf(tab);
      if (panel) panel.hidden = !selected;
    }
  };
  const choose = (tab: HTMLElement) => {
    select(tab);
    const panel = panelOf(tab);
    if (panel) history.replaceState(history.state, '', `#${panel.id}`);
  };
  const openHash = () => {
    let target: HTMLElement | null = null;
    try {
      target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    } catch {
      return;
    }
    if (!target) return;
    const tab = tabs.find((candidate) => panelOf(candidate)?.contains(target));
    if (!tab) return;
    select(tab);
    // A hidden panel could not be scrolled to before; its own id needs no scroll past the tabs.
    if (target === panelOf(tab)) return;
    const element = target;
    // At once, not smoothly (html has scroll-behavior: smooth): a smooth scroll started while the
    // page still loads can be cut short by the browser's own scroll to the fragment; so again on load.
    const scroll = () => element.scrollIntoView({ behavior: 'instant', block: 'start' });
    scroll();
    if (document.readyState !== 'complete') window.addEventListener('load', scroll, { once: true });
  };

  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => choose(tab));
    tab.addEventListener('keydown', (event) => {
      const to = rovingIndex(event.key, index, tabs.length, { previous: 'ArrowLeft', next: 'ArrowRight' });
      const next = to === null ? undefined : tabs[to];
      if (!next) return;
      event.preventDefault();
      choose(next);
      next.focus();
    });
  });
  openHash();
  window.addEventListener('hashchange', openHash);
}
