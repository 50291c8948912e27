/**
 * The enquiry store and outbox of this process.
 *
 * SERVER-ONLY: this module reads server env vars and opens a database (`server-only` is not
 * installed, so nothing enforces it). Import it from Server Actions, route handlers and scripts
 * only, never from a `'use client'` module or anything a client component imports. Client code may
 * import `./schemas` (zod rules), `./form-values` and `./submission`, nothing else from `lib/enquiries`.
 */
import { createEmbeddedStore, DEFAULT_DATA_DIR } from './embedded-store';
import { readRetentionDays, readSupabaseConfig } from './env';
import { startOutboxDelivery, type DeliveryEvent } from './outbox/delivery';
import type { DeadLetter, EnquiryOutbox } from './outbox/entry';
import { createFileOutbox } from './outbox/file-outbox';
import { readOutboxConfig } from './outbox/config';
import { createRedisOutbox } from './outbox/redis-outbox';
import type { EnquiryStore } from './store';
import { logger } from '../log/logger';
import { observeOutbox } from '../telemetry/metrics';
import { createSupabaseStore, type SupabaseStore } from './supabase-store';

export { EnquiryStoreError, type EnquiryStore, type SaveOutcome, type SubmitterLimit } from './store';

let store: EnquiryStore | undefined;
let supabaseStore: SupabaseStore | undefined;
let outbox: { outbox: EnquiryOutbox; nudge: () => void } | null | undefined;

/**
 * Returns the store, created on the first call and reused: Supabase when `SUPABASE_URL` and
 * `SUPABASE_ANON_KEY` are set, otherwise the embedded PGlite store in `.data/enquiries`.
 * @throws Error from `readSupabaseConfig` for a bad configuration, e.g. `supabaseKey is required. …`
 *   when the URL is set without a key (docs/requirements.md, §5, §8); nothing is memoised then.
 */
export function getEnquiryStore(): EnquiryStore {
  if (!store) {
    const supabase = readSupabaseConfig();
    if (supabase) {
      supabaseStore = createSupabaseStore(supabase, undefined, { outboxCredential: readOutboxConfig(DEFAULT_DATA_DIR)?.credential });
      store = supabaseStore;
    } else {
      store = createEmbeddedStore();
    }
  }
  return store;
}

/**
 * Returns the outbox (`ENQUIRY_OUTBOX_SECRET`, see `./outbox/config.ts`), or null when there is
 * none, and starts its background delivery and the retention period's timer on the first call.
 * `nudge()` asks the delivery to run now, after a put.
 * @param report - receives the delivery's events (no enquiry fields); only the first call's is used
 * @throws Error from `readOutboxConfig` or `readRetentionDays` for a bad configuration
 */
export function getEnquiryOutbox(report: (event: DeliveryEvent) => void): { outbox: EnquiryOutbox; nudge: () => void } | null {
  if (outbox !== undefined) return outbox;
  const config = readSupabaseConfig() ? readOutboxConfig(DEFAULT_DATA_DIR) : null;
  if (!config) return (outbox = null);
  getEnquiryStore();
  const target = supabaseStore as SupabaseStore;
  const options = { secret: config.credential, onDeadLetter: (letter: DeadLetter) => report({ event: 'outbox-dead-lettered', ...letter }) };
  let held: EnquiryOutbox;
  if (config.kind === 'redis') {
    const redis = createRedisOutbox(config.url, options);
    // Checked, not refused: a managed Redis may hide its settings, and a warning is enough to act on.
    void redis.evictionPolicy().then(
      (policy) => {
        if (policy !== 'noeviction') {
          logger.warn({ event: 'outbox-redis-evicts', outbox: redis.name, policy }, `The enquiry outbox's Redis may evict it: maxmemory-policy is ${policy}; set noeviction (docs/deploying.md).`);
        }
      },
      () => undefined,
    );
    held = redis;
  } else {
    held = createFileOutbox(config.dir, options);
  }
  observeOutbox(() => held.stats());
  const delivery = startOutboxDelivery({
    outbox: held,
    deliver: (entry) => target.deliver(entry),
    retentionDays: readRetentionDays(),
    report,
  });
  return (outbox = { outbox: held, nudge: delivery.nudge });
}
