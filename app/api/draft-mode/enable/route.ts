import { createClient } from 'next-sanity';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { clientConfig, readSanityConfig } from '@/lib/content/env';

/**
 * Turns on draft mode for the Studio's Presentation tool. The tool opens
 * `/api/draft-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/page`; next-sanity
 * checks the secret against the one the Studio stored in the dataset (read with
 * `SANITY_API_READ_TOKEN`), sets the draft-mode cookie and redirects to the page.
 * Answers 401 to a missing or wrong secret, and 404 with an explanation when no Sanity project
 * or read token is configured (the site then runs on published or seed content only).
 */
export async function GET(request: Request): Promise<Response> {
  const config = readSanityConfig();
  const token = process.env.SANITY_API_READ_TOKEN?.trim();
  if (!config || !token) {
    const missing = [!config && 'NEXT_PUBLIC_SANITY_PROJECT_ID', !token && 'SANITY_API_READ_TOKEN'].filter(Boolean).join(' and ');
    return new Response(`Preview is not available: set ${missing} to preview unpublished changes (see docs/editors.md, "Preview before publishing").`, {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const client = createClient({ ...clientConfig(config), useCdn: false, token });
  return defineEnableDraftMode({ client }).GET(request);
}
