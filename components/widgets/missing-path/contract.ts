import { WidgetContract } from '../contract';

/** The not-found page's path logger's names (`./enhance.ts`). */
export enum MissingPathContract {
  /** `data-enhance` on any element of the 404 page; the registry's key. */
  Name = 'missing-path',
}

/** Attributes of the element that carries it. */
export function missingPathRootAttrs() {
  return { [WidgetContract.DataEnhance]: MissingPathContract.Name } as const;
}
