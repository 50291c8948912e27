import { connection, NextResponse } from 'next/server';
import { publicReadiness } from '@/lib/health/readiness';
import { readinessReport } from '@/lib/health/report';
import { NEVER_SHARED } from '@/lib/http/cache-control';

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
 * per 2 s, whoever asks (`lib/health/report.ts`). Never cached. docs/operations.md.
 */
export async function GET() {
  await connection();
  const current = publicReadiness(await readinessReport());
  return NextResponse.json(current, { status: current.status === 'unready' ? 503 : 200, headers: { 'Cache-Control': NEVER_SHARED } });
}
