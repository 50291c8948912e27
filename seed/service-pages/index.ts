import type { ServicePage } from '../../lib/content/sanity.types';
import type { SeedDocument } from '../types';
import { accountingTax } from './accounting-tax';
import { banking } from './banking';
import { companyFormation } from './company-formation';
import { companyRegistration } from './company-registration';
import { companySecretarial } from './company-secretarial';
import { compliance } from './compliance';
import { contact } from './contact';
import { directorServices } from './director-services';
import { fees } from './fees';
import { globalCompanyRegistration } from './global-company-registration';
import { legalServices } from './legal-services';
import { pricing } from './pricing';
import { virtualOffice } from './virtual-office';

/** Section-built pages: service pages, fees, jurisdictions overview, contact, pricing, company formation. */
export const servicePages: SeedDocument<ServicePage>[] = [
  companyRegistration,
  accountingTax,
  banking,
  companySecretarial,
  directorServices,
  compliance,
  legalServices,
  virtualOffice,
  fees,
  globalCompanyRegistration,
  contact,
  pricing,
  companyFormation,
];
