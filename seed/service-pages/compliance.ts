import type { ServicePage } from '../../lib/content/sanity.types';
import type { SeedDocument } from '../types';
import { keyed } from '../helpers';
import { ids } from '../ids';
import { cardGrid, contactButton, cta, feesButton, hero, processSteps, seo } from './builders';

/** /compliance (docs/requirements.md, §2 Service pages): six service cards with features, three reasons, four steps. */
export const compliance: SeedDocument<ServicePage> = {
  _id: ids.servicePage('compliance'),
  _type: 'servicePage',
  language: 'en',
  title: 'Compliance',
  slug: { _type: 'slug', current: 'compliance' },
  seo: seo(
    'Corporate Compliance Services',
    'KYC and AML, regulatory filings, beneficial ownership reporting and governance support that keep your company compliant in every jurisdiction.',
  ),
  hero: { ...hero(
    'Compliance',
    'Regulations change and obligations differ from country to country. We help you meet them, from anti-money-laundering checks to regulatory filings and corporate governance.',
    [contactButton(), feesButton()],
  ), icon: 'ShieldCheck' },
  sections: keyed('s', [
    cardGrid('Our Compliance Services', [
      {
        icon: 'ShieldCheck',
        title: 'KYC and AML',
        description: 'Know-your-customer and anti-money-laundering procedures that meet regulatory expectations.',
        features: ['Customer due diligence', 'Risk assessments', 'AML policies and procedures'],
      },
      {
        icon: 'FileText',
        title: 'Regulatory Filings',
        description: 'Timely submission of the returns and reports your company must file.',
        features: ['Filing calendar', 'Report preparation', 'Submission to authorities'],
      },
      {
        icon: 'Users',
        title: 'Beneficial Ownership Reporting',
        description: 'Accurate records and disclosures of who owns and controls your company.',
        features: ['Ownership registers', 'Registry disclosures', 'Updates after changes'],
      },
      {
        icon: 'Globe',
        title: 'Economic Substance',
        description: 'Assessment and reporting for jurisdictions with economic substance rules.',
        features: ['Substance assessment', 'Annual substance reports', 'Practical recommendations'],
      },
      {
        icon: 'Scale',
        title: 'Corporate Governance',
        description: 'Structures and procedures that support sound decision-making by your board.',
        features: ['Board procedures', 'Policy frameworks', 'Director guidance'],
      },
      {
        icon: 'ClipboardCheck',
        title: 'Compliance Reviews',
        description: 'Independent reviews that find gaps before they become problems.',
        features: ['Health checks', 'Gap analysis', 'Remediation plans'],
      },
    ]),
    cardGrid('Why Choose Us', [
      {
        icon: 'Award',
        title: 'Experience Since {since}',
        description: 'We have helped clients meet their corporate obligations since {since}.',
      },
      {
        icon: 'Globe',
        title: 'Global Coverage',
        description: 'Support in {jurisdictions} jurisdictions through our partners across EMEA, Asia and the Americas.',
      },
      {
        icon: 'Users',
        title: 'Dedicated Team',
        description: 'One team that knows your company and keeps track of your deadlines.',
      },
    ]),
    processSteps('Our Process', [
      {
        title: 'Assessment',
        description: 'We review your company, its activities and the rules that apply to it.',
      },
      {
        title: 'Compliance Plan',
        description: 'We agree a plan with clear responsibilities and deadlines.',
      },
      {
        title: 'Implementation',
        description: 'We put the policies, registers and filings in place.',
      },
      {
        title: 'Ongoing Monitoring',
        description: 'We track changes in the rules and keep your company up to date.',
      },
    ]),
    cta(
      'Stay Compliant with Confidence',
      [contactButton(), feesButton()],
      'Contact us for a review of your compliance obligations.',
    ),
  ]),
};
