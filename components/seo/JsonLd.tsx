import { stegaClean } from '@sanity/client/stega';
import type { Thing } from 'schema-dts';
import type { JsonLdNode } from '@/lib/seo/structured-data';

/**
 * Structured data for search engines: a `<script type="application/ld+json">`
 * data block. `<` is escaped so no text from content can close the script element. Stega
 * characters (draft mode only) are removed: machine-read data has nothing to click.
 * @param data - one schema.org node typed by `schema-dts` (`lib/seo/structured-data.ts`), without `@context`
 */
export function JsonLd({ data }: { data: JsonLdNode<Thing> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...stegaClean(data) }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
