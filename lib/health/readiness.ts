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

/**
 * What `/api/ready` tells whoever asks: the status, and `ok` or `failed` per check. Why a check
 * failed names hosts, roles, paths and URLs, so it goes to the log only ({@link readinessLog}).
 */
export type PublicReadiness = { status: ReadinessReport['status']; checks: Record<string, 'ok' | 'failed'> };

/** @returns `report` as {@link PublicReadiness}: no scope, timing or error message. */
export function publicReadiness(report: ReadinessReport): PublicReadiness {
  return { status: report.status, checks: Object.fromEntries(Object.entries(report.checks).map(([name, result]) => [name, result.ok ? 'ok' : 'failed'])) };
}

/**
 * Hands out one report to every caller within `intervalMs` of when it was begun, and to callers
 * that ask while it runs, so however often and however many at once callers ask, the
 * dependencies are probed at most once per interval. A probe loop (or a visitor's loop) costs the
 * services nothing more.
 * @param produce - makes a report (`runReadinessChecks`); it never rejects
 * @param intervalMs - the shortest time between two reports, in ms
 * @param now - the clock, in ms (tests)
 */
export function sharedReports(produce: () => Promise<ReadinessReport>, intervalMs: number, now: () => number = () => performance.now()): () => Promise<ReadinessReport> {
  let latest: { begun: number; report: Promise<ReadinessReport> } | undefined;
  return () => {
    if (!latest || now() - latest.begun >= intervalMs) latest = { begun: now(), report: produce() };
    return latest.report;
  };
}

/** A line for the log about one check that changed: it failed (and why), or it works again. */
export type ReadinessChange = { check: string; scope: CheckScope; ok: boolean; ms: number; error?: string };

/**
 * Tells `log` about the checks whose outcome changed since the last report: a check that starts
 * failing, fails for another reason, or works again. A service down for an hour is one line,
 * not one per probe.
 */
export function readinessLog(log: (change: ReadinessChange) => void): (report: ReadinessReport) => void {
  const last = new Map<string, string>();
  return (report) => {
    for (const [check, result] of Object.entries(report.checks)) {
      const state = result.ok ? 'ok' : `failed: ${result.error ?? ''}`;
      const before = last.get(check);
      last.set(check, state);
      if (state === before || (before === undefined && result.ok)) continue;
      log({ check, scope: result.scope, ok: result.ok, ms: result.ms, ...(result.error === undefined ? {} : { error: result.error }) });
    }
  };
}
