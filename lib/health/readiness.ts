/**
 * What a readiness check covers:
 * - `local`: this instance's own parts (started, its page cache folder, an embedded database).
 *   Replacing the instance can fix them, so a failure makes it unready (503).
 * - `shared`: services every instance uses (the Content Lake, Supabase, Redis, a shared search
 *   database). Replacing the instance fixes nothing, and every instance leaving rotation at once
 *   would stop even the pages served from cache, so a failure only makes it `degraded` (200).
 */
export type CheckScope = 'local' | 'shared';

/** One dependency to probe. `probe` resolves when it works and rejects (its message says why) when not. */
export type ReadinessCheck = {
  name: string;
  scope: CheckScope;
  /** @param signal - aborts at the check's time limit */
  probe(signal: AbortSignal): Promise<void>;
};

/** What one check found, and how long it took (ms). */
export type CheckResult = { scope: CheckScope; ok: boolean; ms: number; error?: string };

/** `/api/ready`'s body: `ready`, `degraded` (a shared service fails) or `unready` (a local part fails). */
export type ReadinessReport = { status: 'ready' | 'degraded' | 'unready'; checks: Record<string, CheckResult> };

/**
 * Runs every check at once, each within `timeoutMs` (a check still running then fails with
 * "no answer within … ms"), and sums them up: any local failure makes the instance `unready`,
 * any shared one `degraded`.
 * @param timeoutMs - the time limit of each check, in ms
 */
export async function runReadinessChecks(checks: readonly ReadinessCheck[], timeoutMs: number): Promise<ReadinessReport> {
  const results = await Promise.all(checks.map(async (check) => [check.name, await runCheck(check, timeoutMs)] as const));
  const failing = results.filter(([, result]) => !result.ok).map(([, result]) => result.scope);
  const status = failing.includes('local') ? 'unready' : failing.includes('shared') ? 'degraded' : 'ready';
  return { status, checks: Object.fromEntries(results) };
}

async function runCheck(check: ReadinessCheck, timeoutMs: number): Promise<CheckResult> {
  const started = performance.now();
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    await Promise.race([check.probe(controller.signal), timeout]);
    return { scope: check.scope, ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { scope: check.scope, ok: false, ms: Math.round(performance.now() - started), error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
