import { stegaClean } from '@sanity/client/stega';

/**
 * Structured data for search engines (issue 7, part 2): a `<script type="application/ld+json">`
 * data block. `<` is escaped so no text from content can close the script element. Stega
 * characters (draft mode only) are removed: machine-read data has nothing to click.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...stegaClean(data) }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
