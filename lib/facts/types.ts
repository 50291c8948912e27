/**
 * Facts ("one fact, one field"): the figures a page states, each kept in one typed
 * field of the English document and referred to from prose by name (`{corporateTax}`), so an
 * editor changes a figure once and every language shows it, formatted for the locale.
 */

/** A fact's value and how it is written: the shape decides the format, not the prose. */
export type FactValue =
  /** A rate in percent (22 for 22%); `upTo` makes a range, "11.9-21.6%". */
  | { kind: 'percent'; value: number; upTo?: number }
  /**
   * An amount of money in `currency` units (ISO 4217): "DKK 40,000", "€0.01"; `compact` writes a
   * large one short, "HKD 2m" / "2 mio. HKD", as tax thresholds are usually quoted.
   */
  | { kind: 'money'; amount: number; currency: string; compact?: 'short' }
  /**
   * A count: "180", or "180+" with `plus` (a claim of at least that many); `compact` writes a
   * large one short, "450M" ('short') or "47 million" / "47 millioner" ('long').
   */
  | { kind: 'count'; value: number; plus?: boolean; compact?: 'short' | 'long' }
  /** A calendar year, never grouped: "2003". */
  | { kind: 'year'; value: number }
  /** A time span in `unit`, "1-2 weeks", "24 hours", "10 years". */
  | { kind: 'duration'; from: number; to?: number; unit: DurationUnit };

/**
 * The units a duration fact can be stated in, each an `Intl.NumberFormat` unit so every locale
 * writes it in its own words (hours, timer, Stunden). `year` is for figures such as a tax
 * regime's term; incorporation and step times keep to the shorter units (`TIME_UNITS`).
 */
export const DURATION_UNITS = ['hour', 'day', 'week', 'month', 'year'] as const;

/** A unit of a duration fact, one of {@link DURATION_UNITS}. */
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** Currencies a minimum capital can be stated in (ISO 4217), those of the covered countries. */
export const CAPITAL_CURRENCIES = ['DKK', 'EUR', 'GBP', 'USD', 'CHF', 'HUF', 'SGD', 'HKD', 'AED', 'MUR', 'NOK', 'SEK'] as const;

/** A named fact of a document: what prose refers to as `{name}`. */
export type Fact = {
  /** The placeholder name, e.g. `corporateTax`, `capital_ApS`, `since`. */
  name: string;
  /** What the fact is, in English, for the Studio's list of facts, e.g. "Minimum capital (ApS)". */
  label: string;
  value: FactValue;
};
