import { rovingIndex } from '../roving-index';

/**
 * The FAQ accordion's keyboard support (docs/requirements.md, §2 Accordions). The accordion itself is native:
 * `<details name="…">` items, so one item is open at a time and an open one closes again, with
 * or without JavaScript. This adds the WAI-ARIA accordion keys: ArrowDown/ArrowUp move focus to
 * the next/previous question (wrapping), Home/End to the first/last.
 *
 * Markup (`./FaqAccordion.tsx`, names in `./contract.ts`): a root `[data-enhance="accordion"]`
 * holding `details > summary` items.
 */
export function enhanceAccordion(root: HTMLElement): void {
  const summaries = [...root.querySelectorAll<HTMLElement>(':scope details > summary')];
  root.addEventListener('keydown', (event) => {
    const index = summaries.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const next = rovingIndex(event.key, index, summaries.length, { previous: 'ArrowUp', next: 'ArrowDown' });
    if (next === null) return;
    event.preventDefault();
    summaries[next]?.focus();
  });
}
