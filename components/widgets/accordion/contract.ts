import { WidgetContract } from '../contract';

/** The FAQ accordion's names (`./FaqAccordion.tsx`, `./enhance.ts`). */
export enum AccordionContract {
  /** `data-enhance` on the root, which holds the `details > summary` items; the registry's key. */
  Name = 'accordion',
}

/** Attributes of the accordion's root element. */
export function accordionRootAttrs() {
  return { [WidgetContract.DataEnhance]: AccordionContract.Name } as const;
}
