/**
 * Facts (issue 23, "one fact, one field"): the figures a page states, each kept in one typed
 * field of the English document and referred to from prose by name (`{corporateTax}`), so an
 * editor changes a figure once and every language shows it, formatted for the locale.
 */

/** A fact's value and how it is written: the shape decides the format, not the prose. */
export type FactValue =
  /** A rate in percent (22 for 22%); `upTo` makes a range, "11.9-21.6%". */
  | { kind: 'percent'; value: number; upTo?: number }
  /** An amount of money in `currency` units (ISO 4217): "DKK 40,000", "€0.01". */
  | { kind: 'money'; amount: number; currency: string }
  /**
   * A count: "180", or "180+" with `plus` (a claim of at least that many); `compact` writes a
   * large one short, "450M" ('short') or "47 million" / "47 millioner" ('long').
   */
  | { kind: 'count'; value: number; plus?: boolean; compact?: 'short' | 'long' }
  /** A calendar year, never grouped: "2003". */
  | { kind: 'year'; value: number }
  /** A time span in `unit`, "1-2 weeks", "24 hours". */
  | { kind: 'duration'; from: number; to?: number; unit: 'hour' | 'day' | 'week' | 'month' };

/** A named fact of a document: what prose refers to as `{name}`. */
export type Fact = {
  /** The placeholder name, e.g. `corporateTax`, `capital_ApS`, `since`. */
  name: string;
  /** What the fact is, in English, for the Studio's list of facts, e.g. "Minimum capital (ApS)". */
  label: string;
  value: FactValue;
};
