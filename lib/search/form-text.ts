import { createTranslator } from 'next-intl';
import formationTexts from '../../messages/fixed/formation.da.json' with { type: 'json' };
import { COMPARE_MAX, COMPARE_MIN } from '../compare/selection';
import { MAX_FOUNDERS } from '../config/enquiry-rules';
import type { PageText } from './record-text';
import type { RecordWords } from './record-words';

/**
 * The text of the forms on the contact, company-formation and comparison pages as their HTML
 * holds it before a visitor touches them: legends, labels (a required field's with the word
 * screen readers hear), notes, the submit button and the privacy notice. The choices of a
 * `<select>` are not page text (the comparison's lists every country) and are left out; so are
 * the result notices, which are not there until a form is sent.
 */

/** A required field's label as `components/forms/Field.tsx` renders it: the asterisk is hidden, the word is read. */
const requiredLabel = (label: string, required: string) => `${label} (${required})`;

/** `ContactForm`: the field labels, the button and the privacy notice with the retention period. */
export function contactFormText(page: PageText, { t }: RecordWords, retentionDays: number): void {
  const required = (label: string) => requiredLabel(label, t('forms.required'));
  page.text(required(t('forms.firstName')), required(t('forms.lastName')), required(t('forms.email')), t('forms.phone'));
  page.text(required(t('forms.subject')), required(t('forms.message')), t('forms.submit'));
  page.text(t.markup('forms.privacyNotice', { days: retentionDays, link: (chunks) => chunks }));
}

/**
 * `FormationForm`, in Danish in every locale (`messages/fixed/formation.da.json`): the server
 * renders every founder's block and the structure choice, which CSS shows as the visitor chooses.
 */
export function formationFormText(page: PageText, retentionDays: number): void {
  const da = formationTexts;
  const format = createTranslator({ locale: 'da', messages: { formation: da }, namespace: 'formation' });
  page.text(`1. ${da.foundersHeading}`, requiredLabel(da.numberOfFounders, da.required));
  for (let number = 1; number <= MAX_FOUNDERS; number++) {
    page.text(format('founder', { number }), da.person, da.company, requiredLabel(da.personName, da.required), da.cvr, da.isForeign);
  }
  page.text(da.foreignNote, `2. ${da.structureHeading}`);
  page.text(da.drift, da.driftText, da.holding, da.holdingText, da.struktur, da.strukturText);
  page.text(da.submit, format.markup('privacyNotice', { days: retentionDays, link: (chunks) => chunks }));
}

/** `ComparePicker`: legend, hint, the numbered country fields (the optional ones say so) and the button. */
export function comparePickerText(page: PageText, { t }: RecordWords): void {
  page.text(t('compare.pickerLegend'), t('compare.pickerHint', { min: COMPARE_MIN, max: COMPARE_MAX }));
  for (let number = 1; number <= COMPARE_MAX; number++) {
    page.text(number > COMPARE_MIN ? `${t('compare.country', { number })} ${t('compare.optional')}` : t('compare.country', { number }));
  }
  page.text(t('compare.submit'));
}
