import { namedFacts, type NamedFactFields } from './named';
import type { Fact } from './types';

/**
 * The fact fields of a jurisdiction (its `comparison` object, set on the English document), as
 * the queries project them: numbers, codes and the company-type names the fact names come from.
 * Loose on purpose: it is read from any dataset, where a field may be missing or null.
 */
export type JurisdictionFactFields = {
  corporateTax?: { percent?: number | null; upToPercent?: number | null } | null;
  vatPercent?: number | null;
  minimumCapital?: readonly { companyType?: string | null; amount?: number | null; paidUpAmount?: number | null; currency?: string | null }[] | null;
  incorporationTime?: { from?: number | null; to?: number | null; unit?: string | null } | null;
  directors?: { minimum?: number | null } | null;
  otherFacts?: readonly (NamedFactFields | null)[] | null;
} | null;

const DURATION_UNITS = new Set(['hour', 'day', 'week', 'month']);

/**
 * The name part a company type gives its capital facts: ASCII letters and digits of each word,
 * accents dropped, a parenthesised remark left out. `ApS` -> `ApS`, `A/S` -> `AS`,
 * `S.à r.l.-S (simplified)` -> `SARLS`, `Private company` -> `PrivateCompany`.
 */
export function companyTypeKey(companyType: string): string {
  return companyType
    .replace(/\(.*?\)/g, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

/**
 * The named facts of a jurisdiction, from the fields `/compare` shows too:
 * `corporateTax` (with `corporateTaxMin` and `corporateTaxMax` for a range), `vat`, `capital_<Type>` and `paidUp_<Type>` per company type (`capital` and
 * `paidUp` for a line without a type), `incorporationTime` and `directors` (the minimum
 * number), then the editor-named *Other figures* (`{reducedTax}`, `{euMemberSince}`). A fact
 * that is not stated is left out, so prose that refers to it shows as missing.
 */
export function jurisdictionFacts(fields: JurisdictionFactFields): Fact[] {
  if (!fields) return [];
  const facts: Fact[] = [];
  const tax = fields.corporateTax;
  if (tax?.percent != null) {
    facts.push({ name: 'corporateTax', label: 'Corporate tax', value: { kind: 'percent', value: tax.percent, ...(tax.upToPercent != null ? { upTo: tax.upToPercent } : {}) } });
    // The ends of a range, for texts that state each ("0% in free zones, 9% on the mainland").
    if (tax.upToPercent != null) {
      facts.push({ name: 'corporateTaxMin', label: 'Corporate tax, lowest', value: { kind: 'percent', value: tax.percent } });
      facts.push({ name: 'corporateTaxMax', label: 'Corporate tax, highest', value: { kind: 'percent', value: tax.upToPercent } });
    }
  }
  if (fields.vatPercent != null) facts.push({ name: 'vat', label: 'Standard VAT rate', value: { kind: 'percent', value: fields.vatPercent } });
  const seen = new Set<string>();
  for (const line of fields.minimumCapital ?? []) {
    if (line.amount == null || !line.currency) continue;
    const key = line.companyType ? companyTypeKey(line.companyType) : '';
    if (seen.has(key)) continue;
    seen.add(key);
    const suffix = key ? `_${key}` : '';
    const of = line.companyType ? ` (${line.companyType})` : '';
    facts.push({ name: `capital${suffix}`, label: `Minimum capital${of}`, value: { kind: 'money', amount: line.amount, currency: line.currency } });
    if (line.paidUpAmount != null) {
      facts.push({ name: `paidUp${suffix}`, label: `Paid up at registration${of}`, value: { kind: 'money', amount: line.paidUpAmount, currency: line.currency } });
    }
  }
  const time = fields.incorporationTime;
  if (time?.from != null && time.unit && DURATION_UNITS.has(time.unit)) {
    const unit = time.unit as 'hour' | 'day' | 'week' | 'month';
    facts.push({ name: 'incorporationTime', label: 'Incorporation time', value: { kind: 'duration', from: time.from, ...(time.to != null ? { to: time.to } : {}), unit } });
  }
  if (fields.directors?.minimum != null) facts.push({ name: 'directors', label: 'Minimum number of directors', value: { kind: 'count', value: fields.directors.minimum } });
  const named = new Set(facts.map((fact) => fact.name));
  return [...facts, ...namedFacts(fields.otherFacts).filter((fact) => !named.has(fact.name))];
}

/** A jurisdiction's `comparison` object as stored: facts and the words that go with them. */
type StoredComparison = {
  corporateTax?: { note?: string | null } | null;
  incorporationTime?: { note?: string | null } | null;
  minimumCapital?: readonly { _key: string; _type?: string; companyType?: string | null }[] | null;
} & Record<string, unknown>;

/**
 * The words of a `comparison` object without its figures: what a translation holds (the notes
 * and company-type names, matched to the English lines by `_key`), since every language reads
 * the figures from the English document.
 */
export function comparisonWords<T extends StoredComparison | null | undefined>(comparison: T): T {
  if (!comparison) return comparison;
  const { _type, corporateTax, incorporationTime, minimumCapital } = comparison;
  return {
    ...(_type ? { _type } : {}),
    ...(corporateTax?.note ? { corporateTax: { note: corporateTax.note } } : {}),
    ...(incorporationTime?.note ? { incorporationTime: { note: incorporationTime.note } } : {}),
    ...(minimumCapital?.some((line) => line.companyType)
      ? { minimumCapital: minimumCapital.map(({ _key, _type: type, companyType }) => ({ _key, ...(type ? { _type: type } : {}), ...(companyType ? { companyType } : {}) })) }
      : {}),
  } as T;
}
