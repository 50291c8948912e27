import type { JurisdictionPageQueryResult } from '@/lib/content/sanity.types';

/** A country page as `jurisdictionPageQuery` returns it for an existing slug. */
export type JurisdictionPageData = NonNullable<JurisdictionPageQueryResult>;
