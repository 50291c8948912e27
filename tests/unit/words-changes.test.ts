import { describe, expect, it } from 'vitest';
import { wordsChanges } from '@/lib/i18n/words-changes';

// What English changed since a translation was last brought up to date.

const before = {
  _id: 'jurisdiction-norway',
  _rev: 'a',
  name: 'Norway',
  hero: { heading: 'Company Registration in Norway', intro: 'Set up an AS.' },
  why: { items: [{ _key: 'w1', title: 'Stable', description: 'A stable economy.' }, { _key: 'w2', title: 'Open', description: 'Open to trade.' }] },
  comparison: { corporateTax: { percent: 22 } },
};

describe('wordsChanges', () => {
  it('lists changed, new and removed texts in the order of the form, array items included', () => {
    const after = {
      ...before,
      _rev: 'b',
      hero: { heading: 'Register a Norwegian AS', intro: 'Set up an AS.' },
      why: { items: [{ _key: 'w2', title: 'Open', description: 'Open to trade and investment.' }, { _key: 'w3', title: 'Digital', description: 'Everything online.' }] },
      comparison: { corporateTax: { percent: 21 } },
    };
    expect(wordsChanges(before, after, ['name', 'hero', 'why', 'comparison'])).toEqual([
      { path: 'hero.heading', before: 'Company Registration in Norway', after: 'Register a Norwegian AS' },
      { path: 'why.items[w1].title', before: 'Stable', after: null },
      { path: 'why.items[w1].description', before: 'A stable economy.', after: null },
      { path: 'why.items[w2].description', before: 'Open to trade.', after: 'Open to trade and investment.' },
      { path: 'why.items[w3].title', before: null, after: 'Digital' },
      { path: 'why.items[w3].description', before: null, after: 'Everything online.' },
    ]);
  });

  it('follows the form, not the order the document stores its fields in', () => {
    const after = { ...before, why: { items: [{ _key: 'w1', title: 'Steady', description: 'A stable economy.' }, before.why.items[1]] }, hero: { ...before.hero, intro: 'Set up an AS or an ENK.' } };
    expect(wordsChanges(before, after, ['hero', 'why']).map((c) => c.path)).toEqual(['hero.intro', 'why.items[w1].title']);
    expect(wordsChanges(before, after, ['why', 'hero']).map((c) => c.path)).toEqual(['why.items[w1].title', 'hero.intro']);
  });

  it('is empty when only figures, ids or revisions changed', () => {
    expect(wordsChanges(before, { ...before, _rev: 'c', comparison: { corporateTax: { percent: 20 } } })).toEqual([]);
  });
});
