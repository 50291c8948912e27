import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Per-client submission limit (issue 3, part 8), in memory of this server process.
 * `ENQUIRY_RATE_LIMIT` submissions (default 5) per `ENQUIRY_RATE_WINDOW_MINUTES` (default 10)
 * for each form and client.
 */
export interface SubmissionLimiter {
  /** @returns `null` when allowed, else the minutes (rounded up) until the client may send again. */
  consume(key: string): Promise<number | null>;
}

/** Builds a limiter; `points` submissions per `windowMinutes`. */
export function createLimiter(points: number, windowMinutes: number): SubmissionLimiter {
  const limiter = new RateLimiterMemory({ points, duration: windowMinutes * 60 });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return null;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 60_000));
        throw rejection;
      }
    },
  };
}

/**
 * Reads the limit from the environment.
 * @throws Error naming `ENQUIRY_RATE_LIMIT` or `ENQUIRY_RATE_WINDOW_MINUTES` when not a positive integer.
 */
export function readRateLimit(env: Record<string, string | undefined> = process.env): { points: number; windowMinutes: number } {
  const read = (name: string, fallback: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
    return value;
  };
  return { points: read('ENQUIRY_RATE_LIMIT', 5), windowMinutes: read('ENQUIRY_RATE_WINDOW_MINUTES', 10) };
}
