import { readWholeNumber } from '../startup/whole-number';

/**
 * How long after a publish's quick remake the full one starts, in seconds, from
 * `SEARCH_FULL_REMAKE_AFTER_SECONDS` (default 30). The full remake renders every page a publish
 * expired, one at a time; a site whose editors publish in bursts, or with many pages, can wait
 * longer (the browser tests wait 10 minutes: their many publishes would keep a core busy with
 * full remakes no test looks at).
 * @throws Error naming the variable when it is not a whole number of at least 1
 */
export function fullRemakeAfterSeconds(env: Readonly<Record<string, string | undefined>> = process.env): number {
  return readWholeNumber(env, 'SEARCH_FULL_REMAKE_AFTER_SECONDS', 30, 1);
}
