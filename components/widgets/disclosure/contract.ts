import { WidgetContract } from '../contract';

/** The disclosure menus' names (`./DisclosureTrigger.tsx`, `./enhance.ts`, `app/globals.css`). */
export enum DisclosureContract {
  /** `data-enhance` on the root; the registry's key. */
  Name = 'disclosure',
  /** On the root: focus leaving the root closes the panel (dropdowns). */
  DataCloseOnBlur = 'data-close-on-blur',
  /** On the root: a media query; the panel closes when it starts to match (mobile menu at `lg`). */
  DataCloseAt = 'data-close-at',
  /** Set on the root by the enhancer; `app/globals.css` then shows the trigger's button form. */
  DataEnhanced = 'data-enhanced',
  /** The button form of the trigger, with `aria-expanded` and `aria-controls` naming the panel. */
  DataTrigger = 'data-disclosure-trigger',
  /** The link form of the trigger (`#<panel id>`), which works before the enhancer runs. */
  DataNojsTrigger = 'data-nojs-trigger',
  /** On the button: its `aria-label` while the panel is open. */
  DataLabelOpen = 'data-label-open',
  /** On the button: its `aria-label` while the panel is closed. */
  DataLabelClosed = 'data-label-closed',
  /**
   * On both forms of the trigger: marks it (styled by `data-active:` variants, e.g. Services while
   * a service page is open); the enhancer does not read it.
   */
  DataActive = 'data-active',

  // Selectors of the marked elements, for the enhancer, the tests and scripts/lib.
  TriggerSelector = `[${DataTrigger}]`,
  NojsTriggerSelector = `[${DataNojsTrigger}]`,
}

/** Attributes of a disclosure's root; `closeAt` is a media query. */
export function disclosureRootAttrs({ closeOnBlur = false, closeAt }: { closeOnBlur?: boolean; closeAt?: string }) {
  return {
    [WidgetContract.DataEnhance]: DisclosureContract.Name,
    [DisclosureContract.DataCloseOnBlur]: closeOnBlur ? '' : undefined,
    [DisclosureContract.DataCloseAt]: closeAt,
    // The enhancer marks the root `data-enhanced` before React hydrates this markup (`next dev`;
    // form pages once React loads): React keeps the DOM's attribute without a mismatch warning.
    suppressHydrationWarning: true,
  } as const;
}

/** Marks the button form of the trigger. */
export function triggerButtonAttrs() {
  return { [DisclosureContract.DataTrigger]: '' } as const;
}

/** Marks the link form of the trigger. */
export function triggerLinkAttrs() {
  return { [DisclosureContract.DataNojsTrigger]: '' } as const;
}

/** The button's `aria-label` in each state; absent when not given. */
export function triggerLabelAttrs({ labelOpen, labelClosed }: { labelOpen?: string; labelClosed?: string }) {
  return { [DisclosureContract.DataLabelOpen]: labelOpen, [DisclosureContract.DataLabelClosed]: labelClosed } as const;
}

/** `data-active="true"` on a marked trigger, nothing otherwise. */
export function triggerActiveAttrs(active: boolean | undefined) {
  return { [DisclosureContract.DataActive]: active || undefined } as const;
}
