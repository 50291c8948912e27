/**
 * A readable anchor id from a section heading: "Frequently Asked Questions" ->
 * "frequently-asked-questions", "Ofte stillede spørgsmål" -> "ofte-stillede-sporgsmal". Section
 * headings carry it so that links into a page, the site search's among them (issue 16, part 1),
 * have an address that says where they lead; `fallback` when nothing of the text is left.
 */
export function headingAnchorId(heading: string, fallback: string): string {
  const id = heading
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return id || fallback;
}
