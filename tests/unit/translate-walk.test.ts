import { describe, expect, it } from 'vitest';
import { glossaryEntries, protectFigures } from '../../lib/translate/figures';
import { walkDocument } from '../../lib/translate/walk';
import { plainText, tokenize } from '../../lib/translate/xml';
import { seedDocuments } from '../../seed';
import { fakeTranslation } from '../../scripts/loopback/deepl';
import { norwayLikeDocument } from '../fixtures/translate-document';

/** The loopback DeepL's translation into Swedish, leaving `<x>` elements as sent. */
const fakeTranslate = (xml: string) => fakeTranslation(xml, 'sv', ['x']);

describe('the field walk of machine translation', () => {
  it('wraps placeholders, numbers, company types and the brand so DeepL leaves them alone', () => {
    expect(protectFigures('Form an AS in {incorporationFastest} with Meridian Corporate; tax is 22%.')).toBe(
      'Form an <x>AS</x> in <x>{incorporationFastest}</x> with <x>Meridian Corporate</x>; tax is <x>22%</x>.',
    );
    expect(protectFigures('ApS or A/S? GmbH, Lda, Ltd & LLC from €1,749 <now>')).toBe(
      '<x>ApS</x> or <x>A/S</x>? <x>GmbH</x>, <x>Lda</x>, <x>Ltd</x> &amp; <x>LLC</x> from <x>€1,749</x> &lt;now&gt;',
    );
    // A company type inside a word is a word.
    expect(protectFigures('HAS SEO')).toBe('HAS SEO');
  });

  it('leaves the fields no translation changes: facts, currencies, units, link kinds (seed Denmark), and translates the company types\' names around their legal form', () => {
    const denmark = seedDocuments.find((d) => d._type === 'jurisdiction' && d.language === 'en' && (d as { slug?: { current?: string } }).slug?.current === 'denmark');
    const walk = walkDocument(denmark);
    const paths = walk.paths.map((path) => path.join('.'));
    expect(paths).toContain('hero.heading');
    expect(paths.filter((path) => /\.(currency|unit|kind)$/.test(path))).toEqual([]);
    expect(paths.filter((path) => path.startsWith('comparison.otherFacts'))).toEqual([]);
    expect(walk.texts[paths.indexOf('companyTypes.items.0.name')]).toBe('Private Limited Company (<x>ApS</x>)');
  });

  it('sends prose only: never slugs, references, codes, icons, images, addresses, numbers or figures alone', () => {
    const walk = walkDocument(norwayLikeDocument);
    const sent = walk.texts.join('\n');
    expect(walk.paths.map((path) => path.join('.'))).toEqual([
      'name',
      'regionCardSummary',
      'why.items.0.title',
      'why.items.0.description',
      'why.items.1.title',
      'body.0',
      'body.1',
    ]);
    for (const never of ['norway"', 'region-europe', 'NO<', 'shield', 'image-abc', 'brreg', 'altinn.no', 'jurisdiction', '"b1"', 'l1"']) expect(sent).not.toContain(never);
    // The image's alternative text is skipped with the image: the picture is the same in every language.
    expect(sent).not.toContain('harbour');
  });

  it('keeps every figure, _key, mark, link and block when the translation comes back', () => {
    const walk = walkDocument(norwayLikeDocument);
    const translated = walk.apply(walk.texts.map(fakeTranslate));
    expect(translated.regionCardSummary).toBe('[sv] Form an AS[sv]  in {incorporationFastest}[sv]  with Meridian Corporate[sv] ; tax is 22%[sv] .');
    expect(translated.why.items[1]?.description).toBe('€30,000 – 22%');
    expect(translated.slug).toEqual(norwayLikeDocument.slug);
    expect(translated.region).toEqual(norwayLikeDocument.region);
    const [b1, b2, b3] = translated.body;
    expect(b1?.markDefs).toEqual(norwayLikeDocument.body[0]?.markDefs);
    expect(b1?.children.map((span) => [span._key, span.marks])).toEqual([['s1', []], ['s2', ['strong']], ['s3', ['l1']], ['s4', []]]);
    expect(b1?.children[2]?.text).toBe('[sv]  at Altinn in {incorporationFastest}[sv]  &amp; pay 5,000[sv]  NOK'.replace('&amp;', '&'));
    expect(b2?.children[0]).toEqual({ _type: 'span', _key: 's5', text: 'ApS[sv]  or A/S[sv] ?', marks: ['em'] });
    expect(b3).toEqual(norwayLikeDocument.body[2]);
    // The English document is left as it was.
    expect(norwayLikeDocument.body[0]?.children[0]?.text).toBe('Register your ');
  });

  it('follows spans DeepL moved, and refuses a translation that lost or repeated one', () => {
    const walk = walkDocument({ body: norwayLikeDocument.body.slice(1, 2) });
    expect(walk.apply(['Vorher <s k="s5"><x>ApS</x> oder <x>A/S</x>?</s>']).body[0]?.children[0]?.text).toBe('Vorher ApS oder A/S?');
    const two = walkDocument({ body: norwayLikeDocument.body.slice(0, 1) });
    const [xml = ''] = two.texts;
    expect(() => two.apply([xml.replace(/<s k="s2">.*?<\/s>/, '')])).toThrow(/lost s2/);
    expect(() => two.apply([xml + '<s k="s1">again</s>'])).toThrow(/came back twice/);
    expect(() => two.apply([])).toThrow(/expected 1 translations, got 0/);
  });

  it('puts a white-space span DeepL dropped back where it stood, and sends prose that starts with a word and a colon', () => {
    const block = {
      _type: 'block',
      _key: 'b',
      markDefs: [],
      children: [
        { _type: 'span', _key: 'a', text: 'Bank', marks: ['strong'] },
        { _type: 'span', _key: 'gap', text: ' ', marks: [] },
        { _type: 'span', _key: 'c', text: 'account', marks: ['em'] },
      ],
    };
    const walk = walkDocument({ body: [block], tip: 'Note: bring your passport.', link: 'https://example.com/x' });
    expect(walk.paths.map((path) => path.join('.'))).toEqual(['body.0', 'tip']);
    const [translated] = walk.apply(['<s k="a">Bank</s><s k="c">konto</s>', 'Obs: ta med ditt pass.']).body;
    expect(translated?.children.map((child) => child._key)).toEqual(['a', 'gap', 'c']);
  });

  it('reads DeepL\u2019s XML: entities decoded, <x> unwrapped, an empty element as self-closing, an unclosed <x> refused', () => {
    expect(plainText('Tom &amp; Jerry&#x27;s <x>A/S</x> &lt;3&gt;')).toBe("Tom & Jerry's A/S <3>");
    expect(tokenize('<s k="a">Hej</s><o k="b"/>')).toEqual([
      { kind: 'open', name: 's', key: 'a', selfClosing: false },
      { kind: 'text', text: 'Hej' },
      { kind: 'close', name: 's' },
      { kind: 'open', name: 'o', key: 'b', selfClosing: true },
    ]);
    expect(() => tokenize('Form an <x>AS')).toThrow(/unclosed <x>/);
    expect(() => plainText('a <s k="a">b</s>')).toThrow(/unexpected tag <s>/);
  });

  it('lists the brand and the company types as glossary terms that map to themselves', () => {
    const entries = glossaryEntries();
    expect(entries).toContainEqual(['Meridian Corporate', 'Meridian Corporate']);
    for (const type of ['ApS', 'A/S', 'GmbH', 'Lda', 'Ltd', 'LLC']) expect(entries).toContainEqual([type, type]);
  });
});
