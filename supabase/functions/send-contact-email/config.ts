import type { EmailConfig, RetryOptions } from './email.ts';

/** The function's settings, read from its environment (set with `supabase secrets set`). */
export interface FunctionConfig {
  /** `SUPABASE_URL` (injected by Supabase). */
  supabaseUrl?: string;
  /** `SUPABASE_SERVICE_ROLE_KEY` (injected by Supabase). */
  serviceRoleKey?: string;
  /** `WEBHOOK_SECRET`: the database webhook must send it as `x-webhook-secret`. */
  webhookSecret?: string;
  /** `EMAIL_API_URL`, `EMAIL_API_KEY`, `EMAIL_FROM`, `STAFF_EMAIL` (comma-separated); null when any is missing. */
  email: EmailConfig | null;
  /** `EMAIL_RETRY_DELAYS_MS` (default `200,800`), `EMAIL_TIMEOUT_MS` (default 2500) and `EMAIL_DEADLINE_MS` (default 4000). */
  retry: RetryOptions;
  /** `PORT` for `Deno.serve` when running locally; unset = Deno's default. */
  port?: number;
}

/**
 * Defaults of {@link FunctionConfig.retry}: up to 3 attempts, 200 ms then 800 ms apart, 2.5 s
 * each, all within 4 s: inside the 5 s webhook timeout docs/integrations.md sets, with 1 s for the ledger.
 */
export const DEFAULT_RETRY: RetryOptions = { delaysMs: [200, 800], timeoutMs: 2500, deadlineMs: 4000 };

const nonEmpty = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

function milliseconds(value: string | undefined, name: string): number[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parts = value.split(',').map((p) => Number(p.trim()));
  if (parts.some((n) => !Number.isFinite(n) || n < 0 || n > 60_000)) {
    throw new Error(`${name} must be a comma-separated list of milliseconds (0-60000), got "${value}"`);
  }
  return parts;
}

/**
 * Reads the configuration. Missing email settings are not fatal (direct submissions can still be
 * stored); a malformed number is, with a message naming the variable.
 *
 * @param env looks a variable up (`Deno.env.get` in the function).
 * @returns the configuration.
 * @throws Error naming the variable when `PORT`, `EMAIL_RETRY_DELAYS_MS`, `EMAIL_TIMEOUT_MS` or `EMAIL_DEADLINE_MS` is malformed.
 */
export function readConfig(env: (name: string) => string | undefined): FunctionConfig {
  const apiUrl = nonEmpty(env('EMAIL_API_URL'));
  const apiKey = nonEmpty(env('EMAIL_API_KEY'));
  const from = nonEmpty(env('EMAIL_FROM'));
  const to = (env('STAFF_EMAIL') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const delaysMs = milliseconds(env('EMAIL_RETRY_DELAYS_MS'), 'EMAIL_RETRY_DELAYS_MS') ?? DEFAULT_RETRY.delaysMs;
  const single = (name: string) => {
    const values = milliseconds(env(name), name);
    if (values && (values.length !== 1 || values[0] === 0)) throw new Error(`${name} must be one positive number of milliseconds, got "${env(name)}"`);
    return values?.[0];
  };
  const timeoutMs = single('EMAIL_TIMEOUT_MS') ?? DEFAULT_RETRY.timeoutMs;
  const deadlineMs = single('EMAIL_DEADLINE_MS') ?? DEFAULT_RETRY.deadlineMs;
  const portText = nonEmpty(env('PORT'));
  const port = portText === undefined ? undefined : Number(portText);
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
    throw new Error(`PORT must be a port number, got "${portText}"`);
  }
  return {
    supabaseUrl: nonEmpty(env('SUPABASE_URL')),
    serviceRoleKey: nonEmpty(env('SUPABASE_SERVICE_ROLE_KEY')),
    webhookSecret: nonEmpty(env('WEBHOOK_SECRET')),
    email: apiUrl && apiKey && from && to.length > 0 ? { apiUrl, apiKey, from, to } : null,
    retry: { delaysMs, timeoutMs, deadlineMs },
    port,
  };
}
