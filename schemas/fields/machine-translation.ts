import { defineField } from 'sanity';

/**
 * The mark of a translation a machine wrote (`studio/machine-translation-mark.ts`): set by the
 * Studio's "Translate from English" on the draft it fills, taken off at an editor's first change
 * of a text. The Studio shows it as the "Machine translated" badge and list. Hidden: only the
 * Studio writes it.
 */
export const machineTranslationField = defineField({
  name: 'machineTranslation',
  title: 'Machine translation',
  type: 'object',
  description: 'Set when a machine translated this document; removed when an editor changes a text.',
  readOnly: true,
  hidden: true,
  fields: [
    defineField({ name: 'engine', title: 'Engine', type: 'string', description: 'The service that translated, e.g. DeepL.' }),
    defineField({ name: 'translatedAt', title: 'Translated at', type: 'datetime', description: 'When the machine translated the texts.' }),
    defineField({ name: 'englishRevision', title: 'English revision', type: 'string', description: 'The version of the English document it was translated from.' }),
    defineField({ name: 'wordsFingerprint', title: 'Fingerprint of the words', type: 'string', description: 'Tells whether an editor has changed a text since.' }),
  ],
});
