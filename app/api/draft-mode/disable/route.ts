import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';

/** Leaves preview: turns draft mode off and redirects to the home page. */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  return NextResponse.redirect(new URL('/', request.url));
}
