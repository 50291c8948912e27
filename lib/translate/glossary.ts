/**
 * The DeepL glossary of each target language: the terms of `glossaryEntries()` (company types
 * and the brand, each mapped to itself), so DeepL keeps them as written even where a figure
 * reaches it outside the figures' tag.
 *
 * A glossary lives in the DeepL account, not here: it is named after its target language and a
 * hash of its entries (`meridian-figures-sv-<hash>`), found by that name in the account's list,
 * and made only when the list has none. The id is then kept for the life of the process, per
 * account and target, so a process asks DeepL at most once per target language, and callers that
 * ask at the same time share one lookup. DeepL glossaries cannot be edited: when the entries
 * change, the name changes with them, a new glossary is made, and the old ones stay in the account
 * (DeepL allows 1000 per account; an operator deletes the outdated `meridian-figures-*` ones by
 * hand, their hash telling them apart).
 *
 * This uses DeepL's v2 glossaries (one language pair each), which deepl-node's `Translator` has;
 * v3's multilingual glossaries (`DeepLClient`) would hold every pair in one glossary, which buys
 * nothing when each translation uses one pair.
 */
import { createHash } from 'node:crypto';
import { GlossaryEntries, type GlossaryInfo, type TargetLanguageCode, type Translator } from 'deepl-node';
import { processSingleton } from '../process/singleton';
import type { DeeplConfig } from './env';
import { glossaryEntries } from './figures';

/** The language of the glossaries' source terms, which every translation then must name. */
export const GLOSSARY_SOURCE = 'en';

/** The part of deepl-node's `Translator` a glossary needs. */
export type GlossaryClient = Pick<Translator, 'listGlossaries' | 'createGlossary' | 'getGlossary'>;

// DeepL limits each term, and a glossary's name, to 1024 bytes of UTF-8.
const MAX_TERM_BYTES = 1024;
// A glossary DeepL has not finished is checked again this often, this many times.
const READY_CHECKS = 10;
const READY_INTERVAL_MS = 200;

/**
 * Why DeepL would refuse `term` as a glossary term, or null when it takes it. DeepL's rules: not
 * empty, at most 1024 bytes, no control character (which includes the tab and the newline that
 * separate TSV's columns and rows) or Unicode line or paragraph separator, and no whitespace at
 * either end.
 */
function termProblem(term: string): string | null {
  if (term.length === 0) return 'is empty';
  if (Buffer.byteLength(term, 'utf8') > MAX_TERM_BYTES) return `is longer than ${MAX_TERM_BYTES} bytes`;
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(term)) return 'holds a tab, a line break or another control character';
  if (term.trim() !== term) return 'starts or ends with whitespace';
  return null;
}

/**
 * The entries as DeepL's TSV: one `source<TAB>target` line each, sorted by source term so the
 * same entries give the same text in any order.
 * @param entries - `[source, target]` pairs, by default `glossaryEntries()`
 * @returns the TSV, lines joined by `\n`, without a final newline
 * @throws Error naming the entry when a term breaks DeepL's rules (see above) or a source term
 *   comes twice, before anything is sent
 */
export function glossaryTsv(entries: readonly (readonly [string, string])[] = glossaryEntries()): string {
  const seen = new Set<string>();
  for (const [source, target] of entries) {
    const problem = termProblem(source) ?? termProblem(target);
    if (problem) throw new Error(`Glossary entry ${JSON.stringify([source, target])} ${problem}`);
    if (seen.has(source)) throw new Error(`Glossary source term ${JSON.stringify(source)} comes twice`);
    seen.add(source);
  }
  return [...entries]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([source, target]) => `${source}\t${target}`)
    .join('\n');
}

/**
 * The name of the glossary into `target` holding `entries`: `meridian-figures-<target>-<hash>`,
 * the hash being the first 12 hex digits of the SHA-256 of {@link glossaryTsv}, so other entries
 * give another name.
 * @param target - DeepL's target language code, e.g. `sv` or `nb`
 * @throws Error as {@link glossaryTsv} does
 */
export function glossaryName(target: string, entries: readonly (readonly [string, string])[] = glossaryEntries()): string {
  const hash = createHash('sha256').update(glossaryTsv(entries)).digest('hex').slice(0, 12);
  return `meridian-figures-${target.toLowerCase()}-${hash}`;
}

// The glossary id per account, server and glossary name, as a promise so callers that come while
// it is being looked up share that lookup. A failed lookup is dropped, so the next call tries again.
const glossaryIds = () => processSingleton('deepl-glossaries', () => new Map<string, Promise<string>>());

