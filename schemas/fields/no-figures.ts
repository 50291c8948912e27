/**
 * A string field that never holds a figure (an email, a phone, a street, a path, a code) says so
 * with `options: NO_FIGURES`: the Studio then offers no *Insert a fact* under it,
 * which it does under every other text of a localized document. Typed by augmenting
 * Sanity's `StringOptions`, the extension point `@sanity/document-internationalization` uses too.
 */
declare module 'sanity' {
  interface StringOptions {
    /** `false`: the field never holds a figure, so the Studio offers no *Insert a fact* under it. */
    figures?: false;
  }
}

/** `options` of a string field that never holds a figure. */
export const NO_FIGURES = { figures: false } as const;
