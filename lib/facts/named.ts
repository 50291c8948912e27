import { DURATION_UNITS, type DurationUnit, type Fact, type FactValue } from './types';

/**
 * A figure an editor names herself (`namedFact` objects: a jurisdiction's *Other figures*, a
 * region's *Figures*), as the queries project it. Loose on purpose: read from any dataset.
 */
export type NamedFactFields = {
  name?: string | null;
  label?: string | null;
  kind?: string | null;
  value?: number | null;
  upTo?: number | null;
  currency?: string | null;
  plus?: boolean | null;
  compact?: string | null;
  unit?: string | null;
};

/** What a fact name looks like: a letter, then letters, digits or `_` (ICU argument names). */
export const FACT_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

const UNITS = new Set<string>(DURATION_UNITS);

/** The value of a named figure, or `null` when a field it needs is missing. */
function valueOf(fields: NamedFactFields): FactValue | null {
  const { kind, value } = fields;
  if (value == null) return null;
  const upTo = fields.upTo != null ? { upTo: fields.upTo } : {};
  switch (kind) {
    case 'percent':
      return { kind, value, ...upTo };
    case 'money':
      return fields.currency ? { kind, amount: value, currency: fields.currency, ...(fields.compact === 'short' ? { compact: 'short' as const } : {}) } : null;
    case 'count':
      return { kind, value, ...(fields.plus ? { plus: true } : {}), ...(fields.compact === 'short' || fields.compact === 'long' ? { compact: fields.compact } : {}) };
    case 'year':
      return { kind, value };
    case 'duration':
      return fields.unit && UNITS.has(fields.unit)
        ? { kind, from: value, ...(fields.upTo != null ? { to: fields.upTo } : {}), unit: fields.unit as DurationUnit }
        : null;
    default:
      return null;
  }
}

/**
 * The facts of a list of named figures, e.g.
 * `{ name: 'euMemberSince', kind: 'year', value: 2004 }` -> `{euMemberSince}` "2004";
 * `{ kind: 'money', value: 2000000, currency: 'HKD', compact: 'short' }` -> "HKD 2m". A figure
 * without a valid name or value is left out (the Studio's validation names the problem), and
 * so is a second figure of the same name.
 */
export function namedFacts(list: readonly (NamedFactFields | null)[] | null | undefined): Fact[] {
  const seen = new Set<string>();
  return (list ?? []).flatMap((fields): Fact[] => {
    const name = fields?.name;
    if (!fields || !name || !FACT_NAME.test(name) || seen.has(name)) return [];
    const value = valueOf(fields);
    if (!value) return [];
    seen.add(name);
    return [{ name, label: fields.label || name, value }];
  });
}
