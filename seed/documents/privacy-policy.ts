import type { PrivacyPolicy } from '../../lib/content/sanity.types';
import { keyed, paragraphs } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import type { PrivacyPolicyText } from './privacy-policy-text';
import { PRIVACY_POLICY_TRANSLATIONS } from './privacy-policy-translations';

/**
 * The privacy policy, written for what this site does: the two enquiry forms,
 * the rate limit's record of the sender's address, the staff email, the browser storage of the
 * language and location choices, and no cookies for visitors. The retention period comes from
 * `ENQUIRY_RETENTION_DAYS` and is stated by the page itself, not here.
 */
export const PRIVACY_POLICY_EN: PrivacyPolicyText = {
  language: 'en',
  seoTitle: 'Privacy Policy',
  seoDescription: 'What Meridian Corporate stores when you send an enquiry, why, for how long, who receives it, and your rights.',
  title: 'Privacy policy',
  intro: 'This page explains what we store when you contact us through this website, why we store it, how long we keep it and what you can ask of us.',
  sections: [
    {
      heading: 'Who is responsible',
      paragraphs: [
        'Meridian Corporate, 71-75 Shelton Street, Covent Garden, London WC2H 9JQ, United Kingdom, is responsible for the personal data described here. You can reach us at the email address and phone number shown at the bottom of every page.',
      ],
    },
    {
      heading: 'What we store',
      paragraphs: [
        'Contact form: your first and last name, your email address, your phone number if you give it, the subject and your message.',
        'Company formation form: the number of founders, the company structure you chose, and for each founder whether it is a person or a company, its name, a CVR number if you give one, and whether the company is foreign.',
        'With each enquiry we store the time it arrived. To stop automated or repeated submissions we also record the network address your enquiry came from; that record is deleted within two days.',
      ],
    },
    {
      heading: 'Why we store it',
      paragraphs: [
        'We use your enquiry only to answer it and, if you ask us to, to prepare the company formation or service you asked about. This is processing at your request before a possible contract (Article 6(1)(b) GDPR).',
        'The record of network addresses serves our legitimate interest in keeping the forms free of abuse (Article 6(1)(f) GDPR).',
      ],
    },
    {
      heading: 'Who receives it',
      paragraphs: [
        'Your enquiry is stored in our database and sent by email to the staff who answer enquiries. Our hosting, database and email providers process it on our behalf and under our instructions. We do not sell your data or use it for advertising.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Enquiries are deleted automatically when the period stated at the top of this page has passed. If your enquiry leads to an assignment, the documents of that assignment are kept as the law requires, under the terms we agree with you.',
      ],
    },
    {
      heading: 'Cookies and browser storage',
      paragraphs: [
        'This website sets no cookies for visitors and uses no analytics or advertising trackers. Your browser remembers the language you choose and the last location you picked in its local storage, on your device only; you can clear it in your browser settings at any time.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may ask us for a copy of the data we hold about you, and ask us to correct or delete it, to restrict its use or to object to it. Write to us at the email address at the bottom of this page. If you think we handle your data unlawfully, you may complain to a data protection authority, such as the Danish Datatilsynet or the UK Information Commissioner’s Office.',
      ],
    },
  ],
};

/** The English document and its translations, built from {@link PrivacyPolicyText}s. */
function privacyDocument(text: PrivacyPolicyText): SeedDocument<PrivacyPolicy> {
  if (text.sections.length !== PRIVACY_POLICY_EN.sections.length) {
    throw new Error(`Privacy policy (${text.language}): ${text.sections.length} sections, the English has ${PRIVACY_POLICY_EN.sections.length}`);
  }
  return {
    _id: text.language === 'en' ? ids.privacyPolicy : ids.translation(ids.privacyPolicy, text.language),
    _type: 'privacyPolicy',
    language: text.language,
    seo: { _type: 'seo', title: text.seoTitle, description: text.seoDescription },
    title: text.title,
    intro: text.intro,
    updatedAt: '2026-11-23',
    sections: keyed(
      'section',
      text.sections.map((section, i) => {
        const english = PRIVACY_POLICY_EN.sections[i];
        if (section.paragraphs.length !== english?.paragraphs.length) {
          throw new Error(`Privacy policy (${text.language}), section ${i + 1}: ${section.paragraphs.length} paragraphs, the English has ${english?.paragraphs.length}`);
        }
        return { _type: 'privacySection' as const, heading: section.heading, body: paragraphs(`s${i + 1}p`, section.paragraphs) };
      }),
    ),
  };
}

/** The privacy policy in English. */
export const privacyPolicy = privacyDocument(PRIVACY_POLICY_EN);

/** The privacy policy in the six other languages. */
export const privacyPolicyTranslations = PRIVACY_POLICY_TRANSLATIONS.map(privacyDocument);
