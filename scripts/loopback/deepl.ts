/**
 * A loopback DeepL API for the tests, answering what deepl-node's `Translator` sends (form-encoded,
 * `Authorization: DeepL-Auth-Key <key>`, refused with 403 without it) in DeepL's JSON format:
 *
 * - `POST /v2/translate`, one `text` parameter per text: a fake translation that is the same every
 *   time. Each run of text outside a tag gets `[<target>] ` in front (`[sv] `), while every tag,
 *   and every element named in `ignore_tags` with its content, comes back exactly as sent. With a
 *   `glossary_id`, the glossary's terms in the runs are replaced by its target terms first, and the
 *   request records the glossary's name; an unknown id is refused with 404, a glossary without
 *   `source_lang` or of another language pair with 400, as DeepL does.
 * - The v2 glossaries, kept in memory per key as DeepL keeps them per account:
 *   `POST /v2/glossaries` (TSV entries, checked by DeepL's rules; 201),
 *   `GET /v2/glossaries`, `GET /v2/glossaries/<id>`, `GET /v2/glossaries/<id>/entries` (TSV),
 *   `DELETE /v2/glossaries/<id>` (204).
 *
 * It keeps each request for the test to read, and can fail or delay the next ones. Another
 * process (an end-to-end test running the site against it) reads and steers it over HTTP, without
 * a key:
 *
 * - `GET /__loopback/requests`: `{ requests }`, each as {@link DeeplRequest} but with
 *   `hasAuthorization` for `authorization`, so no key leaves it; `DELETE` forgets them.
 * - `POST /__loopback/fail?status=456&count=1[&path=/v2/glossaries][&method=POST]`: as
 *   {@link LoopbackDeepl.failNext}.
 * - `POST /__loopback/delay?ms=2000&count=1[&path=…][&method=…]`: as {@link LoopbackDeepl.delayNext}.
 *
 * Its own routes are not recorded.
 *
 *     npx tsx scripts/loopback/deepl.ts <port>
 *
 * Not emulated: v3 (multilingual) glossaries, CSV glossary entries, document translation, usage
 * and language lists, quotas, and `tag_handling: 'html'` (text is treated as XML).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/** One request the loopback DeepL received. */
export interface DeeplRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The form's parameters (the query's for GET and DELETE), each with every value it was sent with. */
  params: Record<string, string[]>;
  /** The name of the glossary a translate request was translated with. */
  glossary?: string;
}

/** Which requests a failure or a delay applies to: a method (any when unset) and a path prefix. */
export interface RequestMatch {
  /** `GET`, `POST`, `DELETE`; any when unset. */
  method?: string;
  /** The start of the path, e.g. `/v2/glossaries`; `/v2/translate` when unset. */
  path?: string;
}

/** A running loopback DeepL. */
export interface LoopbackDeepl {
  /** Its origin, e.g. `http://127.0.0.1:41234`, for deepl-node's `serverUrl`. */
  url: string;
  /** Every request so far to DeepL's API, oldest first. */
  requests: DeeplRequest[];
  /**
   * Answer the next `count` requests that `match` (translate requests by default) with this
   * status and a JSON `message`, e.g. 456 (quota exceeded) or 503; replaces an earlier call's.
   */
  failNext(status: number, count?: number, match?: RequestMatch): void;
  /** Answer the next `count` requests that `match` (translate requests by default) `ms` later. */
  delayNext(ms: number, count?: number, match?: RequestMatch): void;
  close(): Promise<void>;
}

/** A glossary as the loopback keeps it. */
interface Glossary {
  id: string;
  name: string;
  /** The `Authorization` header of its creator: DeepL's glossaries belong to an account. */
  owner: string;
  sourceLang: string;
  targetLang: string;
  entries: [string, string][];
  created: Date;
}

/** Requests to answer differently: the next `count` that match. */
interface Steer {
  count: number;
  method: string | undefined;
  path: string;
}

