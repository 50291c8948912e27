import { Translator, type TargetLanguageCode, type TextResult } from 'deepl-node';
import type { Locale } from '../i18n/locales';
import type { DeeplConfig } from './env';
import { KEEP_TAG } from './figures';
import { ensureGlossary, forgetGlossary, GLOSSARY_SOURCE } from './glossary';
import { walkDocument } from './walk';

/** DeepL's target language for each of our locales but English (`no` is Bokmål, DeepL's `nb`). */
export const DEEPL_TARGETS: Readonly<Record<Exclude<Locale, 'en'>, TargetLanguageCode>> = { da: 'da', no: 'nb', sv: 'sv', de: 'de', fr: 'fr', es: 'es' };

// DeepL takes at most 50 texts in one request.
const TEXTS_PER_REQUEST = 50;

/** How long {@link translateDocument} waits for DeepL by default, in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 30_000;
// deepl-node's maxRetries counts attempts, the first included: 2 is one retry of a 429, a 5xx or
// a dropped connection, after deepl-node's back-off of about a second; its default would wait
// through four, for a minute and more, while an editor waits in the Studio.
const ATTEMPTS = 2;
// How long one request may take before it counts as failed (and is tried once more).
const REQUEST_TIMEOUT_MS = 10_000;

/** What {@link translateDocument} needs besides the document. */
export interface TranslateOptions {
  /** Where and as whom to call DeepL (`readDeeplConfig`). */
  config: DeeplConfig;
  /**
   * How long the whole translation may take, glossary lookup, retries and every batch included,
   * in milliseconds; {@link DEFAULT_TIMEOUT_MS} when unset.
   */
  timeoutMs?: number;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The translations of `texts` in order, each batch sent with the target's glossary. */
async function translateTexts(texts: readonly string[], target: TargetLanguageCode, config: DeeplConfig, timeoutMs: number, stopped: () => boolean): Promise<string[]> {
  const translator = new Translator(config.apiKey, {
    serverUrl: config.serverUrl,
    sendPlatformInfo: false,
    maxRetries: ATTEMPTS,
    minTimeout: Math.min(timeoutMs, REQUEST_TIMEOUT_MS),
  });
  const glossary = await ensureGlossary(translator, target, config);
  const translated: string[] = [];
  for (let start = 0; start < texts.length && !stopped(); start += TEXTS_PER_REQUEST) {
    const batch = texts.slice(start, start + TEXTS_PER_REQUEST);
    let results: TextResult[];
    try {
      // A glossary requires the source language, which is always English here.
      results = await translator.translateText(batch, GLOSSARY_SOURCE, target, {
        tagHandling: 'xml',
        ignoreTags: [KEEP_TAG],
        // Whitespace and punctuation at the edges of spans are ours to keep.
        preserveFormatting: true,
        glossary,
      });
    } catch (error) {
      // DeepL no longer knows the glossary (deleted from the account): look it up again next time.
      if (/glossary/i.test(reason(error))) forgetGlossary(target, config);
      throw error;
    }
    if (results.length !== batch.length) throw new Error(`DeepL answered ${results.length} texts for ${batch.length}`);
    translated.push(...results.map((result) => result.text));
  }
  return translated;
}

/**
 * A machine translation of an English document into `locale`: every translatable field (see
 * `walkDocument`) translated by DeepL from English with `tag_handling: 'xml'`, the figures' tag in
 * `ignore_tags` and the target language's glossary (`ensureGlossary`: company types and the brand
 * kept as written), so placeholders, numbers, company types and the brand come back as they were,
 * as do `_key`s, marks, links and every field that is not text. `language` is set to `locale`;
 * `_id` and the rest are the English document's, for the caller to give the draft its own.
 *
 * The first translation of the process into a language also looks up, or makes, its glossary in
 * the DeepL account (one or two requests more). A request that fails with a 429, a 5xx or a
 * dropped connection, or that DeepL has not answered within 10 s, is tried once more; the whole
 * translation gives up after `options.timeoutMs`. A document without text to translate is
 * returned without asking DeepL.
 * @param document - the English document, not modified
 * @param locale - the target locale, any but `en`
 * @returns the translated copy, only once every text is translated
 * @throws Error `Machine translation into <locale> (DeepL <target>) failed: <cause>` when DeepL
 *   refuses or fails (deepl-node's error as `cause`, after the one retry), when the glossary
 *   cannot be found or made (naming it and the step; the translation never goes on without it),
 *   when DeepL did not answer within `timeoutMs` (`DeepL did not answer within <seconds> s`; a
 *   request still on its way is left to finish and its answer dropped), or when its answer does
 *   not fit the texts sent; also when `timeoutMs` is not a positive number
 */
export async function translateDocument<T>(document: T, locale: Exclude<Locale, 'en'>, options: TranslateOptions): Promise<T> {
  const target = DEEPL_TARGETS[locale];
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!(timeoutMs > 0) || !Number.isFinite(timeoutMs)) throw new Error(`translateDocument: timeoutMs must be a positive number of milliseconds, got ${timeoutMs}`);
  const walk = walkDocument(document);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new Error(`DeepL did not answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
  });
  try {
    const translated = walk.texts.length === 0 ? [] : await Promise.race([translateTexts(walk.texts, target, options.config, timeoutMs, () => timedOut), deadline]);
    const result = walk.apply(translated);
    if (result && typeof result === 'object' && 'language' in result) (result as Record<string, unknown>).language = locale;
    return result;
  } catch (error) {
    throw new Error(`Machine translation into ${locale} (DeepL ${target}) failed: ${reason(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
