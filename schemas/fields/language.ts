import { defineField } from 'sanity';
import { LANGUAGES } from '../../lib/i18n/locales';

/**
 * Document-level internationalization: each localizable document states the locale it is
 * written for. Pages query `$locale` and fall back to `en` (issue: site foundation, part 4).
 */
export const languageField = defineField({
  name: 'language',
  title: 'Language',
  type: 'string',
  description: 'Which site language this document is for. English is shown when a language has no version of its own.',
  initialValue: 'en',
  options: { list: LANGUAGES.map((l) => ({ title: `${l.flag} ${l.name}`, value: l.code })), layout: 'dropdown' },
  validation: (rule) => rule.required(),
});
