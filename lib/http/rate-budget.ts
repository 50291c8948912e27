import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Whether `thrown` is a limiter's refusal (a `RateLimiterRes`). By its shape, not its class:
 * the proxy and the route handlers are bundled apart, each with its own copy of the class, and
 * a limiter they share rejects with the class of whichever bundle made it.
 */
function isRefusal(thrown: unknown): thrown is Pick<RateLimiterRes, 'msBeforeNext'> {
  return typeof thrown === 'object' && thrown !== null && typeof (thrown as { msBeforeNext?: unknown }).msBeforeNext === 'number';
}

/**
 * Spends one point of `key`'s budget with `limiter` (rate-limiter-flexible).
 * @returns `null` when allowed, else the whole seconds to wait (at least 1), for `Retry-After`
 * @throws what the limiter's store throws, other than its refusal
 */
export async function spendBudget(limiter: Pick<RateLimiterAbstract, 'consume'>, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (refusal) {
    if (isRefusal(refusal)) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw refusal;
  }
}
