/**
 * Structured data for search engines (issue 7, part 2): a `<script type="application/ld+json">`
 * data block. `<` is escaped so no text from content can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
