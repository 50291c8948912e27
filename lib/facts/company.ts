import type { DurationUnit, Fact, FactValue } from './types';

/**
 * The company's own figures (docs/requirements.md, §1 claims, §9 Default statistics), the `claims` object of the
 * English site settings: prose anywhere on the site refers to them by name, e.g. "helping
 * clients since {since}". How each is written (a year, a count with "+", a percentage, a time
 * in a unit) is fixed here; the number is the editor's.
 */
export const COMPANY_FACTS = [
  { name: 'since', label: 'Helping clients since (year)', kind: 'year' },
  { name: 'jurisdictions', label: 'Jurisdictions served, shown as 180+', kind: 'count', plus: true },
  { name: 'partnerLocations', label: 'Partner locations, shown as 180', kind: 'count' },
  { name: 'countries', label: 'Countries, shown as 115+', kind: 'count', plus: true },
  { name: 'clients', label: 'Clients, shown as 5,000+', kind: 'count', plus: true },
  { name: 'years', label: 'Years of experience, shown as 25+', kind: 'count', plus: true },
  { name: 'successRate', label: 'Success rate (%)', kind: 'percent' },
  { name: 'legalClients', label: 'Legal clients, shown as 4,000+', kind: 'count', plus: true },
  { name: 'pricingCustomers', label: 'Customers helped (pricing page), shown as 300,000', kind: 'count' },
  { name: 'maxSavingsDkk', label: 'Largest saving in DKK, shown as 15,000', kind: 'count' },
  // The range of incorporation times across jurisdictions (docs/requirements.md, §9 Offices): "from 24 hours to 6 weeks".
  { name: 'incorporationFastest', label: 'Fastest typical incorporation, in hours', kind: 'duration', unit: 'hour' },
  { name: 'incorporationSlowest', label: 'Slowest typical incorporation, in weeks', kind: 'duration', unit: 'week' },
] as const satisfies readonly { name: string; label: string; kind: 'year' | 'count' | 'percent' | 'duration'; plus?: boolean; unit?: DurationUnit }[];

/** A company fact's name: a field of the site settings' `claims`. */
export type CompanyFactName = (typeof COMPANY_FACTS)[number]['name'];

/** The `claims` object as a query projects it; numbers, or text such as "180+" in older datasets, where most claims were text fields. */
export type CompanyClaims = Partial<Record<CompanyFactName, number | string | null>> | null | undefined;

/** `180`, `'180+'` or `'4,000+'` -> the number; `undefined` when there is none. */
function claimNumber(value: number | string | null | undefined): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const number = Number(value.replace(/[^\d.]/g, ''));
  return value.trim() !== '' && Number.isFinite(number) ? number : undefined;
}

/** The company's named facts from the English site settings' `claims`; claims not set are left out. */
export function companyFacts(claims: CompanyClaims): Fact[] {
  return COMPANY_FACTS.flatMap((spec): Fact[] => {
    const number = claimNumber(claims?.[spec.name]);
    if (number === undefined) return [];
    const value: FactValue =
      spec.kind === 'year'
        ? { kind: 'year', value: number }
        : spec.kind === 'percent'
          ? { kind: 'percent', value: number }
          : spec.kind === 'duration'
            ? { kind: 'duration', from: number, unit: spec.unit }
            : { kind: 'count', value: number, ...('plus' in spec ? { plus: spec.plus } : {}) };
    return [{ name: spec.name, label: spec.label, value }];
  });
}
