import { WidgetContract } from '../contract';

/** The language links' names (`./LanguageLinks.tsx`, `./enhance.ts`). */
export enum LanguageLinksContract {
  /** `data-enhance` on the list of `a[hreflang]` links; the registry's key. */
  Name = 'language-links',
}

/** Attributes of the list. */
export function languageLinksRootAttrs() {
  return { [WidgetContract.DataEnhance]: LanguageLinksContract.Name } as const;
}