/** The key of a glossary in the process's map: glossaries belong to an account on a server. */
function cacheKey(config: DeeplConfig, name: string): string {
  // The key's hash, not the key, so the map holds no secret.
  const account = createHash('sha256').update(config.apiKey).digest('hex').slice(0, 16);
  return `${config.serverUrl ?? 'deepl'} ${account} ${name}`;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Lists, creates if missing, and waits until DeepL says the glossary can be used. */
async function findOrCreate(client: GlossaryClient, target: TargetLanguageCode, name: string): Promise<string> {
  const entries = glossaryEntries();
  const tsv = glossaryTsv(entries);
  // DeepL keeps glossaries under the base language (`en`, not `en-GB`), in lower case.
  const base = target.toLowerCase().split('-')[0];
  const fail = (step: string, error: unknown): Error => new Error(`DeepL glossary ${name} (${GLOSSARY_SOURCE}→${target}): ${step} failed: ${reason(error)}`, { cause: error });

  let listed: GlossaryInfo[];
  try {
    listed = await client.listGlossaries();
  } catch (error) {
    throw fail("listing the account's glossaries", error);
  }
  // A glossary of the same name and pair made by another process is as good as ours; of several
  // (two processes that looked at once), the oldest, for every process to settle on the same one.
  const same = listed
    .filter((info) => info.name === name && info.sourceLang.toLowerCase() === GLOSSARY_SOURCE && info.targetLang.toLowerCase() === base && info.entryCount === entries.length)
    .sort((a, b) => a.creationTime.getTime() - b.creationTime.getTime());
  let info = same.find((candidate) => candidate.ready) ?? same[0];
  if (!info) {
    try {
      info = await client.createGlossary(name, GLOSSARY_SOURCE, target, new GlossaryEntries({ tsv }));
    } catch (error) {
      throw fail('creating it', error);
    }
  }
  // DeepL may answer before a new glossary can be used in a translation.
  for (let check = 0; !info.ready; check += 1) {
    if (check === READY_CHECKS) throw new Error(`DeepL glossary ${name} (${info.glossaryId}) was not ready after ${(READY_CHECKS * READY_INTERVAL_MS) / 1000} s`);
    await sleep(READY_INTERVAL_MS);
    try {
      info = await client.getGlossary(info.glossaryId);
    } catch (error) {
      throw fail('checking whether it is ready', error);
    }
  }
  return info.glossaryId;
}

/**
 * The id of the DeepL glossary from English into `target` holding `glossaryEntries()`, found in
 * the account by its {@link glossaryName} or made there. The first call of the process for an
 * account and target asks DeepL (a list, then a create when none has the name); later calls, and
 * calls made meanwhile, get the same id without a request.
 *
 * A translation never goes on without the glossary: when it cannot be found or made, this rejects
 * and the translation fails, so every draft is made the same way, and an editor sees an error to
 * try again rather than, unnoticed, a draft in which DeepL was free to change a company type or
 * the brand.
 * @param client - deepl-node's `Translator` for `config` (its retries and timeouts apply)
 * @param target - DeepL's target language code; DeepL makes glossaries from English into `da`,
 *   `de`, `es`, `fr`, `nb` and `sv` among others, and refuses a pair it does not support (400)
 * @param config - the account and server `client` talks to, so an id is never used with another
 * @returns the glossary's id, ready for `translateText`'s `glossary` (which needs `sourceLang: 'en'`)
 * @throws Error naming the glossary, the pair and the step (listing, creating, waiting until ready)
 *   with DeepL's error as `cause`; nothing is kept, so the next call asks DeepL again
 */
export async function ensureGlossary(client: GlossaryClient, target: TargetLanguageCode, config: DeeplConfig): Promise<string> {
  const name = glossaryName(target);
  const key = cacheKey(config, name);
  const ids = glossaryIds();
  const known = ids.get(key);
  if (known) return known;
  const lookup = findOrCreate(client, target, name);
  ids.set(key, lookup);
  lookup.catch(() => {
    if (ids.get(key) === lookup) ids.delete(key);
  });
  return lookup;
}

/**
 * Drops the id {@link ensureGlossary} keeps for `target` and `config`, so the next call looks in
 * the account again: for when DeepL no longer knows it (deleted by hand).
 */
export function forgetGlossary(target: TargetLanguageCode, config: DeeplConfig): void {
  glossaryIds().delete(cacheKey(config, glossaryName(target)));
}
