/**
 * Lowercase, hyphenated ASCII form of a text: "Hong Kong" -> "hong-kong", "Ofte stillede
 * spørgsmål" -> "ofte-stillede-sporgsmal". Accents are dropped; ø, æ and ß, which Unicode does
 * not decompose, become o, ae and ss. Used for seed ids and for readable section anchors.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
