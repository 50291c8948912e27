import { connection, NextResponse } from 'next/server';
import { NEVER_SHARED } from '@/lib/http/cache-control';

/**
 * Liveness: `GET /api/health` answers 200 `{ status: "ok" }` while the process answers at all. It
 * reads no content and asks no service, so a slow Content Lake never gets an instance restarted.
 * Never cached, never rate limited. Readiness is `/api/ready`. docs/operations.md.
 */
export async function GET() {
  // Answered per request, never prerendered at build.
  await connection();
  return NextResponse.json({ status: 'ok' }, { headers: { 'Cache-Control': NEVER_SHARED } });
}
