import { createTranslator } from 'next-intl';
import type { FieldErrors } from '@/lib/enquiries/schemas';
import type texts from '@/messages/fixed/formation.da.json';

/** The form's Danish texts (`messages/fixed/formation.da.json`). */
export type FormationTexts = typeof texts;

/**
 * ICU formatting of the few texts with arguments (`founder`, `rateLimited`, `privacyNotice`),
 * in Danish whatever the page locale.
 */
export function formationFormatter(t: FormationTexts) {
  return createTranslator({ locale: 'da', messages: { formation: t }, namespace: 'formation' });
}

/** The formatter {@link formationFormatter} returns. */
export type FormationFormat = ReturnType<typeof formationFormatter>;

/**
 * The Danish message for the error at a field path (`numberOfFounders`, `founders.1.name`),
 * `undefined` when that field has none.
 */
export function errorText(t: FormationTexts, errors: FieldErrors, path: string): string | undefined {
  return errors[path] ? t.errors[errors[path]] : undefined;
}
