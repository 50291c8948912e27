import type { Jurisdiction } from '../../lib/content/sanity.types';
import type { SeedDocument } from '../types';
import { austria } from './austria';
import { belgium } from './belgium';
import { cyprus } from './cyprus';
import { denmark } from './denmark';
import { dubai } from './dubai';
import { estonia } from './estonia';
import { france } from './france';
import { germany } from './germany';
import { hongKong } from './hong-kong';
import { hungary } from './hungary';
import { ireland } from './ireland';
import { luxembourg } from './luxembourg';
import { malta } from './malta';
import { mauritius } from './mauritius';
import { netherlands } from './netherlands';
import { portugal } from './portugal';
import { singapore } from './singapore';
import { spain } from './spain';
import { switzerland } from './switzerland';
import { unitedKingdom } from './united-kingdom';
import { unitedStates } from './united-states';

/** The 21 country pages (docs/requirements.md, §2 Country pages, §3, §9 Jurisdiction marketing facts). */
export const jurisdictions: SeedDocument<Jurisdiction>[] = [
  // Older style: Why Choose, Our Services, Key Facts, Get Started.
  singapore,
  dubai,
  hongKong,
  unitedKingdom,
  unitedStates,
  germany,
  france,
  netherlands,
  switzerland,
  mauritius,
  // Newer style: Why Register, Company Types, Key Facts and Requirements, Registration Process.
  denmark,
  cyprus,
  hungary,
  ireland,
  luxembourg,
  estonia,
  malta,
  belgium,
  spain,
  portugal,
  austria,
];
