import { connection, NextResponse } from 'next/server';
import { readinessChecks } from '@/lib/health/checks';
import { publicReadiness, readinessLog, runReadinessChecks, sharedReports } from '@/lib/health/readiness';
import { NEVER_SHARED } from '@/lib/http/cache-control';
import { logger } from '@/lib/log/logger';

/** The time limit of each check, in ms: a probe every few seconds must not pile up behind a slow service. */
const CHECK_TIMEOUT_MS = 2000;
/** The shortest time between two rounds of checks, in ms; callers within it share one report. */
const REPORT_INTERVAL_MS = 2000;

const logChanges = readinessLog(({ check, scope, ok, ms, error }) => {
  if (ok) logger.info({ event: 'readiness-check', check, scope, ok, ms }, `readiness: ${check} works again`);
  else logger.warn({ event: 'readiness-check', check, scope, ok, ms, error }, `readiness: ${check} failed (${error})`);
});

const report = sharedReports(async () => {
  const made = await runReadinessChecks(readinessChecks(), CHECK_TIMEOUT_MS);
  logChanges(made);
  return made;
}, REPORT_INTERVAL_MS);

/**
 * Readiness: `GET /api/ready` asks whether this instance can serve (`lib/health/checks.ts`).
 *
 * Answers 200 `{ status: "ready" | "degraded", checks }` when its own parts work, `degraded`
 * naming a shared service that does not answer (the Content Lake, Supabase, Redis, a shared
 * search database: every instance shares them, so leaving rotation would fix nothing and stop
 * the pages served from cache too); 503 `{ status: "unready", checks }` when one of its own parts
 * fails (not started, its page cache folder, an embedded database), which another instance may
 * not share. `checks` maps each check to `ok` or `failed`; why one failed is logged (event
 * `readiness-check`) when it changes. Each check runs within 2 s, and the checks run at most once
 * per 2 s, whoever asks. Never cached. docs/operations.md.
 */
export async function GET() {
  await connection();
  const current = publicReadiness(await report());
  return NextResponse.json(current, { status: current.status === 'unready' ? 503 : 200, headers: { 'Cache-Control': NEVER_SHARED } });
}
