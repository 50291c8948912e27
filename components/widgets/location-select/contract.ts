import { WidgetContract } from '../contract';

/** The location dropdown's names (`./LocationSelect.tsx`, `./enhance.ts`). */
export enum LocationSelectContract {
  /** `data-enhance` on the `<select>`, whose option values are slugs; the registry's key. */
  Name = 'location-select',
  /** On the `<select>`: the locale prefix of paths, `""` for English, `"/da"` for Danish. */
  DataPathPrefix = 'data-path-prefix',
  /** localStorage key under which the chosen location slug is kept (docs/requirements.md, §4 Location choice). */
  SelectedLocationKey = 'selectedLocation',
}

/** Attributes of the `<select>`. */
export function locationSelectAttrs(pathPrefix: string) {
  return { [WidgetContract.DataEnhance]: LocationSelectContract.Name, [LocationSelectContract.DataPathPrefix]: pathPrefix } as const;
}
