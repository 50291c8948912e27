import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { evaluate, evaluateSync, parse, toJS } from 'groq-js';
import { afterAll, describe, expect, it } from 'vitest';
import { createGroqIndex, type GroqIndex } from '@/lib/content/groq-index';

// Sanity's GROQ conformance suite (https://github.com/sanity-io/groq-test-suite,
// vendored compiled in tests/fixtures/groq-test-suite/, see its README.md): wherever groq-js gives
// the suite's expected answer, the embedded source's index gives groq-js's answer.

type Params = Record<string, unknown>;
type Dataset = { _type: 'dataset'; _id: string; name: string; url: string; documents: unknown[] };
/** An entry of the compiled suite (its README, "Using the test suite"). */
type Case = {
  _type: 'test';
  _id: string;
  name: string;
  filename: string;
  query: string;
  /** What the query returns; meaningless when `valid` is false (the query must not parse). */
  result: unknown;
  valid: boolean;
  params: Params | null;
  dataset: { _ref: string };
};
/** A query's answer, made comparable: its JSON with scores ranked, or that it threw. */
type Answer = { value: unknown } | { error: string };

/**
 * Cases groq-js's own suite runner disables (its test/generate.js), for a reason that holds here:
 * plain groq-js re-runs each nested `*[...]` per document, which takes minutes.
 */
const SLOW = new Set(['Filters / documents, nested 3']);

const entries = gunzipSync(readFileSync(new URL('../fixtures/groq-test-suite/suite.ndjson.gz', import.meta.url)))
  .toString('utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Dataset | Case);
const cases = entries.filter((entry): entry is Case => entry._type === 'test');
/**
 * The suite's expected results list `*` in `_id` order and groq-js lists a dataset as given, so
 * each dataset is sorted by `_id` first, as groq-js's runner does (plain code-unit order).
 */
const datasets = new Map(
  entries
    .filter((entry): entry is Dataset => entry._type === 'dataset')
    .map(({ _id, documents }) => [_id, [...documents].sort((a, b) => compare(idOf(a), idOf(b)))]),
);
const indexes = new Map<string, GroqIndex>();

function idOf(document: unknown): string {
  const id = (document as { _id?: unknown } | null)?._id;
  return typeof id === 'string' ? id : '';
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * `value` as the suite's expected results state it: `score()` is implementation-defined, so each
 * `_score` becomes `_pos`, its rank among the answer's distinct scores (the suite's README, "Scores").
 * Highest first: the expected results rank the best match 1, though the README's example counts
 * from the lowest.
 */
function comparable(value: unknown): unknown {
  const json: unknown = JSON.parse(JSON.stringify(value ?? null));
  const scored: Record<string, unknown>[] = [];
  (function visit(node: unknown) {
    if (!node || typeof node !== 'object') return;
    if (!Array.isArray(node) && typeof (node as { _score?: unknown })._score === 'number') scored.push(node as Record<string, unknown>);
    Object.values(node).forEach(visit);
  })(json);
  const ranks = [...new Set(scored.map((node) => node._score as number))].sort((a, b) => b - a);
  for (const node of scored) {
    node._pos = ranks.indexOf(node._score as number) + 1;
    delete node._score;
  }
  return json;
}

async function answer(run: () => unknown): Promise<Answer> {
  try {
    return { value: comparable(await run()) };
  } catch (error) {
    return { error: String(error) };
  }
}

/** Whether `actual` is what the suite expects: `result`, or an error for a query that must not parse. */
const expected = (entry: Case, actual: Answer) => (entry.valid ? 'value' in actual && isDeepStrictEqual(actual.value, entry.result) : 'error' in actual);

/** groq-js alone, as its README evaluates a query. */
function plain(entry: Case, dataset: unknown[], params: Params) {
  return answer(async () => (await evaluate(parse(entry.query, { params }), { dataset, params })).get());
}

/** What groq-js's synchronous evaluator throws for what only its asynchronous one runs (`diff::changedAny`, `diff::changedOnly`). */
const SYNC_REFUSED = 'Error: executeSync not supported';

/**
 * The index's answer, evaluated as the embedded source evaluates it (`embedded-source.ts`: parse,
 * `optimize`, groq-js's synchronous evaluator); `asynchronous` when that evaluator refuses the
 * query and groq-js's asynchronous one answered instead.
 */
async function indexed(query: string, dataset: unknown[], params: Params, index: GroqIndex) {
  const options = { dataset, params, dereference: index.dereference };
  const sync = await answer(() => toJS(evaluateSync(index.optimize(parse(query, { params })), options)));
  if (!('error' in sync) || sync.error !== SYNC_REFUSED) return { actual: sync, asynchronous: false };
  return { actual: await answer(async () => (await evaluate(index.optimize(parse(query, { params })), options)).get()), asynchronous: true };
}

const counts = { total: cases.length, skipped: 0, groqJs: 0, index: 0, asynchronous: 0, rewritten: 0 };

afterAll(() => {
  console.log(
    `GROQ test suite: ${counts.total} cases (${counts.skipped} skipped as too slow for plain groq-js); groq-js passes ${counts.groqJs}; ` +
      `the index passes ${counts.index} (${counts.rewritten} of them rewritten to read it; ${counts.asynchronous} through groq-js's asynchronous evaluator, ` +
      'as its synchronous one, which the embedded source uses, refuses diff:: functions)',
  );
});

describe('Sanity’s GROQ test suite', () => {
  const files = [...new Set(cases.map((entry) => entry.filename))];

  it('has each case’s dataset', () => {
    expect(cases.length).toBeGreaterThan(7000);
    expect(cases.filter((entry) => !datasets.has(entry.dataset._ref))).toEqual([]);
  });

  it.each(files)('the index answers as groq-js wherever groq-js passes: %s', async (filename) => {
    const mismatches: unknown[] = [];
    for (const entry of cases.filter((c) => c.filename === filename)) {
      if (SLOW.has(entry.name)) {
        counts.skipped++;
        continue;
      }
      const dataset = datasets.get(entry.dataset._ref) ?? [];
      const params = entry.params ?? {};
      const reference = await plain(entry, dataset, params);
      if (!expected(entry, reference)) continue;
      counts.groqJs++;
      let index = indexes.get(entry.dataset._ref);
      if (!index) indexes.set(entry.dataset._ref, (index = createGroqIndex(dataset)));
      const { actual, asynchronous } = await indexed(entry.query, dataset, params, index);
      if (asynchronous) counts.asynchronous++;
      // An invalid query passes by throwing; which error is groq-js's parser's own business.
      const same = 'error' in reference ? 'error' in actual : isDeepStrictEqual(actual, reference);
      if (same) counts.index++;
      else mismatches.push({ case: entry._id, query: entry.query, params, groqJs: reference, index: actual });
      if ('value' in reference) {
        const tree = parse(entry.query, { params });
        if (JSON.stringify(index.optimize(tree)) !== JSON.stringify(tree)) counts.rewritten++;
      }
    }
    expect(mismatches).toEqual([]);
  });
});
