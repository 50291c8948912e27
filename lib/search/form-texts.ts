import { createTranslator } from 'next-intl';
import formationTexts from '../../messages/fixed/formation.da.json' with { type: 'json' };
import { COMPARE_MAX, COMPARE_MIN } from '../compare/selection';
import { MAX_FOUNDERS } from '../config/enquiry-rules';
import { each, field, message, type TextPart } from './text-declaration';

/**
 * What the forms on the contact, company-formation and comparison pages show before a visitor
 * touches them (see `./text-declaration.ts`): legends, labels (a required field's with the word
 * screen readers hear), notes, the submit button and the privacy notice. The choices of a
 * `<select>` are not page text (the comparison's lists every country) and are left out; so are
 * the result notices, which are not there until a form is sent.
 */

/** A required field's label as `components/forms/Field.tsx` renders it: the asterisk is hidden, the word is read. */
const required = (label: string, word: string) => `${label} (${word})`;

/** `ContactForm`: the field labels, the button and the privacy notice with the retention period. */
export const CONTACT_FORM: readonly TextPart<unknown>[] = [
  field('text', (_, { t }) => [...(['firstName', 'lastName', 'email'] as const).map((key) => required(t(`forms.${key}`), t('forms.required'))), t('forms.phone')]),
  field('text', (_, { t }) => [required(t('forms.subject'), t('forms.required')), required(t('forms.message'), t('forms.required')), t('forms.submit')]),
  { weight: 'text', message: 'forms.privacyNotice', values: (_, { retentionDays }) => ({ days: retentionDays }), markup: true },
];

const da = formationTexts;
const danish = createTranslator({ locale: 'da', messages: { formation: da }, namespace: 'formation' });
const founders = Array.from({ length: MAX_FOUNDERS }, (_, index) => index + 1);

/**
 * `FormationForm`, in Danish in every locale (`messages/fixed/formation.da.json`): the server
 * renders every founder's block and the structure choice, which CSS shows as the visitor chooses.
 */
export const FORMATION_FORM: readonly TextPart<unknown>[] = [
  field('text', () => [`1. ${da.foundersHeading}`, required(da.numberOfFounders, da.required)]),
  each(() => founders, [field('text', (number) => [danish('founder', { number }), da.person, da.company, required(da.personName, da.required), da.cvr, da.isForeign])]),
  field('text', () => [da.foreignNote, `2. ${da.structureHeading}`, da.drift, da.driftText, da.holding, da.holdingText, da.struktur, da.strukturText]),
  field('text', (_, { retentionDays }) => [da.submit, danish.markup('privacyNotice', { days: retentionDays, link: (chunks) => chunks })]),
];

const pickerFields = Array.from({ length: COMPARE_MAX }, (_, index) => index + 1);

/** `ComparePicker`: legend, hint, the numbered country fields (the optional ones say so) and the button. */
export const COMPARE_PICKER: readonly TextPart<unknown>[] = [
  message('text', 'compare.pickerLegend'),
  message('text', 'compare.pickerHint', () => ({ min: COMPARE_MIN, max: COMPARE_MAX })),
  each(() => pickerFields, [field('text', (number, { t }) => (number > COMPARE_MIN ? `${t('compare.country', { number })} ${t('compare.optional')}` : t('compare.country', { number })))]),
  message('text', 'compare.submit'),
];
