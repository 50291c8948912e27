import type { Faq } from '../../lib/content/sanity.types';
import type { SeedDocument } from '../types';
import { paragraphs } from '../helpers';
import { ids } from '../ids';

type Topic = Faq['topic'];

/** FAQ documents of one topic, numbered from 1 in the given order. */
function faqsFor(topic: Topic, items: readonly { question: string; answer: readonly string[] }[]): SeedDocument<Faq>[] {
  return items.map(({ question, answer }, i) => ({
    _id: ids.faq(topic, i + 1),
    _type: 'faq',
    language: 'en',
    question,
    answer: paragraphs('b', answer),
    topic,
  }));
}

const legalServices = faqsFor('legal-services', [
  {
    question: 'What legal services do you offer to businesses?',
    answer: [
      'We advise on company law, commercial contracts, employment matters, intellectual property, regulatory compliance and dispute resolution. We can support you from company formation through to day-to-day legal questions as your business grows.',
    ],
  },
  {
    question: 'Can you help with legal matters in more than one country?',
    answer: [
      'Yes. From our headquarters in London we work with partners in over {partnerLocations} locations across EMEA, Asia and the Americas, so we can coordinate advice when your business operates in several jurisdictions.',
    ],
  },
  {
    question: 'How are your legal fees calculated?',
    answer: [
      'Fees depend on the scope and complexity of the work. We agree the scope with you first and give you a quote before any work starts, so there are no surprises. See our fees page for how our pricing works.',
    ],
  },
  {
    question: 'How long does a typical legal matter take?',
    answer: [
      'It depends on the type of work. When we confirm the scope of your matter, we agree a timetable with you and keep you informed of progress at every stage.',
    ],
  },
  {
    question: 'Is the information I share with you kept confidential?',
    answer: [
      'Yes. Everything you share with us is treated as strictly confidential and used only to provide the services you have asked for.',
    ],
  },
  {
    question: 'Can you also register my company and handle ongoing compliance?',
    answer: [
      'Yes. Alongside legal services we offer company registration in {jurisdictions} jurisdictions, company secretarial support, accounting and tax, and compliance services, so you can work with one provider.',
    ],
  },
]);

const virtualOffice = faqsFor('virtual-office', [
  {
    question: 'What is a virtual office?',
    answer: [
      'A virtual office gives your company a professional business address and mail handling without the cost of renting physical office space. It is ideal for new companies, remote teams and businesses entering a new market.',
    ],
  },
  {
    question: 'How quickly can my virtual office be activated?',
    answer: [
      'Virtual office activation takes {activation_VirtualOffice} once we have received your completed application and identification documents.',
    ],
  },
  {
    question: 'How much does an office cost?',
    answer: [
      'A virtual office starts from {officePrice_VirtualOffice} per year, a shared office from {officePrice_SharedOffice} per month, and a permanent office from a one-time fee of {officePrice_PermanentOffice}. Contact us for a quote for your chosen location.',
    ],
  },
  {
    question: 'Can I use the address as my registered office?',
    answer: [
      'The address can be used as your business address for correspondence and, where local rules allow, as your registered office address. We confirm what is possible for your location before you sign up.',
    ],
  },
  {
    question: 'How is my mail handled?',
    answer: [
      'We receive your post at the office address and notify you when it arrives. Mail can then be forwarded to you or kept for collection, depending on your package.',
    ],
  },
  {
    question: 'What documents do I need to sign up?',
    answer: [
      'We ask for proof of identity and address for the account holder and, for a company, details of the company and its directors. This allows us to meet our identity-verification obligations.',
    ],
  },
  {
    question: 'Can I change or upgrade my package later?',
    answer: [
      'Yes. You can move from a virtual office to a shared or permanent office as your business grows. Contact us and we will arrange the change.',
    ],
  },
  {
    question: 'Which locations are available?',
    answer: [
      'Our headquarters is in London, and we work with partners in over {partnerLocations} locations across EMEA, Asia and the Americas. Tell us where you need an address and we will confirm availability.',
    ],
  },
]);

/** FAQ documents referenced by the legal-services (6) and virtual-office (8) pages. */
export const faqs: SeedDocument<Faq>[] = [...legalServices, ...virtualOffice];
