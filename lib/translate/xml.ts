import { KEEP_TAG, unescapeXml } from './figures';

/** One piece of translated XML: character data, or one of our own tags. */
export type XmlToken =
  | { kind: 'text'; text: string }
  | { kind: 'open'; name: string; key: string | null; selfClosing: boolean }
  | { kind: 'close'; name: string };

const TAG = /<(\/?)([A-Za-z][\w-]*)((?:\s+[\w-]+\s*=\s*"[^"]*")*)\s*(\/?)>/g;

/**
 * The tokens of the XML DeepL returns for what `protectFigures` and the block walk sent:
 * text (entities decoded; the content of `<x>` is text like any other, its tags dropped), and the
 * other tags with their `k` attribute. It reads only the tags we send; it is not an XML parser.
 * @throws Error when a tag of ours is left unclosed or closed twice
 */
export function tokenize(xml: string): XmlToken[] {
  const tokens: XmlToken[] = [];
  let last = 0;
  let keep = 0;
  const pushText = (raw: string) => {
    if (raw) tokens.push({ kind: 'text', text: unescapeXml(raw) });
  };
  for (const match of xml.matchAll(TAG)) {
    pushText(xml.slice(last, match.index));
    last = match.index + match[0].length;
    const [, slash, name = '', attributes = '', selfClosing] = match;
    if (name === KEEP_TAG) {
      keep += slash ? -1 : selfClosing ? 0 : 1;
      if (keep < 0) throw new Error(`closing </${KEEP_TAG}> without its opening tag in ${JSON.stringify(xml)}`);
      continue;
    }
    if (slash) tokens.push({ kind: 'close', name });
    else tokens.push({ kind: 'open', name, key: /\bk\s*=\s*"([^"]*)"/.exec(attributes)?.[1] ?? null, selfClosing: selfClosing === '/' });
  }
  pushText(xml.slice(last));
  if (keep !== 0) throw new Error(`unclosed <${KEEP_TAG}> in ${JSON.stringify(xml)}`);
  return tokens;
}

/**
 * The plain text of translated XML that holds no tags but {@link KEEP_TAG}: figures unwrapped,
 * entities decoded.
 * @throws Error when it holds another tag
 */
export function plainText(xml: string): string {
  return tokenize(xml)
    .map((token) => {
      if (token.kind !== 'text') throw new Error(`unexpected tag <${token.name}> in ${JSON.stringify(xml)}`);
      return token.text;
    })
    .join('');
}
