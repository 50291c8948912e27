import type { Logger } from 'pino';
import { readSanityConfig } from '../content/env';
import { publishedClient } from '../content/published-client';
import type { WebhookChange } from '../content/revalidation';

/** The document types whose slug is their page's address (`lib/routing/content-paths.ts`). */
const ADDRESSED_TYPES = new Set(['jurisdiction', 'servicePage', 'region']);

/** A published slug change: the old address, the new one, and the document behind both. */
export type Rename = { documentType: string; documentId: string; from: string; to: string };

/**
 * The rename a webhook body reports, or `null` when it reports none: a new or deleted document,
 * an unchanged slug, or a document type without an address of its own.
 */
export function renameOf(change: WebhookChange): Rename | null {
  const { _type: documentType, _id: documentId, slug: to, previousSlug: from } = change;
  if (!ADDRESSED_TYPES.has(documentType) || !from || !to || from === to) return null;
  return { documentType, documentId, from, to };
}

/**
 * The id of the redirect from an old address: one document per type and old slug, so a slug
 * left twice keeps one redirect, to the document that left it last. No dot: an id with one is
 * private to token holders in the Content Lake, and the proxy reads without a token.
 */
export function redirectId(documentType: string, slug: string): string {
  return `redirect-${documentType}-${slug}`;
}

/** The document a rename reports, as published now: its language and current slug. */
const DOCUMENT_QUERY = /* groq */ `*[_id == $id][0]{ language, "slug": slug.current }`;

/**
 * Records a published slug change as a `redirect` document (schemas/documents/redirect.ts), so
 * the page's old address leads to its new one in every language (the proxy reads them,
 * `lib/routing/redirects.ts`). Only the English document's slug makes addresses: every
 * translation keeps it, so a translation's rename records nothing. The redirect that pointed
 * at the new address, if any, is deleted, as the address is a page again.
 *
 * Writes with `SANITY_API_WRITE_TOKEN`; without it, or without a Sanity project, records
 * nothing and logs a warning naming the variable. Never throws: a failed write is logged as an
 * error and the publish goes on.
 */
export async function recordRename(change: WebhookChange, log: Logger, env: Record<string, string | undefined> = process.env): Promise<void> {
  const rename = renameOf(change);
  if (!rename) return;
  const token = env.SANITY_API_WRITE_TOKEN?.trim();
  const config = readSanityConfig(env);
  if (!token || !config) {
    log.warn(
      { event: 'redirect-not-recorded', documentId: rename.documentId, from: rename.from, to: rename.to },
      'webhook: SANITY_API_WRITE_TOKEN is not set: the old address of a renamed page will answer 404 instead of a redirect',
    );
    return;
  }
  try {
    const client = publishedClient(config, { token });
    const document = await client.fetch<{ language?: string; slug?: string } | null>(DOCUMENT_QUERY, { id: rename.documentId }, { cache: 'no-store' });
    if (document?.language !== 'en' || document.slug === rename.from) return;
    await client
      .transaction()
      .createOrReplace({
        _id: redirectId(rename.documentType, rename.from),
        _type: 'redirect',
        from: rename.from,
        documentType: rename.documentType,
        document: { _type: 'reference', _ref: rename.documentId, _weak: true },
      })
      .delete(redirectId(rename.documentType, rename.to))
      .commit({ visibility: 'sync' });
    log.info({ event: 'redirect-recorded', documentId: rename.documentId, from: rename.from, to: rename.to }, 'webhook: recorded the old address of a renamed page');
  } catch (error) {
    log.error({ event: 'redirect-failed', err: error, documentId: rename.documentId, from: rename.from }, 'webhook: could not record the old address of a renamed page');
  }
}
