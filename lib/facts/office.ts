import { companyTypeKey } from './jurisdiction';
import type { Fact } from './types';

/**
 * An office package's fact fields (docs/requirements.md, §9 Offices), as the English virtual-office page holds
 * them: its name (which names its facts), price in whole pounds and activation time.
 */
export type OfficePackageFactFields = {
  name?: string | null;
  priceGbp?: number | null;
  activation?: { from?: number | null; to?: number | null; unit?: string | null } | null;
};

const UNITS = new Set(['hour', 'day', 'week', 'month']);

/**
 * The office packages' facts: `officePrice_<Package>` (GBP) and
 * `activation_<Package>` per package of the English office packages section, e.g.
 * `{officePrice_VirtualOffice}` £1,200 and `{activation_VirtualOffice}` 24-48 hours, so the
 * fees page, FAQs and the virtual office page state the price the package card shows.
 */
export function officeFacts(packages: readonly (OfficePackageFactFields | null)[] | null | undefined): Fact[] {
  return (packages ?? []).flatMap((pkg): Fact[] => {
    if (!pkg?.name) return [];
    const key = companyTypeKey(pkg.name);
    const facts: Fact[] = [];
    if (pkg.priceGbp != null) facts.push({ name: `officePrice_${key}`, label: `${pkg.name}: price`, value: { kind: 'money', amount: pkg.priceGbp, currency: 'GBP' } });
    const time = pkg.activation;
    if (time?.from != null && time.unit && UNITS.has(time.unit)) {
      const unit = time.unit as 'hour' | 'day' | 'week' | 'month';
      facts.push({ name: `activation_${key}`, label: `${pkg.name}: activation time`, value: { kind: 'duration', from: time.from, ...(time.to != null ? { to: time.to } : {}), unit } });
    }
    return facts;
  });
}
