import path from 'node:path';
import { readRedisUrlVariable } from '../../config/redis-url';

/** Where the outbox lives, when there is one. */
export type OutboxConfig =
  | { kind: 'redis'; url: string; credential: string }
  | { kind: 'files'; dir: string; credential: string };

/** The shortest `ENQUIRY_OUTBOX_SECRET` accepted: it is the one thing that lets a caller set an enquiry's time. */
export const MIN_SECRET_LENGTH = 32;

/**
 * Reads the outbox's variables:
 * - `ENQUIRY_OUTBOX_SECRET`: the credential whose digest the database registered
 *   (`…_enquiry_outbox.sql`). Unset = no outbox: a submit Supabase cannot take shows the
 *   contact form's error (docs/requirements.md, §8), and the form keeps what the visitor typed.
 * - `ENQUIRY_OUTBOX_REDIS_URL`: a Redis every instance shares, which must not evict or lose data.
 *   Unset = files in `<dataDir>/outbox`, this instance's own; a serverless deployment
 *   (`VERCEL` set) has no disk that lasts, so it needs the Redis.
 *
 * @param dataDir - the embedded store's folder (`ENQUIRY_DATA_DIR`)
 * @returns the configuration, or null when there is no outbox
 * @throws Error naming the variable: a secret shorter than {@link MIN_SECRET_LENGTH} characters, a
 *   secret without `SUPABASE_URL` (the outbox delivers to Supabase), a Redis URL that is not
 *   `redis://` or `rediss://`, or files on a serverless deployment
 */
export function readOutboxConfig(dataDir: string, env: Record<string, string | undefined> = process.env): OutboxConfig | null {
  const credential = env.ENQUIRY_OUTBOX_SECRET?.trim();
  if (!credential) return null;
  if (credential.length < MIN_SECRET_LENGTH) {
    throw new Error(`ENQUIRY_OUTBOX_SECRET must be at least ${MIN_SECRET_LENGTH} characters (for example \`openssl rand -hex 32\`), got ${credential.length}.`);
  }
  if (!env.SUPABASE_URL?.trim()) throw new Error('ENQUIRY_OUTBOX_SECRET is set without SUPABASE_URL: the outbox holds enquiries for Supabase only.');
  const redis = readRedisUrlVariable(env, 'ENQUIRY_OUTBOX_REDIS_URL', 'redis://127.0.0.1:6380/0');
  if (redis) return { kind: 'redis', url: redis, credential };
  if (env.VERCEL) {
    throw new Error('ENQUIRY_OUTBOX_SECRET is set on a serverless deployment without ENQUIRY_OUTBOX_REDIS_URL: its files would not outlast the function. Set ENQUIRY_OUTBOX_REDIS_URL, or unset the secret.');
  }
  return { kind: 'files', dir: path.join(dataDir, 'outbox'), credential };
}
