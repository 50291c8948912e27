import { WidgetContract } from '../contract';

/** The tabs' names (`./PricingTabs.tsx`, `./enhance.ts`). */
export enum TabsContract {
  /**
   * `data-enhance` on the root, which holds the `[role="tab"]` buttons and their panels; the
   * registry's key.
   */
  Name = 'tabs',
}

/** Attributes of the tabs' root element. */
export function tabsRootAttrs() {
  return { [WidgetContract.DataEnhance]: TabsContract.Name } as const;
}
