import { rovingIndex } from './roving-index';

/**
 * WAI-ARIA tabs (spec §2, §4 Pricing tabs): click selects; ArrowLeft/ArrowRight (wrapping),
 * Home and End select and focus a tab. The server renders the first tab selected and the other
 * panels `hidden`; style the selected tab with `aria-selected:` variants.
 *
 * Markup: a root `[data-enhance="tabs"]` holding `[role="tab"]` buttons whose `aria-controls`
 * name their `[role="tabpanel"]`.
 */
export function enhanceTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
  const select = (chosen: HTMLElement) => {
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
  };
  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => select(tab));
    tab.addEventListener('keydown', (event) => {
      const to = rovingIndex(event.key, index, tabs.length, { previous: 'ArrowLeft', next: 'ArrowRight' });
      const next = to === null ? undefined : tabs[to];
      if (!next) return;
      event.preventDefault();
      select(next);
      next.focus();
    });
  });
}
