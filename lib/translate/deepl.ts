import { Translator, type TargetLanguageCode } from 'deepl-node';
import type { Locale } from '../i18n/locales';
import type { DeeplConfig } from './env';
import { KEEP_TAG } from './figures';
import { walkDocument } from './walk';

/** DeepL's target language for each of our locales but English (`no` is Bokmål, DeepL's `nb`). */
export const DEEPL_TARGETS: Readonly<Record<Exclude<Locale, 'en'>, TargetLanguageCode>> = { da: 'da', no: 'nb', sv: 'sv', de: 'de', fr: 'fr', es: 'es' };

// DeepL takes at most 50 texts in one request.
const TEXTS_PER_REQUEST = 50;

/** What {@link translateDocument} needs besides the document. */
export interface TranslateOptions {
  /** Where and as whom to call DeepL (`readDeeplConfig`). */
  config: DeeplConfig;
  /** The id of a DeepL glossary from English into the target language, made from `glossaryEntries()`; none = no glossary. */
  glossaryId?: string;
}

/**
 * A machine translation of an English document into `locale`: every translatable field (see
 * `walkDocument`) translated by DeepL with `tag_handling: 'xml'` and the figures' tag in
 * `ignore_tags`, so placeholders, numbers, company types and the brand come back as they were,
 * as do `_key`s, marks, links and every field that is not text. `language` is set to `locale`;
 * `_id` and the rest are the English document's, for the caller to give the draft its own.
 * @param document - the English document, not modified
 * @param locale - the target locale, any but `en`
 * @returns the translated copy, only once every text is translated
 * @throws Error naming the locale and the cause when DeepL refuses or fails (deepl-node's error
 *   as `cause`, after its own retries), or its answer does not fit the texts sent
 */
export async function translateDocument<T>(document: T, locale: Exclude<Locale, 'en'>, options: TranslateOptions): Promise<T> {
  const target = DEEPL_TARGETS[locale];
  const walk = walkDocument(document);
  const translator = new Translator(options.config.apiKey, { serverUrl: options.config.serverUrl, sendPlatformInfo: false });
  const translated: string[] = [];
  try {
    for (let start = 0; start < walk.texts.length; start += TEXTS_PER_REQUEST) {
      const batch = walk.texts.slice(start, start + TEXTS_PER_REQUEST);
      const results = await translator.translateText(batch, 'en', target, {
        tagHandling: 'xml',
        ignoreTags: [KEEP_TAG],
        // Whitespace and punctuation at the edges of spans are ours to keep.
        preserveFormatting: true,
        ...(options.glossaryId ? { glossary: options.glossaryId } : {}),
      });
      if (results.length !== batch.length) throw new Error(`DeepL answered ${results.length} texts for ${batch.length}`);
      translated.push(...results.map((result) => result.text));
    }
    const result = walk.apply(translated);
    if (result && typeof result === 'object' && 'language' in result) (result as Record<string, unknown>).language = locale;
    return result;
  } catch (error) {
    throw new Error(`Machine translation into ${locale} (DeepL ${target}) failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
