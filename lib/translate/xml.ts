import { Parser } from 'htmlparser2';
import { KEEP_TAG } from './figures';

/** One piece of translated XML: character data, or one of our own tags. */
export type XmlToken =
  | { kind: 'text'; text: string }
  | { kind: 'open'; name: string; key: string | null; selfClosing: boolean }
  | { kind: 'close'; name: string };

/**
 * The tokens of the XML DeepL returns for what `protectFigures` and the block walk sent, read by
 * htmlparser2 in XML mode: text (entities decoded; the content of `<x>` is text like any other,
 * its tags dropped), and the other tags with their `k` attribute.
 * @throws Error when an `<x>` is left unclosed
 */
export function tokenize(xml: string): XmlToken[] {
  const tokens: XmlToken[] = [];
  let problem: string | null = null;
  // Whether the last event opened a tag: a close the parser implies right after it is `<tag/>`.
  let justOpened = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        justOpened = true;
        if (name !== KEEP_TAG) tokens.push({ kind: 'open', name, key: attributes.k ?? null, selfClosing: false });
      },
      ontext(text) {
        justOpened = false;
        const last = tokens.at(-1);
        if (last?.kind === 'text') last.text += text;
        else tokens.push({ kind: 'text', text });
      },
      // `implied`: no closing tag was written, the parser closed it (at `/>`, or at the end).
      onclosetag(name, implied) {
        const selfClosed = implied && justOpened;
        justOpened = false;
        if (name === KEEP_TAG) {
          if (implied && !selfClosed) problem ??= `unclosed <${KEEP_TAG}> in ${JSON.stringify(xml)}`;
          return;
        }
        const last = tokens.at(-1);
        if (selfClosed && last?.kind === 'open' && last.name === name) last.selfClosing = true;
        else tokens.push({ kind: 'close', name });
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  if (problem) throw new Error(problem);
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
