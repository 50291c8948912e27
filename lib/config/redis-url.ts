import { z } from 'zod';
import { redactUrl } from '../log/redact-url';

/**
 * A Redis URL setting from the environment: unset or blank = `null`.
 * @param example - shown in the error, e.g. `redis://127.0.0.1:6379`
 * @throws Error naming the variable when it is set but not a `redis://` or `rediss://` URL, so a
 *   typo stops the server at start instead of silently going without Redis; the value it echoes
 *   has its password replaced by `***`
 */
export function readRedisUrlVariable(env: Readonly<Record<string, string | undefined>>, name: string, example: string): string | null {
  const value = env[name]?.trim();
  if (!value) return null;
  const parsed = z.url({ protocol: /^rediss?$/ }).safeParse(value);
  if (!parsed.success) throw new Error(`${name} must start with redis:// or rediss://, e.g. ${example} (or be unset), got "${redactUrl(value)}".`);
  return parsed.data;
}
