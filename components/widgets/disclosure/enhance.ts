import { DisclosureContract } from './contract';

/**
 * Disclosure menus (docs/requirements.md, §2 Header and footer, §4 Mobile menu): the Services dropdown, the
 * language switcher and the mobile menu.
 *
 * Markup (`./DisclosureTrigger.tsx`, names in `./contract.ts`): a root
 * `[data-enhance="disclosure"]` holding a `button[data-disclosure-trigger]` with
 * `aria-expanded="false"` and `aria-controls` naming a `hidden` panel, and the link form of the
 * trigger (`a[data-nojs-trigger]`), which works until this runs (so no menu is
 * dead before the script runs); this marks the root `data-enhanced`, and `app/globals.css` then
 * shows the button instead. The trigger toggles the panel; Escape closes it and returns focus to
 * the trigger; a press outside the root or choosing a link in the panel closes it. Optional data
 * attributes on the root:
 * - `data-close-on-blur`: focus leaving the root closes it (dropdowns);
 * - `data-close-at="<media query>"`: closes when the query starts to match (the mobile menu at `lg`).
 * Optional on the trigger: `data-label-open` / `data-label-closed`, its `aria-label` in each state.
 */
export function enhanceDisclosure(root: HTMLElement): void {
  const trigger = root.querySelector<HTMLButtonElement>(DisclosureContract.TriggerSelector);
  const panel = trigger ? document.getElementById(trigger.getAttribute('aria-controls') ?? '') : null;
  if (!trigger || !panel) return;

  const isOpen = () => trigger.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    trigger.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    const label = trigger.getAttribute(open ? DisclosureContract.DataLabelOpen : DisclosureContract.DataLabelClosed);
    if (label) trigger.setAttribute('aria-label', label);
  };

  trigger.addEventListener('click', () => setOpen(!isOpen()));
  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  });
  document.addEventListener('pointerdown', (event) => {
    if (isOpen() && !root.contains(event.target as Node | null)) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    trigger.focus();
  });
  if (root.hasAttribute(DisclosureContract.DataCloseOnBlur)) {
    root.addEventListener('focusout', (event) => {
      if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
    });
  }
  const closeAt = root.getAttribute(DisclosureContract.DataCloseAt);
  if (closeAt) {
    window.matchMedia(closeAt).addEventListener('change', (query) => {
      if (query.matches) setOpen(false);
    });
  }
  // Back/forward cache: a page restored after choosing a link shows its menu closed.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) setOpen(false);
  });
  // The button takes over from the link form of the trigger (`./DisclosureTrigger.tsx`);
  // a panel the link opened before this ran stays open.
  if (location.hash === `#${panel.id}`) setOpen(true);
  root.setAttribute(DisclosureContract.DataEnhanced, '');
}
