import type { Messages } from 'next-intl';

/** A header link: a locale-free path and the key of its label in the `nav` messages. */
export type NavItem = { href: string; labelKey: keyof Messages['nav'] };

/** The Services dropdown of the header, in menu order (docs/requirements.md, §2 Header and footer). */
export const SERVICE_NAV_ITEMS: readonly NavItem[] = [
  { href: '/company-registration', labelKey: 'companyRegistration' },
  { href: '/accounting-tax', labelKey: 'accountingTax' },
  { href: '/banking', labelKey: 'banking' },
  { href: '/company-secretarial', labelKey: 'companySecretarial' },
  { href: '/director-services', labelKey: 'directorServices' },
];

/** Path of the home page. */
export const HOME_PATH = '/';
/** Path of the jurisdictions overview (header "Jurisdictions"). */
export const JURISDICTIONS_PATH = '/global-company-registration';
/** Path of the fees page. */
export const FEES_PATH = '/fees';
/** Path of the contact page (header contact button). */
export const CONTACT_PATH = '/contact';

/** The site search's page: where the header's search link leads without JavaScript. */
export const SEARCH_PATH = '/search';
