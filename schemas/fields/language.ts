import { defineField, type ConditionalPropertyCallback, type SlugIsUniqueValidator } from 'sanity';
import { LANGUAGES } from '../../lib/i18n/locales';

/**
 * Document-level internationalization: each localizable document states the
 * locale it is written for, the field `@sanity/document-internationalization` reads and sets.
 * Read-only: a document is written in English, and its translations are made from it with the
 * plugin's language menu, which sets this field and links the versions in a
 * `translation.metadata` document. Pages show the locale's version of each document, else the
 * English one.
 */
export const languageField = defineField({
  name: 'language',
  title: 'Language',
  type: 'string',
  description: 'Which site language this document is for. Make a translation from the English document with the language menu at the top.',
  initialValue: 'en',
  readOnly: true,
  options: { list: LANGUAGES.map((l) => ({ title: `${l.flag} ${l.name}`, value: l.code })), layout: 'dropdown' },
  validation: (rule) => rule.required(),
});

/**
 * Slug uniqueness within one language: every translation keeps its English document's slug
 * (`/da/denmark` shows the Danish version of `denmark`), so Sanity's default check, which
 * looks across all languages, would reject each translation.
 */
export const isUniqueInLanguage: SlugIsUniqueValidator = async (slug, context) => {
  const { document, getClient } = context;
  const id = document?._id.replace(/^drafts\./, '');
  const params = { draft: `drafts.${id}`, published: id, language: document?.language ?? 'en', slug, type: document?._type };
  const query = `!defined(*[_type == $type && !(_id in [$draft, $published]) && slug.current == $slug && language == $language][0]._id)`;
  return getClient({ apiVersion: '2025-10-01' }).fetch<boolean>(query, params);
};

/**
 * `readOnly` for a field whose value is the same in every language (a price, a category): the
 * site takes it from the English document, so a translation shows it but cannot
 * change it, and an editor changes it once, in English.
 */
export const setInEnglish: ConditionalPropertyCallback = ({ document }) =>
  document?.language !== undefined && document.language !== 'en';

/**
 * `hidden` for a picture: the site shows the English document's in every
 * language, so a translation has no picture of its own, only its description
 * (`imageAlt`), under which the Studio shows the English picture.
 */
export const pictureOfEnglish: ConditionalPropertyCallback = ({ document }) => isTranslation(document);

/** Whether `document` is a translation: it states a language other than English. */
export function isTranslation(document: Record<string, unknown> | undefined): boolean {
  return document?.language !== undefined && document.language !== 'en';
}

/**
 * GROQ for the English version of the document `$id` (a published id), found through its
 * `translation.metadata`; follow it with a field or projection (`…value->wordsChangedAt`).
 */
export const ENGLISH_VERSION = `*[_type == "translation.metadata" && $id in translations[].value._ref][0].translations[language == "en"][0].value->`;

/** Appended to the description of a {@link setInEnglish} field. */
export const SET_IN_ENGLISH_NOTE = ' Set on the English document, for every language.';
