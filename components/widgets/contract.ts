/**
 * The part of every widget's contract that is the same for all: the attribute that marks a
 * widget's root and names the widget. Each widget's own names (its `data-*` attributes and
 * selectors) are in its folder's `contract.ts`, imported by its markup, its enhancer, the tests
 * and `scripts/lib`; `app/globals.css` cannot import them, so `tests/unit/widget-contracts.test.ts`
 * checks the CSS against them.
 *
 * The contracts are string enums rather than `export const` strings: esbuild replaces an enum
 * member with its value across modules (and folds a selector built from members of the same
 * enum), so `public/enhance.js` holds the bare strings, as when they were typed out; `const`
 * strings stay variables there. A selector therefore uses members of its own enum only.
 */
export enum WidgetContract {
  /**
   * On a widget's root: the widget's name (`WidgetName`, `./registry.ts`), which picks the
   * enhancer that runs on it.
   */
  DataEnhance = 'data-enhance',
  /** Every widget root on a page. */
  RootSelector = `[${DataEnhance}]`,
}

/**
 * The selector of `name`'s roots (`[data-enhance="tabs"]`), for tests and scripts. Pass a
 * contract's `Name`; the parameter is a plain string because `WidgetName` lives in
 * `./registry.ts`, which imports every contract, and this module must not import it back.
 */
export function widgetSelector(name: string): string {
  return `[${WidgetContract.DataEnhance}="${name}"]`;
}
