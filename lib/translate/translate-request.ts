import { RateLimiterMemory } from 'rate-limiter-flexible';
import { z } from 'zod';
import { readSanityConfig, type SanityConfig } from '../content/env';
import { publishedClient } from '../content/published-client';
import { readCappedBody } from '../http/capped-body';
import { NEVER_SHARED } from '../http/cache-control';
import { clientAddress, readClientIpHeader } from '../http/client-address';
import { spendBudget } from '../http/rate-budget';
import { LOCALES, type Locale } from '../i18n/locales';
import { requestLogger } from '../log/request';
import { processSingleton } from '../process/singleton';
import { CallerRefusedError, verifyStudioCaller } from './caller';
import { translateDocument } from './deepl';
import { readDeeplConfig, readTranslateRateLimit } from './env';
import { translationFailureMessage } from './failure-message';

/** The largest body the route reads, in bytes: an id and a language code. */
const MAX_BODY_BYTES = 2048;

const TARGETS = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en') as [Exclude<Locale, 'en'>, ...Exclude<Locale, 'en'>[]];

/** What the Studio asks: the English document to translate, by its published id, and the language. */
const translateRequestSchema = z.object({
  documentId: z.string().regex(/^(?!drafts\.)[A-Za-z0-9][\w.-]{0,127}$/, 'must be the published id of the English document'),
  language: z.enum(TARGETS, { error: `must be one of ${TARGETS.join(', ')}` }),
});

/** A translation request as the Studio sends it (`POST /api/translate`, JSON). */
export type TranslateRequest = z.infer<typeof translateRequestSchema>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': NEVER_SHARED, ...headers } });
const refuse = (status: number, error: string, headers?: Record<string, string>) => json(status, { error }, headers);

/** The English document `id` as published, read with the caller's own token; null when there is none. */
async function readEnglish(config: SanityConfig, token: string, id: string): Promise<Record<string, unknown> | null> {
  // One retry: an editor is waiting, and a lake that fails twice is told as a 503.
  const client = publishedClient(config, { token, maxRetries: 1 });
  return client.fetch<Record<string, unknown> | null>('*[_id == $id && language == "en"][0]', { id }, { tag: 'site.translate-english' });
}

async function readBody(request: Request): Promise<unknown> {
  const text = await readCappedBody(request, MAX_BODY_BYTES);
  if (text === null) throw new Error(`the body is over ${MAX_BODY_BYTES} bytes`);
  return JSON.parse(text);
}

/**
 * `POST /api/translate` with `Authorization: Bearer <Sanity token>` and `{ documentId, language }`:
 * the published English document `documentId`, machine-translated into `language` by DeepL
 * (`translateDocument`), for the Studio's "Translate from English" action to write as one draft.
 * The checks run cheapest first, and DeepL is called only past all of them:
 * - 404 when machine translation is off (no `DEEPL_API_KEY`) or no Sanity project is configured;
 * - 429 with `Retry-After` past `TRANSLATE_RATE_LIMIT` requests a minute from one client address;
 * - 401 unless the project's API vouches for the token (`verifyStudioCaller`); 503 when it cannot;
 * - 400 naming what is wrong with the body; 404 when the English document is not published,
 *   503 when it cannot be read;
 * - 502 naming DeepL's refusal or failure in an editor's words (`translationFailureMessage`:
 *   quota, key, time limit); nothing is written anywhere.
 * Answers 200 `{ document }`, the translated document (its `_id` the English one's, `language`
 * the target). Every answer is private and never stored.
 */
export async function handleTranslateRequest(request: Request): Promise<Response> {
  const deepl = readDeeplConfig();
  const sanity = readSanityConfig();
  if (!deepl || !sanity) return refuse(404, deepl ? 'Machine translation needs a Sanity project (NEXT_PUBLIC_SANITY_PROJECT_ID).' : 'Machine translation is off on this site (DEEPL_API_KEY is not set).');
  const limiter = processSingleton('translate-rate-limit', () => new RateLimiterMemory({ points: readTranslateRateLimit(), duration: 60 }));
  const wait = await spendBudget(limiter, clientAddress(request.headers, readClientIpHeader()));
  if (wait !== null) return refuse(429, `Too many translations from here: try again in ${wait} s.`, { 'Retry-After': String(wait) });
  const log = requestLogger(request.headers);
  let caller;
  try {
    caller = await verifyStudioCaller(request.headers.get('authorization'), sanity);
  } catch (error) {
    if (error instanceof CallerRefusedError) {
      if (error.status === 503) log.warn({ event: 'translate-caller-unchecked', err: error }, 'translate: the project API could not check a caller');
      return refuse(error.status, error.message);
    }
    throw error;
  }
  let asked: TranslateRequest;
  try {
    const parsed = translateRequestSchema.safeParse(await readBody(request));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuse(400, `${issue?.path.join('.') || 'body'} ${issue?.message ?? 'is invalid'}`);
    }
    asked = parsed.data;
  } catch (error) {
    return refuse(400, `The body must be JSON { documentId, language }: ${error instanceof Error ? error.message : String(error)}`);
  }
  let english: Record<string, unknown> | null;
  try {
    english = await readEnglish(sanity, caller.token, asked.documentId);
  } catch (error) {
    log.warn({ event: 'translate-failed', documentId: asked.documentId, language: asked.language, err: error }, `translate: the English ${asked.documentId} could not be read`);
    return refuse(503, 'The English document could not be read from Sanity just now: try again in a minute.');
  }
  if (!english) return refuse(404, `No published English document ${asked.documentId}: publish the English version first.`);
  const started = performance.now();
  try {
    const document = await translateDocument(english, asked.language, { config: deepl });
    log.info({ event: 'translated', documentId: asked.documentId, language: asked.language, ms: Math.round(performance.now() - started) }, `translate: ${asked.documentId} into ${asked.language}`);
    return json(200, { document });
  } catch (error) {
    log.warn({ event: 'translate-failed', documentId: asked.documentId, language: asked.language, err: error }, `translate: ${asked.documentId} into ${asked.language} failed`);
    return refuse(502, translationFailureMessage(error));
  }
}
