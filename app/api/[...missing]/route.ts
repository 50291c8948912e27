import { NextResponse } from 'next/server';
import { NEVER_SHARED } from '@/lib/http/cache-control';

/**
 * Any `/api/…` path that is no API route: 404 JSON that no cache keeps. Without this route Next
 * answers with its prerendered not-found page, marked for a shared cache to keep a year, so a
 * cache in front would go on answering 404 for an API route added by a later release.
 */
function missing(): NextResponse {
  return NextResponse.json({ error: 'No such API route' }, { status: 404, headers: { 'Cache-Control': NEVER_SHARED } });
}

export { missing as GET, missing as HEAD, missing as POST, missing as PUT, missing as PATCH, missing as DELETE, missing as OPTIONS };
