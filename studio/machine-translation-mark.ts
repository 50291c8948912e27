import { translationStrings } from '../lib/i18n/translation-strings';

/** Where the site answers the Studio's translation requests: the embedded Studio is served by the site. */
export const TRANSLATE_PATH = '/api/translate';

/**
 * The mark of a machine-translated draft: which engine wrote it, when, and a fingerprint of the
 * words it wrote. The mark stays while the words are the machine's, and goes at an editor's first
 * change of a text (`machineTranslationChange`), so the publish that follows carries no mark.
 */
export interface MachineTranslationMark {
  _type: 'machineTranslation';
  /** The service that translated, e.g. `DeepL`. */
  engine: string;
  /** When, ISO 8601. */
  translatedAt: string;
  /** The `_rev` of the English document it was translated from. */
  englishRevision: string;
  /** {@link wordsFingerprint} of the document as the machine wrote it. */
  wordsFingerprint: string;
}

/**
 * The translations in `$language` whose words are still a machine's: the list to review. A draft
 * with the mark lists its document even when the published version has none.
 */
export const MACHINE_TRANSLATED_FILTER = '_type in $types && language == $language && defined(machineTranslation)';

/**
 * A fingerprint of a document's words (`translationStrings`, in path order): the same for the
 * same texts whatever the order of its fields, different once any text changes. FNV-1a, 32 bits,
 * as hex: it tells an editor's change from none, nothing more.
 */
export function wordsFingerprint(document: unknown): string {
  const text = JSON.stringify(Object.entries(translationStrings(document)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Fields of the English document that are its own, not content the translation takes. */
const ENGLISH_OWN = new Set(['_id', '_rev', '_createdAt', '_updatedAt', '_system', 'language', 'wordsChangedAt', 'englishCheckedAt', 'machineTranslation']);

/**
 * The draft a machine translation becomes: the translated English document's fields (what the
 * site's `/api/translate` answered) under the translation's own id, type and language, with the
 * mark. English's system fields and its records of word changes stay English's.
 * @param translated - the translated copy of the English document
 * @param translation - the translation's published id, type and language
 * @param englishRevision - the English document's `_rev`
 * @param now - ISO 8601
 */
export function machineTranslatedDraft(
  translated: Record<string, unknown>,
  translation: { id: string; type: string; language: string },
  englishRevision: string,
  now: string,
): Record<string, unknown> & { _id: string; _type: string } {
  const fields = Object.fromEntries(Object.entries(translated).filter(([name]) => !ENGLISH_OWN.has(name)));
  const draft = { ...fields, _id: `drafts.${translation.id}`, _type: translation.type, language: translation.language };
  const mark: MachineTranslationMark = { _type: 'machineTranslation', engine: 'DeepL', translatedAt: now, englishRevision, wordsFingerprint: wordsFingerprint(draft) };
  return { ...draft, machineTranslation: mark };
}

/**
 * Whether the form value of a translation must lose its mark: it carries one, and its words are no
 * longer those the machine wrote (an editor changed a text).
 */
export function machineTranslationChange(value: Record<string, unknown> | undefined): 'unset' | null {
  const mark = value?.machineTranslation as Partial<MachineTranslationMark> | undefined;
  if (!mark || typeof mark.wordsFingerprint !== 'string') return null;
  return wordsFingerprint(value) === mark.wordsFingerprint ? null : 'unset';
}
