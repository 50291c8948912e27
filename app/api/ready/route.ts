import { connection, NextResponse } from 'next/server';
import { readinessChecks } from '@/lib/health/checks';
import { runReadinessChecks } from '@/lib/health/readiness';
import { NEVER_SHARED } from '@/lib/http/cache-control';

/** The time limit of each check, in ms: a probe every few seconds must not pile up behind a slow service. */
const CHECK_TIMEOUT_MS = 2000;

/**
 * Readiness: `GET /api/ready` asks whether this instance can serve (`lib/health/checks.ts`).
 *
 * Answers 200 `{ status: "ready" | "degraded", checks }` when its own parts work, `degraded`
 * naming a shared service that does not answer (the Content Lake, Supabase, Redis, a shared
 * search database: every instance shares them, so leaving rotation would fix nothing and stop
 * the pages served from cache too); 503 `{ status: "unready", checks }` when one of its own parts
 * fails (not started, its page cache folder, an embedded database), which another instance may
 * not share. Each check runs within 2 s. Never cached, never rate limited. docs/operations.md.
 */
export async function GET() {
  await connection();
  const report = await runReadinessChecks(readinessChecks(), CHECK_TIMEOUT_MS);
  return NextResponse.json(report, { status: report.status === 'unready' ? 503 : 200, headers: { 'Cache-Control': NEVER_SHARED } });
}
