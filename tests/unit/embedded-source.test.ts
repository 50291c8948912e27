import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded-source';

const dataset = [
  { _id: 'a', _type: 'page', language: 'en', title: 'Hello' },
  { _id: 'b', _type: 'page', language: 'da', title: 'Hej' },
];
const query = '*[_type == "page" && language == $locale][0]{ title, "tags": ["x"] }';

describe('embedded content source', () => {
  it('answers a repeated query with equal results that callers cannot change for each other', async () => {
    const source = createEmbeddedSource(dataset);
    const first = await source.fetch<{ title: string; tags: string[] }>(query, { locale: 'en' });
    first.tags.push('changed');
    const second = await source.fetch<{ title: string; tags: string[] }>(query, { locale: 'en' });
    expect(second).toEqual({ title: 'Hello', tags: ['x'] });
  });

  it('keeps results apart by parameters', async () => {
    const source = createEmbeddedSource(dataset);
    expect(await source.fetch(query, { locale: 'en' })).toMatchObject({ title: 'Hello' });
    expect(await source.fetch(query, { locale: 'da' })).toMatchObject({ title: 'Hej' });
  });

  it('does not keep a failed query', async () => {
    const source = createEmbeddedSource(dataset);
    await expect(source.fetch('*[', {})).rejects.toThrow();
    await expect(source.fetch('*[', {})).rejects.toThrow();
  });
});
