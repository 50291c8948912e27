import { readWholeNumber } from '../startup/whole-number';

/**
 * How long the search index's safety pass waits after the last remake, in seconds, from
 * `SEARCH_FULL_REMAKE_AFTER_SECONDS` (default 3600: at most hourly). A publish re-indexes only
 * the pages it expired (issue 39, part 2) and postpones the safety pass, which renders every
 * page, one at a time, in case a change reached no webhook.
 * @throws Error naming the variable when it is not a whole number of at least 1
 */
export function fullRemakeAfterSeconds(env: Readonly<Record<string, string | undefined>> = process.env): number {
  return readWholeNumber(env, 'SEARCH_FULL_REMAKE_AFTER_SECONDS', 3600, 1);
}
