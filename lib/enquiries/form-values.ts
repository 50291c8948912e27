import { MAX_FOUNDERS } from './schemas';
import { HONEYPOT_FIELD } from './submission';

/**
 * Reading a form's fields, the same in the browser (the forms check before they send) and in the
 * Server Actions (`./handle.ts`). Client code may import this module: it holds no server code.
 */

/** Every string field of a FormData, except the honeypot and React's action fields. */
export function stringValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string' && key !== HONEYPOT_FIELD && !key.startsWith('$ACTION')) values[key] = value;
  }
  return values;
}

/** Rebuilds the formation form's nested founders from flat fields such as `founders.0.name`. */
export function formationInput(values: Record<string, string>, id: string) {
  const count = Number(values.numberOfFounders);
  const founders = Number.isInteger(count) && count >= 1 && count <= MAX_FOUNDERS
    ? Array.from({ length: count }, (_, i) => ({
        type: values[`founders.${i}.type`],
        name: values[`founders.${i}.name`],
        cvr: values[`founders.${i}.cvr`],
        isForeign: values[`founders.${i}.isForeign`] === 'on' || values[`founders.${i}.isForeign`] === 'true',
      }))
    : [];
  return { id, numberOfFounders: values.numberOfFounders, companyStructure: values.companyStructure, founders };
}
