import { describe, expect, expectTypeOf, it } from 'vitest';
import { LIMITS as EDGE_LIMITS, type ContactMessageRow as EdgeContactRow } from '../../supabase/functions/send-contact-email/schema';
import type { ContactMessageRow } from '../../lib/enquiries/rows';
import { LIMITS } from '../../lib/enquiries/schemas';

// The Edge Function keeps copies of the site's bounds and row shape because a deployed function
// bundles only `supabase/functions/` (see its schema.ts). These checks keep the copies in step.
describe('send-contact-email copies of the site rules', () => {
  it('has the same character limits as the site forms and the SQL constraints', () => {
    const shared = Object.fromEntries(Object.keys(EDGE_LIMITS).map((key) => [key, LIMITS[key as keyof typeof LIMITS]]));
    expect(EDGE_LIMITS).toEqual(shared);
  });

  it('inserts the same contact_messages row shape as the site stores', () => {
    // Checked by `tsc` (`npm run typecheck`, part of `npm test`); at run time this is a no-op.
    expectTypeOf<EdgeContactRow>().toEqualTypeOf<ContactMessageRow>();
  });
});
