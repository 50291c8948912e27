import type { Jurisdiction } from '../../lib/content/sanity.types';
import type { SeedDocument } from '../types';

/** The 21 country pages (spec §2 Country pages, §3, §9 Jurisdiction marketing facts). */
export const jurisdictions: SeedDocument<Jurisdiction>[] = [];