// The languages DeepL makes glossaries between, any two of them (its glossary documentation).
const GLOSSARY_LANGUAGES = ['da', 'de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'nb', 'nl', 'pl', 'pt', 'ru', 'sv', 'zh'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The fake translation of one text: text runs prefixed, tags and ignored elements as sent. With
 * glossary entries, each whole source term in a run (longest first) becomes its target term.
 */
export function fakeTranslation(xml: string, target: string, ignoreTags: readonly string[], glossary: readonly (readonly [string, string])[] = []): string {
  const ignored = ignoreTags.map((tag) => tag.replace(/[^\w-]/g, '')).filter(Boolean);
  const keep = ignored.length > 0 ? `<(${ignored.join('|')})(?:\\s[^>]*)?>[\\s\\S]*?</\\1>|` : '';
  const terms = new Map(glossary.map(([source, term]) => [source, term]));
  const sources = [...terms.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const termPattern = sources.length > 0 ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${sources.join('|')})(?![\\p{L}\\p{N}])`, 'gu') : null;
  const applyGlossary = (run: string) => (termPattern ? run.replace(termPattern, (source) => terms.get(source) ?? source) : run);
  return xml.replace(new RegExp(`${keep}<[^>]*>|[^<]+`, 'g'), (piece) => (piece.startsWith('<') ? piece : `[${target.toLowerCase()}] ${applyGlossary(piece)}`));
}

/** DeepL's JSON for a glossary (v2). */
function glossaryInfo(glossary: Glossary) {
  return {
    glossary_id: glossary.id,
    name: glossary.name,
    ready: true,
    source_lang: glossary.sourceLang,
    target_lang: glossary.targetLang,
    creation_time: glossary.created.toISOString(),
    entry_count: glossary.entries.length,
  };
}

/**
 * The entries of DeepL's TSV, or why DeepL would refuse them: one `source<TAB>target` line each,
 * empty lines skipped; no term empty, with a control character or whitespace at an end; no source
 * term twice.
 */
function parseTsv(tsv: string): [string, string][] | string {
  const entries: [string, string][] = [];
  const seen = new Set<string>();
  const lines = tsv.split(/\r\n|\n|\r/);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const terms = line.split('\t');
    if (terms.length !== 2) return `Entry ${index} must hold one tab separator`;
    const [source, target] = terms as [string, string];
    for (const term of terms) {
      if (term.length === 0 || term.trim() !== term || /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(term)) return `Entry ${index} holds an invalid term`;
    }
    if (seen.has(source)) return `Entry ${index} duplicates an earlier source term`;
    seen.add(source);
    entries.push([source, target]);
  }
  return entries.length > 0 ? entries : 'Missing or invalid argument: entries';
}

/** A number from a control route's query, or null when it is not a whole number in range. */
function wholeNumber(value: string | null, min: number, max: number): number | null {
  const number = Number(value ?? 'none');
  return Number.isInteger(number) && number >= min && number <= max ? number : null;
}

/** What one loopback DeepL holds between requests. */
interface State {
  requests: DeeplRequest[];
  glossaries: Map<string, Glossary>;
  failures: (Steer & { status: number }) | null;
  delays: (Steer & { ms: number }) | null;
  /** Delayed answers still to send, cleared on close. */
  timers: Set<ReturnType<typeof setTimeout>>;
}

/** Writes an answer: JSON unless `body` is text (then of `type`), none for `undefined`. */
type Answer = (status: number, body?: unknown, type?: string) => void;

function steer(state: State, kind: 'fail' | 'delay', value: number, count: number, match: RequestMatch): void {
  const base = { count, method: match.method?.toUpperCase(), path: match.path ?? '/v2/translate' };
  if (kind === 'fail') state.failures = { ...base, status: value };
  else state.delays = { ...base, ms: value };
}

/** Whether a failure or delay applies to this request; counts it when it does. */
function take(rule: Steer | null, method: string, path: string): boolean {
  if (!rule || rule.count <= 0 || (rule.method && rule.method !== method) || !path.startsWith(rule.path)) return false;
  rule.count -= 1;
  return true;
}

/** `POST /v2/translate`, with the glossary of `glossary_id` when one is sent. */
function answerTranslate(state: State, record: DeeplRequest, answer: Answer): void {
  const param = (name: string) => record.params[name]?.[0];
  const texts = record.params.text ?? [];
  const target = param('target_lang');
  if (texts.length === 0 || !target) return answer(400, { message: 'Parameter text and target_lang are required' });
  let glossary: Glossary | undefined;
  const glossaryId = param('glossary_id');
  if (glossaryId !== undefined) {
    const source = param('source_lang');
    if (!source) return answer(400, { message: 'Use of a glossary requires the source_lang parameter to be specified' });
    glossary = state.glossaries.get(glossaryId);
    if (glossary?.owner !== (record.authorization ?? '')) return answer(404, { message: 'Glossary not found' });
    if (glossary.sourceLang !== source.toLowerCase() || glossary.targetLang !== target.toLowerCase().split('-')[0]) {
      return answer(400, { message: `No dictionary found for language pair ${source.toLowerCase()}-${target.toLowerCase()} in glossary` });
    }
    record.glossary = glossary.name;
  }
  const ignoreTags = (param('ignore_tags') ?? '').split(',');
  answer(200, {
    translations: texts.map((text) => ({ detected_source_language: 'EN', text: fakeTranslation(text, target, ignoreTags, glossary?.entries), billed_characters: text.length })),
  });
}

/** `POST /v2/glossaries`: a glossary from TSV entries, refused as DeepL refuses it. */
function answerCreateGlossary(state: State, record: DeeplRequest, answer: Answer): void {
  const param = (name: string) => record.params[name]?.[0];
  const name = param('name');
  const sourceLang = param('source_lang')?.toLowerCase();
  const targetLang = param('target_lang')?.toLowerCase();
  if (!name) return answer(400, { message: "Missing or invalid argument: name'" });
  if (!sourceLang || !targetLang || sourceLang === targetLang || !GLOSSARY_LANGUAGES.includes(sourceLang) || !GLOSSARY_LANGUAGES.includes(targetLang)) {
    return answer(400, { message: 'Unsupported glossary source and target language pair' });
  }
  if ((param('entries_format') ?? 'tsv') !== 'tsv') return answer(400, { message: 'Unsupported entry format specified' });
  const entries = parseTsv(param('entries') ?? '');
  if (typeof entries === 'string') return answer(400, { message: 'Invalid glossary entries provided', detail: entries });
  const glossary: Glossary = { id: randomUUID(), name, owner: record.authorization ?? '', sourceLang, targetLang, entries, created: new Date() };
  state.glossaries.set(glossary.id, glossary);
  answer(201, glossaryInfo(glossary));
}

/** The glossary routes but creation: list, language pairs, one glossary, its entries, delete. */
function answerGlossaries(state: State, record: DeeplRequest, answer: Answer): void {
  const { method, path } = record;
  const owner = record.authorization ?? '';
  if (method === 'GET' && path === '/v2/glossaries') {
    return answer(200, { glossaries: [...state.glossaries.values()].filter((glossary) => glossary.owner === owner).map(glossaryInfo) });
  }
  const byId = /^\/v2\/glossaries\/([^/]+)(\/entries)?$/.exec(path);
  const glossary = byId?.[1] === undefined ? undefined : state.glossaries.get(byId[1]);
  const own = glossary?.owner === owner ? glossary : undefined;
  const entries = byId?.[2] !== undefined;
  if (!byId || (method !== 'GET' && !(method === 'DELETE' && !entries))) return answer(404, { message: 'Not found' });
  if (!own) return answer(404, { message: 'Glossary not found' });
  if (method === 'DELETE') {
    state.glossaries.delete(own.id);
    return answer(204);
  }
  if (entries) return answer(200, own.entries.map(([source, target]) => `${source}\t${target}`).join('\n'), 'text/tab-separated-values; charset=utf-8');
  answer(200, glossaryInfo(own));
}

/** The control routes below `/__loopback/`, for another process. */
function answerControl(state: State, method: string, url: URL, answer: Answer): void {
  if (url.pathname === '/__loopback/requests' && method === 'GET') {
    return answer(200, {
      // DeepL also takes the key as a parameter; deepl-node never sends it so, but it stays here all the same.
      requests: state.requests.map(({ authorization, params, ...rest }) => ({
        ...rest,
        hasAuthorization: authorization !== undefined,
        params: Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'auth_key')),
      })),
    });
  }
  if (url.pathname === '/__loopback/requests' && method === 'DELETE') {
    state.requests.length = 0;
    return answer(204);
  }
  if ((url.pathname !== '/__loopback/fail' && url.pathname !== '/__loopback/delay') || method !== 'POST') return answer(404, { message: 'Not found' });
  const fail = url.pathname === '/__loopback/fail';
  const value = fail ? wholeNumber(url.searchParams.get('status'), 100, 599) : wholeNumber(url.searchParams.get('ms'), 0, 600_000);
  const count = wholeNumber(url.searchParams.get('count') ?? '1', 0, 1_000_000);
  if (value === null || count === null) {
    return answer(400, { message: fail ? 'status must be an HTTP status (100-599) and count a whole number' : 'ms must be a whole number of milliseconds up to 600000 and count a whole number' });
  }
  steer(state, fail ? 'fail' : 'delay', value, count, { method: url.searchParams.get('method') ?? undefined, path: url.searchParams.get('path') ?? undefined });
  answer(200, fail ? { failures: state.failures } : { delays: state.delays });
}

/** One request: a control route, or DeepL's API recorded, authorized, then failed, delayed or answered. */
function handle(state: State, req: IncomingMessage, res: ServerResponse, raw: string): void {
  const url = new URL(req.url ?? '/', 'http://loopback');
  const method = req.method ?? 'GET';
  const answer: Answer = (status, body, type = 'application/json') => {
    // The client gave up (its timeout) while the answer was delayed.
    if (res.destroyed) return;
    res.writeHead(status, body === undefined ? {} : { 'content-type': type });
    res.end(body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body));
  };
  if (url.pathname.startsWith('/__loopback/')) return answerControl(state, method, url, answer);

  const form = new URLSearchParams(method === 'GET' || method === 'DELETE' ? url.search : raw);
  const params: Record<string, string[]> = {};
  for (const [name, value] of form) (params[name] ??= []).push(value);
  const record: DeeplRequest = { method, path: url.pathname, authorization: req.headers.authorization, contentType: req.headers['content-type'], params };
  state.requests.push(record);
  if (!/^DeepL-Auth-Key \S+/.test(req.headers.authorization ?? '')) return answer(403, { message: 'Wrong endpoint or authentication key' });

  const respond = () => {
    if (take(state.failures, method, url.pathname)) return answer(state.failures?.status ?? 500, { message: 'Failing on request' });
    if (method === 'POST' && url.pathname === '/v2/translate') return answerTranslate(state, record, answer);
    if (method === 'POST' && url.pathname === '/v2/glossaries') return answerCreateGlossary(state, record, answer);
    answerGlossaries(state, record, answer);
  };
  if (!take(state.delays, method, url.pathname)) return respond();
  const timer = setTimeout(() => {
    state.timers.delete(timer);
    respond();
  }, state.delays?.ms ?? 0);
  state.timers.add(timer);
}

/**
 * Starts the loopback DeepL on 127.0.0.1.
 * @param port - the port, 0 for any free one
 */
export async function startLoopbackDeepl(port = 0): Promise<LoopbackDeepl> {
  const state: State = { requests: [], glossaries: new Map(), failures: null, delays: null, timers: new Set() };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => handle(state, req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests: state.requests,
    failNext(status, count = 1, match = {}) {
      steer(state, 'fail', status, count, match);
    },
    delayNext(ms, count = 1, match = {}) {
      steer(state, 'delay', ms, count, match);
    },
    close: () => {
      for (const timer of state.timers) clearTimeout(timer);
      state.timers.clear();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Delayed answers and kept-alive connections would hold the close open.
        server.closeAllConnections();
      });
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const deepl = await startLoopbackDeepl(Number(process.argv[2] ?? 3320));
  console.log(`loopback DeepL on ${deepl.url}`);
}
