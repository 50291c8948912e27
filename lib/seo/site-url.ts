import { z } from 'zod';
import { redactUrl } from '../log/redact-url';

/**
 * The public origin of the site, used for canonical and Open Graph URLs.
 * `NEXT_PUBLIC_SITE_URL`, default `http://localhost:3000`.
 * @throws Error naming the variable when it is not an http(s) origin, echoing the value with any
 *   password in it replaced by `***`.
 */
export function readSiteUrl(env: Record<string, string | undefined> = process.env): URL {
  const raw = env.NEXT_PUBLIC_SITE_URL?.trim() || 'http://localhost:3000';
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(raw);
  if (!parsed.success) throw new Error(`NEXT_PUBLIC_SITE_URL must be an http(s) URL such as https://www.example.com, got "${redactUrl(raw)}"`);
  return new URL(parsed.data);
}
