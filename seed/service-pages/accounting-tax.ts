import type { ServicePage } from '../../lib/content/sanity.types';
import type { SeedDocument } from '../types';
import { keyed } from '../helpers';
import { ids } from '../ids';
import { bulletList, cardGrid, contactButton, cta, hero, seo } from './builders';

/** /accounting-tax (docs/requirements.md, §2 Service pages). */
export const accountingTax: SeedDocument<ServicePage> = {
  _id: ids.servicePage('accounting-tax'),
  _type: 'servicePage',
  language: 'en',
  title: 'Accounting & Tax',
  slug: { _type: 'slug', current: 'accounting-tax' },
  seo: seo(
    'Accounting and Tax Services for International Companies',
    'Bookkeeping, tax returns, VAT and annual accounts for companies in many jurisdictions, handled by one team that knows the local rules.',
  ),
  hero: { ...hero(
    'Accounting & Tax',
    'Keep your books accurate and your filings on time. Our accountants handle bookkeeping, tax returns and annual accounts in line with local rules, so you can focus on running your business.',
    [contactButton()],
  ), icon: 'Calculator' },
  sections: keyed('s', [
    cardGrid('Our Accounting and Tax Services', [
      {
        icon: 'Calculator',
        title: 'Bookkeeping',
        description: 'Accurate, up-to-date records of your income, expenses and transactions.',
      },
      {
        icon: 'FileText',
        title: 'Corporate Tax Returns',
        description: 'Preparation and filing of corporate tax returns with the local tax authority.',
      },
      {
        icon: 'Percent',
        title: 'VAT Registration and Returns',
        description: 'Registration for VAT or sales tax and regular, correct returns.',
      },
      {
        icon: 'BarChart3',
        title: 'Annual Financial Statements',
        description: 'Year-end accounts prepared to local accounting standards and filed on time.',
      },
    ]),
    bulletList('What We Can Handle for You', [
      'Monthly or quarterly bookkeeping',
      'Payroll processing and payslips',
      'Management accounts and reports',
      'Corporate tax planning and compliance',
      'VAT and sales tax filings',
      'Liaison with tax authorities and auditors',
    ]),
    cta(
      'Talk to Our Accountants',
      [contactButton()],
      'Tell us about your company and we will propose the accounting support it needs.',
    ),
  ]),
};
