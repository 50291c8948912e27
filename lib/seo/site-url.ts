import { z } from 'zod';

/**
 * The public origin of the site, used for canonical and Open Graph URLs.
 * `NEXT_PUBLIC_SITE_URL`, default `http://localhost:3000`.
 * @throws Error naming the variable when it is not an http(s) origin.
 */
export function readSiteUrl(env: Record<string, string | undefined> = process.env): URL {
  const raw = env.NEXT_PUBLIC_SITE_URL?.trim() || 'http://localhost:3000';
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(raw);
  if (!parsed.success) throw new Error(`NEXT_PUBLIC_SITE_URL must be an http(s) URL such as https://www.example.com, got "${raw}"`);
  return new URL(parsed.data);
}
