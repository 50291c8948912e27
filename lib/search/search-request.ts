import { RateLimiterMemory } from 'rate-limiter-flexible';
import { z } from 'zod';
import { clientAddress, readClientIpHeader } from '../http/client-address';
import { spendBudget } from '../http/rate-budget';
import { LOCALES, type Locale } from '../i18n/locales';
import { readWholeNumber } from '../config/whole-number';
import { processSingleton } from '../process/singleton';
import { CONTROL_CHARACTER, MAX_QUERY_LENGTH } from './limits';

/** A search asked of `/api/search`: the visitor's words and the locale whose pages they search. */
export type SearchRequest = { query: string; locale: Locale };

const searchParams = z.object({
  q: z
    .string({ error: 'q is required' })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(1, 'q is empty')
        .max(MAX_QUERY_LENGTH, `q is longer than ${MAX_QUERY_LENGTH} characters`)
        // Tabs and line breaks are spaces by now; what is left (`%00`, …) no one types.
        .refine((words) => !CONTROL_CHARACTER.test(words), 'q holds control characters'),
    ),
  locale: z.enum(LOCALES as [Locale, ...Locale[]], { error: `locale must be one of ${LOCALES.join(', ')}` }),
});

/**
 * Reads `?q=…&locale=…`.
 * @returns the request, or the message of a 400 naming what is wrong
 */
export function readSearchRequest(params: URLSearchParams): { ok: true; request: SearchRequest } | { ok: false; error: string } {
  const parsed = searchParams.safeParse({ q: params.get('q') ?? undefined, locale: params.get('locale') ?? undefined });
  if (!parsed.success) return { ok: false, error: parsed.error.issues.map((issue) => issue.message).join('; ') };
  return { ok: true, request: { query: parsed.data.q, locale: parsed.data.locale } };
}

/**
 * Searches a client may make per minute, from `SEARCH_RATE_LIMIT` (default 120: the dialog asks
 * once per pause in typing, so a visitor stays far below).
 * @throws Error naming the variable when it is not a whole number of at least 1
 */
export function readSearchRateLimit(env: Readonly<Record<string, string | undefined>> = process.env): number {
  return readWholeNumber(env, 'SEARCH_RATE_LIMIT', 120, 1);
}

/**
 * Counts a search against its client's budget (rate-limiter-flexible, in this process's memory:
 * each instance counts its own; a shared cache in front answers repeated searches itself). The
 * client is named as for the forms (`ENQUIRY_CLIENT_IP_HEADER`).
 * @returns `null` when allowed, else the seconds to wait
 */
export async function spendSearchBudget(headers: Pick<Headers, 'get'>): Promise<number | null> {
  const limiter = processSingleton('search-rate-limit', () => new RateLimiterMemory({ points: readSearchRateLimit(), duration: 60 }));
  return spendBudget(limiter, clientAddress(headers, readClientIpHeader()));
}
